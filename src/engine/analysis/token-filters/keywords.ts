import { illegalArgument } from '../../errors/catalog';
import { EsError } from '../../errors/es-error';
import { own } from '../../util/own';
import { utf8Encode } from '../../util/utf8';
import type { TokenFilter } from '../analysis-chain';
import { translateJavaRegex } from '../java-regex';
import type { Token } from '../token';
import { settingBool as bool, settingList as list } from '../settings';

const noFiles = (key: string, v: unknown, inline: string) =>
  illegalArgument(`IOException while reading ${key}: ${String(v)} (files under the config directory do not exist in the browser; give [${inline}] inline)`);

/** SetKeywordMarkerFilter / PatternKeywordMarkerFilter: listed (or wholly matching) terms are marked as keywords. */
export function keywordMarkerFilter(conf: unknown): TokenFilter {
  const words = list(own(conf, 'keywords'));
  const path = own(conf, 'keywords_path');
  const pattern = own(conf, 'keywords_pattern');
  if (pattern !== undefined && (words !== undefined || path !== undefined)) throw illegalArgument('cannot specify both `keywords_pattern` and `keywords` or `keywords_path`');
  if (pattern === undefined && words === undefined && path === undefined) throw illegalArgument('keyword filter requires either `keywords`, `keywords_path`, or `keywords_pattern` to be set');
  if (pattern !== undefined) {
    const re = new RegExp(`^(?:${translateJavaRegex(String(pattern)).source})$`, 'u');
    return (tokens) => {
      for (const t of tokens) if (re.test(t.term)) t.keyword = true;
      return tokens;
    };
  }
  if (words === undefined) throw noFiles('keywords_path', path, 'keywords');
  const ignoreCase = bool(own(conf, 'ignore_case'), false);
  const set = new Set(words.map((w) => (ignoreCase ? w.toLowerCase() : w)));
  return (tokens) => {
    for (const t of tokens) if (set.has(ignoreCase ? t.term.toLowerCase() : t.term)) t.keyword = true;
    return tokens;
  };
}

/** KeywordRepeatFilter: each token twice at one position, first marked as a keyword, then not. */
export const keywordRepeatFilter: TokenFilter = (tokens) => {
  const out: Token[] = [];
  for (const t of tokens) out.push({ ...t, keyword: true }, { ...t, keyword: false, positionIncrement: 0 });
  return out;
};

/** RemoveDuplicatesTokenFilter: a term already seen at the same position goes. */
export const removeDuplicatesFilter: TokenFilter = (tokens) => {
  const out: Token[] = [];
  let seen = new Set<string>();
  for (const t of tokens) {
    if (t.positionIncrement > 0) seen = new Set();
    if (seen.has(t.term)) continue;
    seen.add(t.term);
    out.push(t);
  }
  return out;
};

/** StemmerOverrideFilter: `a, b => c` rules; an overridden term becomes a keyword so stemmers leave it. */
export function stemmerOverrideFilter(conf: unknown): TokenFilter {
  const rules = list(own(conf, 'rules'));
  if (rules === undefined) {
    if (own(conf, 'rules_path') !== undefined) throw noFiles('rules_path', own(conf, 'rules_path'), 'rules');
    throw illegalArgument('stemmer override filter requires either `rules` or `rules_path` to be configured');
  }
  const map = new Map<string, string>();
  for (const rule of rules) {
    const parts = rule.split('=>');
    if (parts.length !== 2) throw new EsError({ type: 'runtime_exception', reason: `Invalid Keyword override Rule:${rule}`, status: 500 });
    const target = parts[1].trim();
    for (const key of parts[0].split(',').map((k) => k.trim())) {
      if (key === '' || target === '') throw new EsError({ type: 'runtime_exception', reason: `Invalid Keyword override Rule:${rule}`, status: 500 });
      if (!map.has(key)) map.set(key, target); // the first rule for a key wins (StemmerOverrideMap.Builder)
    }
  }
  return (tokens) => {
    for (const t of tokens) {
      if (t.keyword) continue;
      const to = map.get(t.term);
      if (to !== undefined) {
        t.term = to;
        t.keyword = true;
      }
    }
    return tokens;
  };
}

const JAVA_FLOAT = /^[+-]?(NaN|Infinity|((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)[fFdD]?)$/;

/** DelimitedPayloadTokenFilter: `term|payload`, the payload encoded as a float, an int or the UTF-8 text. */
export function delimitedPayloadFilter(conf: unknown): TokenFilter {
  const delimiterSetting = own(conf, 'delimiter');
  const delimiter = delimiterSetting === undefined ? '|' : String(delimiterSetting);
  if (delimiter.length !== 1) throw illegalArgument(`Setting [delimiter] must be a single, non-null character. [${delimiter}] was provided.`);
  const encoding = own(conf, 'encoding') === undefined ? 'float' : String(own(conf, 'encoding'));
  if (!['float', 'int', 'identity'].includes(encoding)) throw illegalArgument(`Unknown encoding [${encoding}]`);
  const encode = (s: string): Uint8Array => {
    if (encoding === 'identity') return utf8Encode(s);
    const b = new Uint8Array(4);
    const view = new DataView(b.buffer);
    if (encoding === 'float') {
      if (!JAVA_FLOAT.test(s.trim())) throw new EsError({ type: 'number_format_exception', reason: `For input string: "${s}"`, status: 400 });
      view.setFloat32(0, Number(s.trim().replace(/[fFdD]$/, '')));
    } else {
      if (!/^[+-]?\d+$/.test(s) || Number(s) > 2147483647 || Number(s) < -2147483648) throw new EsError({ type: 'number_format_exception', reason: `For input string: "${s}"`, status: 400 });
      view.setInt32(0, Number(s));
    }
    return b;
  };
  return (tokens) => {
    for (const t of tokens) {
      const at = t.term.indexOf(delimiter);
      if (at < 0) {
        t.payload = undefined;
        continue;
      }
      t.payload = encode(t.term.slice(at + 1));
      t.term = t.term.slice(0, at);
    }
    return tokens;
  };
}

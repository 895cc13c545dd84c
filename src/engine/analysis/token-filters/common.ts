import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import { isJavaWhitespace } from '../java-chars';
import { parseJavaReplacement, translateJavaRegex } from '../java-regex';
import type { Token } from '../token';
import { settingBool as bool, settingList as list } from '../settings';

/**
 * Token filters of the analysis-common module that look at one token at a time or drop tokens, each
 * as its Lucene 7.7 filter behaves (terms in UTF-16 units unless the filter counts code points).
 */

/** FilteringTokenFilter: a dropped token passes its position increment on to the next kept one (or end()). */
export function filtering(keep: (t: Token) => boolean): TokenFilter {
  return (tokens, end) => {
    const out: Token[] = [];
    let skipped = 0;
    for (const t of tokens) {
      if (!keep(t)) {
        skipped += t.positionIncrement;
        continue;
      }
      t.positionIncrement += skipped;
      skipped = 0;
      out.push(t);
    }
    end.endPositionIncrement += skipped;
    return out;
  };
}

const mapTerms = (f: (term: string) => string): TokenFilter => (tokens) => {
  for (const t of tokens) t.term = f(t.term);
  return tokens;
};

const int = (v: unknown, def: number, key: string) => {
  if (v === undefined || v === null) return def;
  const n = Number(v);
  if (!Number.isInteger(n)) throw illegalArgument(`Failed to parse value [${String(v)}] for setting [${key}]`);
  return n;
};

/** Java's Character.toUpperCase per code point (no multi-character expansions: ß stays ß). */
function javaUpperCase(s: string): string {
  let out = '';
  for (const ch of s) {
    const up = ch.toUpperCase();
    out += [...up].length === 1 ? up : ch;
  }
  return out;
}
export const javaUppercaseFilter: TokenFilter = mapTerms(javaUpperCase);

/** LengthFilter: keeps terms whose UTF-16 length is within [min, max]. */
export function lengthFilter(conf: unknown): TokenFilter {
  const min = int(own(conf, 'min'), 0, 'min');
  const max = int(own(conf, 'max'), 2147483647, 'max');
  if (min < 0) throw illegalArgument('minimum length must be greater than or equal to zero');
  if (min > max) throw illegalArgument('maximum length must not be greater than minimum length');
  return filtering((t) => t.term.length >= min && t.term.length <= max);
}

/** LimitTokenCountFilter: the first `max_token_count` tokens. */
export function limitFilter(conf: unknown): TokenFilter {
  const max = int(own(conf, 'max_token_count'), 1, 'max_token_count');
  return (tokens) => tokens.slice(0, Math.max(0, max));
}

/** TruncateTokenFilter: terms cut to `length` UTF-16 units. */
export function truncateFilter(conf: unknown): TokenFilter {
  const length = int(own(conf, 'length'), 10, 'length');
  if (length < 1) throw illegalArgument(`length parameter must be a positive number: ${length}`);
  return mapTerms((term) => (term.length > length ? term.slice(0, length) : term));
}

/** TrimFilter: leading and trailing Java whitespace removed (offsets unchanged). */
export const trimFilter: TokenFilter = mapTerms((term) => {
  let start = 0;
  let end = term.length;
  while (start < end && isJavaWhitespace(term.charCodeAt(start))) start++;
  while (end > start && isJavaWhitespace(term.charCodeAt(end - 1))) end--;
  return term.slice(start, end);
});

/** ES's UniqueTokenFilter: a term seen before (at the same position with `only_on_same_position`) goes, its increment with it. */
export function uniqueFilter(conf: unknown): TokenFilter {
  const samePosition = bool(own(conf, 'only_on_same_position'), false);
  return (tokens) => {
    const seen = new Set<string>();
    const out: Token[] = [];
    for (const t of tokens) {
      if (samePosition && t.positionIncrement > 0) seen.clear();
      if (seen.has(t.term)) continue;
      seen.add(t.term);
      out.push(t);
    }
    return out;
  };
}

/** ReverseStringFilter: the term's code points in reverse order (surrogate pairs kept whole). */
export const reverseFilter: TokenFilter = mapTerms((term) => [...term].reverse().join(''));

const FRENCH_ARTICLES = ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu'];

/** ElisionFilter: a listed article before the first ' or ’ is removed with it. */
export function elisionFilter(conf: unknown): TokenFilter {
  if (own(conf, 'articles_path') !== undefined && own(conf, 'articles') === undefined) {
    throw illegalArgument(`IOException while reading articles_path: ${String(own(conf, 'articles_path'))} (files under the config directory do not exist in the browser; give [articles] inline)`);
  }
  const ignoreCase = bool(own(conf, 'articles_case'), false);
  const articles = new Set((list(own(conf, 'articles')) ?? FRENCH_ARTICLES).map((a) => (ignoreCase ? a.toLowerCase() : a)));
  return mapTerms((term) => {
    let i = 0;
    while (i < term.length && term[i] !== "'" && term[i] !== '\u2019') i++;
    if (i === term.length) return term;
    const prefix = term.slice(0, i);
    return articles.has(ignoreCase ? prefix.toLowerCase() : prefix) ? term.slice(i + 1) : term;
  });
}

/** ApostropheFilter: everything from the first ' or ’ on is removed. */
export const apostropheFilter: TokenFilter = mapTerms((term) => {
  for (let i = 0; i < term.length; i++) if (term[i] === "'" || term[i] === '\u2019') return term.slice(0, i);
  return term;
});

const ND = /^\p{Nd}$/u;
/** DecimalDigitFilter: every Unicode decimal digit (Nd) becomes its ASCII digit. */
export const decimalDigitFilter: TokenFilter = mapTerms((term) => {
  if (!/\p{Nd}/u.test(term)) return term;
  let out = '';
  for (const ch of term) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80 || !ND.test(ch)) {
      out += ch;
      continue;
    }
    // Nd digits come in runs of ten from zero: the value is the distance from the run's start, mod 10.
    let start = cp;
    while (ND.test(String.fromCodePoint(start - 1))) start--;
    out += String((cp - start) % 10);
  }
  return out;
});

/** KeepWordFilter: only the listed words (compared lower-cased with `keep_words_case`). */
export function keepFilter(conf: unknown): TokenFilter {
  const words = list(own(conf, 'keep_words'));
  const path = own(conf, 'keep_words_path');
  if (words === undefined && path === undefined) throw illegalArgument('keep requires either `keep_words` or `keep_words_path` to be configured');
  if (words !== undefined && path !== undefined) throw illegalArgument('cannot specify both `keep_words_path` and `keep_words`');
  if (words === undefined) throw illegalArgument(`IOException while reading keep_words_path: ${String(path)} (files under the config directory do not exist in the browser; give [keep_words] inline)`);
  const ignoreCase = bool(own(conf, 'keep_words_case'), false);
  const set = new Set(words.map((w) => (ignoreCase ? w.toLowerCase() : w)));
  return filtering((t) => set.has(ignoreCase ? t.term.toLowerCase() : t.term));
}

/** TypeTokenFilter: tokens whose type is listed are kept (`include`) or dropped (`exclude`). */
export function keepTypesFilter(conf: unknown): TokenFilter {
  const types = list(own(conf, 'types'));
  if (types === undefined) throw illegalArgument('keep_types requires `types` to be configured');
  const mode = own(conf, 'mode') === undefined ? 'include' : String(own(conf, 'mode'));
  if (mode !== 'include' && mode !== 'exclude') throw illegalArgument(`\`keep_types\` tokenfilter mode can only be [include] or [exclude] but was [${mode}].`);
  const set = new Set(types);
  return filtering((t) => set.has(t.type) === (mode === 'include'));
}

/** PatternReplaceFilter: every match (or the first, `all: false`) replaced, Java regex and replacement syntax. */
export function patternReplaceFilter(conf: unknown, name: string): TokenFilter {
  const pattern = own(conf, 'pattern');
  if (pattern === undefined || pattern === null) throw illegalArgument(`pattern is missing for [${name}] token filter of type 'pattern_replace'`);
  const regex = translateJavaRegex(String(pattern));
  const replacement = own(conf, 'replacement');
  const replace = parseJavaReplacement(replacement === undefined || replacement === null ? '' : String(replacement), regex);
  const all = bool(own(conf, 'all'), true);
  return mapTerms((term) => {
    const re = new RegExp(regex.source, 'gu');
    let out = '';
    let last = 0;
    for (const m of term.matchAll(re)) {
      out += term.slice(last, m.index) + replace(m);
      last = m.index! + m[0].length;
      if (!all) break;
    }
    return out + term.slice(last);
  });
}

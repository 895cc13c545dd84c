import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import { javaToLowerCase } from '../java-chars';
import { greekLowerCase } from '../stemmers/greek';
import { lowercaseFilter } from './filters';

/** Lucene 7.7's small per-language filters used by the language analyzers. */

/** EnglishPossessiveFilter: a trailing 's (apostrophe ', ’ or ＇; s or S) is removed. */
export const englishPossessiveFilter: TokenFilter = (tokens) => {
  for (const t of tokens) {
    const n = t.term.length;
    if (n >= 2 && "'\u2019\uFF07".includes(t.term[n - 2]) && (t.term[n - 1] === 's' || t.term[n - 1] === 'S')) t.term = t.term.slice(0, n - 2);
  }
  return tokens;
};

const isNonSpacingMark = (cp: number) => /^\p{Mn}$/u.test(String.fromCodePoint(cp));

/**
 * TurkishLowerCaseFilter: I → ı, and I followed (past other non-spacing marks) by a combining dot above
 * → i with the dot removed; everything else lower-cased per code point as Java does.
 */
export function turkishLowerCase(term: string): string {
  const cps = [...term].map((c) => c.codePointAt(0)!);
  let out = '';
  let iOrAfter = false;
  for (let i = 0; i < cps.length; i++) {
    const ch = cps[i];
    iOrAfter = ch === 0x49 || (iOrAfter && isNonSpacingMark(ch));
    if (iOrAfter) {
      if (ch === 0x307) continue;
      if (ch === 0x49) {
        let beforeDot = false;
        for (let j = i + 1; j < cps.length && isNonSpacingMark(cps[j]); j++) if (cps[j] === 0x307) { beforeDot = true; break; }
        if (beforeDot) out += 'i';
        else {
          out += 'ı';
          iOrAfter = false;
        }
        continue;
      }
    }
    out += String.fromCodePoint(javaToLowerCase(ch));
  }
  return out;
}

export const turkishLowerCaseFilter: TokenFilter = (tokens) => {
  for (const t of tokens) t.term = turkishLowerCase(t.term);
  return tokens;
};

const IRISH_UPPER_VOWELS = 'AEIOUÁÉÍÓÚ';

/**
 * IrishLowerCaseFilter: an initial n or t before an upper-case vowel is a mutation, written apart with a
 * hyphen (nAthair → n-athair); then every UTF-16 unit lower-cased as Java's Character.toLowerCase(char).
 */
export function irishLowerCase(term: string): string {
  let s = term;
  let from = 0;
  if (s.length > 1 && (s[0] === 'n' || s[0] === 't') && IRISH_UPPER_VOWELS.includes(s[1])) {
    s = `${s[0]}-${s.slice(1)}`;
    from = 2;
  }
  let out = s.slice(0, from);
  for (let i = from; i < s.length; i++) out += String.fromCharCode(javaToLowerCase(s.charCodeAt(i)));
  return out;
}

export const irishLowerCaseFilter: TokenFilter = (tokens) => {
  for (const t of tokens) t.term = irishLowerCase(t.term);
  return tokens;
};

const greekLowerCaseFilter: TokenFilter = (tokens) => {
  for (const t of tokens) t.term = greekLowerCase(t.term);
  return tokens;
};

/**
 * The `lowercase` filter as 6.8's LowerCaseTokenFilterFactory builds it: Lucene's LowerCaseFilter, or with
 * `language` (compared ignoring case) the Greek, Irish or Turkish one; any other language is refused.
 */
export function languageLowercaseFilter(conf: unknown): TokenFilter {
  const lang = own(conf, 'language');
  if (lang === undefined || lang === null) return lowercaseFilter;
  switch (String(lang).toLowerCase()) {
    case 'greek': return greekLowerCaseFilter;
    case 'irish': return irishLowerCaseFilter;
    case 'turkish': return turkishLowerCaseFilter;
    default: throw illegalArgument(`language [${String(lang)}] not support for lower case`);
  }
}

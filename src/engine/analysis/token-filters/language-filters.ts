import type { TokenFilter } from '../analysis-chain';
import { javaToLowerCase } from '../java-chars';

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

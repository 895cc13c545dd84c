/**
 * Java's Character rules, which Lucene's tokenizers and filters follow and which differ from JS:
 * lower-casing is per code point (İ → i, Σ → σ with no final-sigma context), whitespace excludes the
 * no-break spaces, and U+FEFF / U+0085 are not whitespace.
 */
const LETTER = /^\p{L}$/u;
const SPACE_SEPARATOR = /^[\p{Zs}\p{Zl}\p{Zp}]$/u;

export function javaToLowerCase(cp: number): number {
  if (cp < 0x80) return cp >= 0x41 && cp <= 0x5a ? cp + 32 : cp;
  if (cp === 0x130) return 0x69; // İ → i (JS would add a combining dot)
  const lower = String.fromCodePoint(cp).toLowerCase();
  const first = lower.codePointAt(0)!;
  // Java's simple mapping yields one code point; a multi-code-point JS result means "no simple mapping".
  return lower.length === String.fromCodePoint(first).length ? first : cp;
}

export function toLowerCaseJava(s: string): string {
  let ascii = true;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) { ascii = false; break; }
  if (ascii) return s.toLowerCase();
  let out = '';
  for (const ch of s) out += String.fromCodePoint(javaToLowerCase(ch.codePointAt(0)!));
  return out;
}

export function isJavaWhitespace(cp: number): boolean {
  if (cp === 0x20 || (cp >= 0x09 && cp <= 0x0d) || (cp >= 0x1c && cp <= 0x1f)) return true;
  if (cp < 0x80) return false;
  if (cp === 0xa0 || cp === 0x2007 || cp === 0x202f) return false;
  return SPACE_SEPARATOR.test(String.fromCodePoint(cp));
}

export function isJavaLetter(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
  return LETTER.test(String.fromCodePoint(cp));
}

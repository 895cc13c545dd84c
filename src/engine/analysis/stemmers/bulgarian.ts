import { StemBuffer } from './buffer';

/**
 * Lucene 7.7's BulgarianStemmer: Savoy's light stemmer ("Searching Strategies for the Bulgarian
 * Language"): a definite article, then a plural ending, then a final vowel, with its two rewrites.
 */
export function bulgarianStem(term: string): string {
  const b = new StemBuffer(term);
  let len = b.len;
  if (len < 4) return term;
  if (len > 5 && b.endsWith('ища', len)) return b.s.slice(0, len - 3).join('');
  len = removeArticle(b, len);
  len = removePlural(b, len);
  if (len > 3) {
    if (b.endsWith('я', len)) len--;
    if (b.endsWith('а', len) || b.endsWith('о', len) || b.endsWith('е', len)) len--;
  }
  // -ен → -н (the paper's duplicated rule, as the Perl implementation and Lucene fix it)
  if (len > 4 && b.endsWith('ен', len)) {
    b.s[len - 2] = 'н';
    len--;
  }
  // ъN → N
  if (len > 5 && b.s[len - 2] === 'ъ') {
    b.s[len - 2] = b.s[len - 1];
    len--;
  }
  return b.s.slice(0, len).join('');
}

function removeArticle(b: StemBuffer, len: number): number {
  if (len > 6 && b.endsWith('ият', len)) return len - 3;
  if (len > 5 && ['ът', 'то', 'те', 'та', 'ия'].some((x) => b.endsWith(x, len))) return len - 2;
  if (len > 4 && b.endsWith('ят', len)) return len - 2;
  return len;
}

function removePlural(b: StemBuffer, len: number): number {
  if (len > 6) {
    if (b.endsWith('овци', len)) return len - 3; // -овци → -о
    if (b.endsWith('ове', len)) return len - 3;
    if (b.endsWith('еве', len)) {
      b.s[len - 3] = 'й';
      return len - 2;
    }
  }
  if (len > 5) {
    if (b.endsWith('ища', len)) return len - 3;
    if (b.endsWith('та', len)) return len - 2;
    if (b.endsWith('ци', len)) {
      b.s[len - 2] = 'к';
      return len - 1;
    }
    if (b.endsWith('зи', len)) {
      b.s[len - 2] = 'г';
      return len - 1;
    }
    if (b.s[len - 3] === 'е' && b.s[len - 1] === 'и') {
      b.s[len - 3] = 'я';
      return len - 1;
    }
  }
  if (len > 4) {
    if (b.endsWith('си', len)) {
      b.s[len - 2] = 'х';
      return len - 1;
    }
    if (b.endsWith('и', len)) return len - 1;
  }
  return len;
}

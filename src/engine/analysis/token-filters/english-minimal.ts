/**
 * Lucene's EnglishMinimalStemmer (the `stemmer` filter's minimal_english): plural stripping only, after
 * Harman's S-stemmer: -ies to -y (not after a or e), -es and -s dropped, words in -us, -ss, -aes, -ees, -oes,
 * -ies (after a vowel) and shorter than three letters left alone.
 */
export function englishMinimalStem(term: string): string {
  const len = term.length;
  if (len < 3 || term[len - 1] !== 's') return term;
  switch (term[len - 2]) {
    case 'u':
    case 's':
      return term;
    case 'e':
      if (len > 3 && term[len - 3] === 'i' && term[len - 4] !== 'a' && term[len - 4] !== 'e') return `${term.slice(0, len - 3)}y`;
      if ('iaoe'.includes(term[len - 3])) return term;
      return term.slice(0, len - 1);
    default:
      return term.slice(0, len - 1);
  }
}

import { PORTUGUESE_RSLP } from './portuguese-rules';
import { applyStep, parseRslp, type RslpStep } from './rslp';

/** Lucene 7.7's PortugueseStemmer (RSLP, "Orengo") over portuguese.rslp: the `portuguese_rslp` stemmer. */

let steps: Map<string, RslpStep> | undefined;
const step = (name: string) => (steps ??= parseRslp(PORTUGUESE_RSLP)).get(name)!;

/** The RSLP accent removal PortugueseStemmer ends with (a wider table than Galician's). */
const ACCENTS: ReadonlyMap<string, string> = new Map([
  ...[...'àáâãäå'].map((c) => [c, 'a'] as const),
  ['ç', 'c'],
  ...[...'èéêë'].map((c) => [c, 'e'] as const),
  ...[...'ìíîï'].map((c) => [c, 'i'] as const),
  ['ñ', 'n'],
  ...[...'òóôõö'].map((c) => [c, 'o'] as const),
  ...[...'ùúûü'].map((c) => [c, 'u'] as const),
  ['ý', 'y'], ['ÿ', 'y'],
]);

/**
 * Plural (words ending in s), adverb, feminine (words ending in a or ã) and augmentative steps; then the
 * noun step; the verb step only when the noun step changed the length not at all, and the vowel step only
 * when neither did (Lucene compares lengths); then the accents removed.
 */
export function portugueseRslpStem(term: string): string {
  let w = applyStep(step('Plural'), term);
  w = applyStep(step('Adverb'), w);
  w = applyStep(step('Feminine'), w);
  w = applyStep(step('Augmentative'), w);
  const beforeNoun = w.length;
  w = applyStep(step('Noun'), w);
  if (w.length === beforeNoun) {
    const beforeVerb = w.length;
    w = applyStep(step('Verb'), w);
    if (w.length === beforeVerb) w = applyStep(step('Vowel'), w);
  }
  let out = '';
  for (const c of w) out += ACCENTS.get(c) ?? c;
  return out;
}

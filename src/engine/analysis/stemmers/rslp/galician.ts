import { GALICIAN_RSLP } from './galician-rules';
import { applyStep, parseRslp, type RslpStep } from './rslp';

/** Lucene 7.7's GalicianStemmer and GalicianMinimalStemmer over galician.rslp. */

let steps: Map<string, RslpStep> | undefined;
const step = (name: string) => (steps ??= parseRslp(GALICIAN_RSLP)).get(name)!;

const ACCENTS: Readonly<Record<string, string>> = { 'á': 'a', 'é': 'e', 'ê': 'e', 'í': 'i', 'ó': 'o', 'ú': 'u' };

/**
 * Plural, unification and adverb steps; the augmentative step until it changes nothing; the noun step,
 * or the verb step when it removed nothing; the vowel step; then the RSLG accents removed.
 */
export function galicianStem(term: string): string {
  let w = applyStep(step('Plural'), term);
  w = applyStep(step('Unification'), w);
  w = applyStep(step('Adverb'), w);
  // Lucene compares lengths: a rule that rewrites an ending to one as long ends the loop.
  for (let before = -1; before !== w.length; ) {
    before = w.length;
    w = applyStep(step('Augmentative'), w);
  }
  const beforeNoun = w;
  w = applyStep(step('Noun'), w);
  if (w.length === beforeNoun.length) w = applyStep(step('Verb'), w);
  w = applyStep(step('Vowel'), w);
  let out = '';
  for (const c of w) out += Object.prototype.hasOwnProperty.call(ACCENTS, c) ? ACCENTS[c] : c;
  return out;
}

/** GalicianMinimalStemmer: the plural step only. */
export function galicianMinimalStem(term: string): string {
  return applyStep(step('Plural'), term);
}

import type { Doc } from './corpus.ts';
import { rng } from './corpus.ts';
import { tokenize } from './tokenize.ts';

/** A seeded query set from the corpus itself: 1-3 word queries and two-word phrases from real text. */
export function makeQueries(docs: Doc[], n = 1000, phrases = 200, seed = 42) {
  const random = rng(seed);
  const pick = () => tokenize(docs[Math.floor(random() * docs.length)].body);
  const terms: string[] = [];
  while (terms.length < n) {
    const toks = pick();
    if (toks.length === 0) continue;
    const len = 1 + Math.floor(random() * 3);
    const q = Array.from({ length: len }, () => toks[Math.floor(random() * toks.length)]);
    terms.push(q.join(' '));
  }
  const twoWords: string[] = [];
  while (twoWords.length < phrases) {
    const toks = pick();
    if (toks.length < 2) continue;
    const i = Math.floor(random() * (toks.length - 1));
    twoWords.push(`${toks[i]} ${toks[i + 1]}`);
  }
  return { terms, phrases: twoWords };
}

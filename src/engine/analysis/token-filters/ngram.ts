import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import type { Token } from '../token';

/** `min_gram` / `max_gram` as ES 6.8's n-gram factories read them (defaults 1 and 2). */
export function gramSizes(conf: unknown, defMin = 1, defMax = 2): { min: number; max: number } {
  const read = (key: string, def: number) => {
    const v = own(conf, key);
    if (v === undefined || v === null) return def;
    const n = Number(v);
    if (!Number.isInteger(n)) throw illegalArgument(`Failed to parse value [${String(v)}] for setting [${key}]`);
    return n;
  };
  const min = read('min_gram', defMin);
  const max = read('max_gram', defMax);
  if (min < 1) throw illegalArgument('minGram must be greater than zero');
  if (min > max) throw illegalArgument('minGram must not be greater than maxGram');
  return { min, max };
}

/**
 * NGramTokenFilter (Lucene 7.7, no preserve_original): each term's grams by start, then by length,
 * counted in code points; every gram keeps the term's offsets and type, the first its increment, the
 * others 0. A term shorter than `min` is dropped.
 */
export function ngramFilter(min: number, max: number): TokenFilter {
  return (tokens) => {
    const out: Token[] = [];
    for (const t of tokens) {
      const cps = [...t.term];
      let first = true;
      for (let start = 0; start + min <= cps.length; start++) {
        for (let len = min; len <= max && start + len <= cps.length; len++) {
          out.push({ ...t, term: cps.slice(start, start + len).join(''), positionIncrement: first ? t.positionIncrement : 0 });
          first = false;
        }
      }
    }
    return out;
  };
}

/** EdgeNGramTokenFilter: the term's prefixes of `min`..`max` code points (`side: back` takes suffixes). */
export function edgeNgramFilter(min: number, max: number, back = false): TokenFilter {
  return (tokens) => {
    const out: Token[] = [];
    for (const t of tokens) {
      const cps = [...t.term];
      if (back) cps.reverse();
      for (let len = min; len <= max && len <= cps.length; len++) {
        const gram = cps.slice(0, len);
        if (back) gram.reverse();
        out.push({ ...t, term: gram.join(''), positionIncrement: len === min ? t.positionIncrement : 0 });
      }
    }
    return out;
  };
}

import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import type { Token } from '../token';

/**
 * ShingleFilter (Lucene 7.7) on a stream of one token per position: at each position the unigram (with
 * `output_unigrams`), then shingles of `min_shingle_size`..`max_shingle_size` tokens joined by
 * `token_separator`, type "shingle", spanning the first token's start to the last one's end, position
 * length n. A stream with position gaps (stop words removed) or stacked tokens needs Lucene's filler
 * tokens and is refused by name rather than shingled differently.
 */
/** What a shingle filter emits, by filter (the phrase suggester reads it as ES's getShingleFilterFactory). */
const SETTINGS = new WeakMap<TokenFilter, { minShingleSize: number; maxShingleSize: number; outputUnigrams: boolean }>();
export function shingleSettings(filter: TokenFilter) {
  return SETTINGS.get(filter);
}

export function shingleFilter(conf: unknown): TokenFilter {
  const int = (key: string, def: number) => {
    const v = own(conf, key);
    return v === undefined || v === null ? def : Number(v);
  };
  const bool = (key: string, def: boolean) => {
    const v = own(conf, key);
    return v === undefined || v === null ? def : v === true || v === 'true';
  };
  const max = int('max_shingle_size', 2);
  const min = int('min_shingle_size', 2);
  if (max < 2) throw illegalArgument('Max shingle size must be >= 2');
  if (min < 2) throw illegalArgument('Min shingle size must be >= 2');
  if (min > max) throw illegalArgument('Min shingle size must be <= max shingle size');
  const unigrams = bool('output_unigrams', true);
  const unigramsIfNone = bool('output_unigrams_if_no_shingles', false);
  const separator = own(conf, 'token_separator') === undefined ? ' ' : String(own(conf, 'token_separator'));

  const filter: TokenFilter = (tokens) => {
    if (tokens.some((t, i) => t.positionIncrement !== 1 && !(i === 0 && t.positionIncrement > 0))) {
      throw illegalArgument('the [shingle] token filter on a stream with position gaps or stacked tokens (filler tokens) is not supported here yet');
    }
    const out: Token[] = [];
    const anyShingle = tokens.length >= min;
    const withUnigrams = unigrams || (unigramsIfNone && !anyShingle);
    tokens.forEach((t, i) => {
      let increment = t.positionIncrement;
      if (withUnigrams) {
        out.push(t);
        increment = 0;
      }
      for (let n = min; n <= max && i + n <= tokens.length; n++) {
        const parts = tokens.slice(i, i + n);
        out.push({ ...t, term: parts.map((p) => p.term).join(separator), type: 'shingle', positionIncrement: increment, positionLength: n, endOffset: parts[n - 1].endOffset, payload: undefined, keyword: undefined });
        increment = 0;
      }
    });
    return out;
  };
  SETTINGS.set(filter, { minShingleSize: min, maxShingleSize: max, outputUnigrams: unigrams });
  return filter;
}

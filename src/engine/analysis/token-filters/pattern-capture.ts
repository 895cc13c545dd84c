import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import { translateJavaRegex } from '../java-regex';
import type { Token } from '../token';

/**
 * PatternCaptureGroupTokenFilter (Lucene 7.7): every non-empty capture group of every match of every
 * pattern becomes a token at the same position with the original's offsets, in order of where the
 * capture starts (the earlier pattern first on a tie). With `preserve_original` (the default) the token
 * comes first and a capture equal to it is skipped; without, a token nothing captures stays as it is.
 */
export function patternCaptureFilter(conf: unknown): TokenFilter {
  const raw = own(conf, 'patterns');
  const patterns = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  if (patterns.length === 0) throw illegalArgument('required setting \'patterns\' is missing for token filter [pattern_capture]');
  const regexes = patterns.map((p) => translateJavaRegex(p).source);
  const preserve = own(conf, 'preserve_original') === undefined ? true : own(conf, 'preserve_original') === true || own(conf, 'preserve_original') === 'true';

  return (tokens) => {
    const out: Token[] = [];
    for (const t of tokens) {
      const term = t.term;
      // Each pattern's captures in the order its matcher yields them.
      const queues = regexes.map((source) => {
        const q: Array<[number, number]> = [];
        for (const m of term.matchAll(new RegExp(source, 'gud'))) {
          const idx = m.indices!;
          for (let g = 1; g < idx.length; g++) {
            const span = idx[g];
            if (!span || span[0] === span[1]) continue;
            if (preserve && span[0] === 0 && span[1] === term.length) continue;
            q.push([span[0], span[1]]);
          }
        }
        return q;
      });
      const heads = queues.map(() => 0);
      const captures: Array<[number, number]> = [];
      for (;;) {
        let best = -1;
        for (let i = 0; i < queues.length; i++) {
          if (heads[i] < queues[i].length && (best < 0 || queues[i][heads[i]][0] < queues[best][heads[best]][0])) best = i;
        }
        if (best < 0) break;
        captures.push(queues[best][heads[best]++]);
      }
      if (preserve || captures.length === 0) out.push(t);
      captures.forEach(([s, e], i) => {
        const first = !preserve && i === 0;
        out.push({ ...t, term: term.slice(s, e), positionIncrement: first ? t.positionIncrement : 0 });
      });
    }
    return out;
  };
}

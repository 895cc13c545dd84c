import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import { token } from '../analysis-chain';

/**
 * FingerprintFilter (Lucene 7.7): the distinct terms sorted by UTF-16 units and joined by `separator`
 * into one token of type "fingerprint" spanning the whole value; nothing when that would pass
 * `max_output_size`. Its end() reports an increment of 1, as Lucene's restored state does.
 */
export function fingerprintFilter(conf: unknown): TokenFilter {
  const sep = own(conf, 'separator') === undefined ? ' ' : String(own(conf, 'separator'));
  if (sep.length !== 1) throw illegalArgument(`Setting [separator] must be a single, non-null character. [${sep}] was provided.`);
  const maxRaw = own(conf, 'max_output_size');
  const max = maxRaw === undefined || maxRaw === null ? 255 : Number(maxRaw);
  return (tokens, end) => {
    const unique: string[] = [];
    const seen = new Set<string>();
    let size = 0;
    for (const t of tokens) {
      if (size > max) continue;
      if (seen.has(t.term)) continue;
      if (seen.size > 0) size++;
      seen.add(t.term);
      unique.push(t.term);
      size += t.term.length;
    }
    end.endPositionIncrement = 1;
    if (unique.length === 0 || size > max) return [];
    unique.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)); // JS string order is UTF-16 unit order, as Lucene's comparator
    return [token(unique.join(sep), 0, end.finalOffset, 'fingerprint')];
  };
}

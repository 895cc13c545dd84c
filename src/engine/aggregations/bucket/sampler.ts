/**
 * sampler: per shard, only the `shard_size` best-scoring matches (100 by default; ties by doc order) reach the
 * sub-aggregations, replayed in doc order once the shard is done, as ES's BestDocsDeferringCollector does.
 */
import { illegalArgument } from '../../errors/catalog';
import type { LeafContext } from '../../query/query';
import { intMember, unknownField } from '../parse-helpers';
import { buildAll, collectAll, createAll, prepareAll } from '../subs';
import type { AggregationBuilder, Collector } from '../types';
import { InternalSingleBucket } from './single-bucket';

interface Sampled {
  leaf: LeafContext;
  doc: number;
  score: number;
  seq: number;
}

export function parseSampler(name: string, body: Record<string, unknown>): AggregationBuilder {
  let shardSize = 100;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'shard_size') shardSize = intMember('sampler', k, v);
    else throw unknownField('sampler', k);
  }
  if (shardSize <= 0) throw illegalArgument(`[shard_size] must be greater than 0. Found [${shardSize}] in [${name}]`);
  const builder: AggregationBuilder = {
    name,
    type: 'sampler',
    subs: [],
    pipelines: [],
    prepare(shard) {
      const subFactories = prepareAll(builder.subs, shard);
      return (): Collector => {
        const best: Sampled[] = [];
        let seq = 0;
        const worse = (a: Sampled, b: Sampled) => a.score < b.score || (a.score === b.score && a.seq > b.seq);
        return {
          collect(leaf, doc, score) {
            const s = { leaf, doc, score, seq: seq++ };
            if (best.length < shardSize) {
              best.push(s);
              return;
            }
            // Replace the worst kept doc when this one beats it (a linear scan: shard_size is small).
            let w = 0;
            for (let i = 1; i < best.length; i++) if (worse(best[i], best[w])) w = i;
            if (worse(best[w], s)) best[w] = s;
          },
          build() {
            const subs = createAll(subFactories);
            const inOrder = [...best].sort((a, b) => a.leaf.ord - b.leaf.ord || a.doc - b.doc);
            for (const s of inOrder) collectAll(subs, s.leaf, s.doc, s.score);
            const r = new InternalSingleBucket(name, 'sampler', best.length, buildAll(subs));
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}

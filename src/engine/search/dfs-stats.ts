import type { Segment } from '../index/segment';
import { ShardStats } from '../index/shard-stats';
import type { SearchStats } from '../query/query';

/** dfs_query_then_fetch: term and field statistics summed over every target shard, so all shards score alike. */
export class DfsStats implements SearchStats {
  private readonly shards: ShardStats[];
  readonly maxDoc: number;
  constructor(shardSegments: Segment[][]) {
    this.shards = shardSegments.map((s) => new ShardStats(s));
    this.maxDoc = this.shards.reduce((n, s) => n + s.maxDoc, 0);
  }
  field(field: string) {
    let docCount = 0;
    let sumTotalTermFreq = 0;
    for (const s of this.shards) {
      const f = s.field(field);
      docCount += f.docCount;
      sumTotalTermFreq += f.sumTotalTermFreq;
    }
    return { docCount, sumTotalTermFreq };
  }
  docFreq(field: string, term: string) {
    return this.shards.reduce((n, s) => n + s.docFreq(field, term), 0);
  }
}

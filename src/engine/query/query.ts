import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';

/**
 * A Query is a parsed, immutable recipe; `matches` evaluates it on one segment of a shard with the
 * shard's statistics, giving the live matching docs and their float32 scores.
 */
export interface Query {
  readonly kind: string;
  matches(ctx: SegmentContext): Map<number, number>;
}

/** Statistics from the shard's searchable segments (deleted docs included, as Lucene). */
export class ShardStats {
  private fieldCache = new Map<string, { docCount: number; sumTotalTermFreq: number; maxDoc: number }>();
  constructor(readonly segments: Segment[]) {}
  field(field: string) {
    let s = this.fieldCache.get(field);
    if (!s) {
      s = { docCount: 0, sumTotalTermFreq: 0, maxDoc: 0 };
      for (const seg of this.segments) {
        s.maxDoc += seg.maxDoc;
        const fp = seg.fields.get(field);
        if (fp) {
          s.docCount += fp.docCount;
          s.sumTotalTermFreq += fp.sumTotalTermFreq;
        }
      }
      this.fieldCache.set(field, s);
    }
    return s;
  }
  docFreq(field: string, term: string): number {
    let n = 0;
    for (const seg of this.segments) {
      const fp = seg.fields.get(field);
      const t = fp?.termIds.get(term);
      if (fp && t !== undefined) n += fp.docFreq[t];
    }
    return n;
  }
}

export interface SegmentContext {
  index: IndexService;
  stats: ShardStats;
  segment: Segment;
}

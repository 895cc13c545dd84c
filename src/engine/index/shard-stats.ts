import type { Segment } from './segment';

/** One field over a shard (Lucene's CollectionStatistics, less maxDoc); `present` is false when no segment has it. */
export interface FieldStats {
  present: boolean;
  docCount: number;
  sumDocFreq: number;
  sumTotalTermFreq: number;
}

/** One term over a shard (Lucene's TermStatistics). */
export interface TermStats {
  docFreq: number;
  totalTermFreq: number;
}

/**
 * Term and field statistics summed over the segments a shard reader sees, deleted docs included as Lucene counts
 * them: the one definition that scoring (query/, and dfs over shards) and term vectors read.
 */
export class ShardStats {
  readonly maxDoc: number;
  private readonly fieldCache = new Map<string, FieldStats>();
  constructor(readonly segments: Segment[]) {
    this.maxDoc = segments.reduce((n, s) => n + s.maxDoc, 0);
  }

  field(field: string): FieldStats {
    let s = this.fieldCache.get(field);
    if (!s) {
      s = { present: false, docCount: 0, sumDocFreq: 0, sumTotalTermFreq: 0 };
      for (const seg of this.segments) {
        const fp = seg.fields.get(field);
        if (!fp) continue;
        s.present = true;
        s.docCount += fp.docCount;
        s.sumDocFreq += fp.sumDocFreq;
        s.sumTotalTermFreq += fp.sumTotalTermFreq;
      }
      this.fieldCache.set(field, s);
    }
    return s;
  }

  term(field: string, term: string): TermStats {
    let docFreq = 0;
    let totalTermFreq = 0;
    for (const seg of this.segments) {
      const fp = seg.fields.get(field);
      const t = fp?.termIds.get(term);
      if (fp && t !== undefined) {
        docFreq += fp.docFreq[t];
        totalTermFreq += fp.totalTermFreq[t];
      }
    }
    return { docFreq, totalTermFreq };
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

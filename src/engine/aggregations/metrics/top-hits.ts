/**
 * top_hits: the best hits of each bucket (score desc then doc order, or the `sort`), with `from`, `size` (3),
 * `_source` filtering, `version`, `seq_no_primary_term`, `track_scores`, `highlight` (the search's highlighter, with
 * the search's query); merged across shards by the same order. Hits are written with the search layer's hit writer
 * (lent through the shard context). Unsupported members (explain, script_fields...) are refused by name.
 */
import { illegalArgument } from '../../errors/catalog';
import type { LeafContext } from '../../query/query';
import { parseSourceFilter, type SourceFilter } from '../../util/source-filter';
import { booleanMember, intMember, unknownField } from '../parse-helpers';
import { refuseSubs } from '../subs';
import type { AggregationBuilder, HitSorter, InternalAggregation } from '../types';

interface TopHit {
  score: number;
  sortValues?: Array<number | bigint | string | null>;
  /** Shard order then doc, the tie-break of the merge. */
  shard: number;
  doc: number;
  json: Record<string, unknown>;
}

const f32 = Math.fround;

export class InternalTopHits implements InternalAggregation {
  readonly typedName = 'top_hits';
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    readonly from: number,
    readonly size: number,
    readonly total: number,
    readonly maxScore: number,
    readonly hits: TopHit[],
    readonly compare: ((a: TopHit, b: TopHit) => number),
    readonly scoring: boolean,
  ) {}
  reduce(all: InternalAggregation[]): InternalAggregation {
    const list = all as InternalTopHits[];
    const hits = list.flatMap((t) => t.hits).sort(this.compare);
    const r = new InternalTopHits(this.name, this.from, this.size, list.reduce((n, t) => n + t.total, 0), Math.max(...list.map((t) => t.maxScore)), hits.slice(0, this.from + this.size), this.compare, this.scoring);
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    if (path[0] === '_count' || path[0] === 'total') return this.total;
    return undefined;
  }
  render() {
    const maxScore = this.scoring && this.total > 0 && Number.isFinite(this.maxScore) ? f32(this.maxScore) : null;
    return { hits: { total: this.total, max_score: maxScore, hits: this.hits.slice(this.from, this.from + this.size).map((h) => h.json) } };
  }
}

const REFUSED = ['explain', 'script_fields', 'docvalue_fields', 'stored_fields'];

export function parseTopHits(name: string, body: Record<string, unknown>): AggregationBuilder {
  let from = 0;
  let size = 3;
  let sortJson: unknown;
  let source: SourceFilter | undefined;
  let version = false;
  let trackScores = false;
  let seqNo = false;
  let highlightJson: unknown;
  for (const [k, v] of Object.entries(body)) {
    switch (k) {
      case 'from': from = intMember('top_hits', k, v); break;
      case 'size': size = intMember('top_hits', k, v); break;
      case 'sort': sortJson = v; break;
      case '_source': source = parseSourceFilter(v); break;
      case 'version': version = booleanMember('top_hits', k, v); break;
      case 'track_scores': trackScores = booleanMember('top_hits', k, v); break;
      case 'seq_no_primary_term': seqNo = booleanMember('top_hits', k, v); break;
      case 'highlight': highlightJson = v; break;
      default:
        if (REFUSED.includes(k)) throw illegalArgument(`[${k}] is not supported in [top_hits] aggregations by Searchpad: [${name}]`);
        throw unknownField('top_hits', k);
    }
  }
  if (from < 0) throw illegalArgument(`[from] must be greater than or equal to 0. Found [${from}] in [${name}]`);
  if (size < 0) throw illegalArgument(`[size] must be greater than or equal to 0. Found [${size}] in [${name}]`);
  const builder: AggregationBuilder = {
    name,
    type: 'top_hits',
    subs: [],
    pipelines: [],
    prepare(shard) {
      refuseSubs(builder);
      const support = shard.hits;
      if (!support) throw illegalArgument(`[top_hits] needs a search to take its hits from: [${name}]`);
      const sorter: HitSorter | undefined = sortJson === undefined ? undefined : support.sorter(sortJson);
      const highlight = highlightJson === undefined ? undefined : support.highlighter?.(highlightJson);
      const scoring = !sorter || trackScores || sorter.byScore;
      const byScore = (a: TopHit, b: TopHit) => b.score - a.score || a.shard - b.shard || a.doc - b.doc;
      const compare = sorter ? (a: TopHit, b: TopHit) => sorter.compare(a.sortValues!, b.sortValues!) || a.shard - b.shard || a.doc - b.doc : byScore;
      const shardOrder = shard.shardOrder ?? 0;
      const keep = from + size;
      return () => {
        const kept: Array<{ leaf: LeafContext; doc: number; hit: TopHit }> = [];
        let total = 0;
        let maxScore = -Infinity;
        return {
          collect(leaf, doc, score) {
            total++;
            if (score > maxScore) maxScore = score;
            if (keep === 0) return;
            const hit: TopHit = { score, shard: shardOrder, doc: leaf.docBase + doc, json: {} };
            if (sorter) hit.sortValues = sorter.values(leaf, doc, score);
            if (kept.length < keep) kept.push({ leaf, doc, hit });
            else {
              let w = 0;
              for (let i = 1; i < kept.length; i++) if (compare(kept[i].hit, kept[w].hit) > 0) w = i;
              if (compare(hit, kept[w].hit) < 0) kept[w] = { leaf, doc, hit };
            }
          },
          build() {
            kept.sort((a, b) => compare(a.hit, b.hit));
            for (const k of kept) k.hit.json = support.render(k.leaf, k.doc, { score: scoring ? k.hit.score : null, version, seqNo, source, sortValues: k.hit.sortValues, highlight });
            const r = new InternalTopHits(name, from, size, total, maxScore, kept.map((k) => k.hit), compare, scoring);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}

/**
 * The `nested` query (ES 6.8's NestedQueryBuilder, Lucene's ToParentBlockJoinQuery): the inner query scores
 * the hidden documents under the path (index/nested-docs.ts), and each parent with a matching child
 * matches, scored from its children by `score_mode` (avg by default; `none` scores 0).
 */
import { illegalArgument, illegalState, parsingException, xContentParseException } from '../errors/catalog';
import { nestedMappingAt, nestedSegment, type NestedSegment } from '../index/nested-docs';
import { isObject } from '../util/json';
import { withBoost } from './boost-query';
import { MatchNoDocsQuery } from './constant-score';
import { docScores, push } from './doc-scores';
import { matchExpl, noMatchExpl } from './explanation';
import { boostOf, type ParseContext, type QueryParser } from './parse-context';
import { ShardSearcher, type LeafContext, type Query, type Weight } from './query';

export type NestedScoreMode = 'avg' | 'max' | 'min' | 'sum' | 'none';

/** `inner_hits` of a nested query, as written (the search layer reads it). */
export interface InnerHitsSpec {
  name: string;
  json: Record<string, unknown>;
}

const INNER_HITS_KEYS = ['name', 'ignore_unmapped', 'from', 'size', 'explain', 'version', 'seq_no_primary_term', 'track_scores', '_source',
  'sort', 'highlight', 'docvalue_fields', 'stored_fields', 'script_fields', 'collapse'];

/** The children of one shard at a path: a searcher over the segments of children, one per parent segment. */
export interface NestedShard {
  searcher: ShardSearcher;
  children: NestedSegment[];
}

const SHARDS = new WeakMap<ShardSearcher, Map<string, NestedShard>>();

/** The children's searcher of a shard searcher at a path (made once per search of the shard). */
export function nestedShard(searcher: ShardSearcher, path: string): NestedShard {
  let byPath = SHARDS.get(searcher);
  if (!byPath) SHARDS.set(searcher, (byPath = new Map()));
  let shard = byPath.get(path);
  if (!shard) {
    const mapping = nestedMappingAt(searcher.index, path)!;
    const children = searcher.leaves.map((leaf) => nestedSegment(searcher.index, leaf.segment, path, mapping));
    shard = { searcher: new ShardSearcher(searcher.index, searcher.shardId, children.map((c) => c.segment)), children };
    byPath.set(path, shard);
  }
  return shard;
}

export class NestedQuery implements Query {
  readonly kind = 'nested';
  constructor(readonly path: string, readonly query: Query, readonly scoreMode: NestedScoreMode, readonly innerHits?: InnerHitsSpec) {}

  toString(field?: string) {
    return `ToParentBlockJoinQuery (${this.query.toString(field)})`;
  }

  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const shard = nestedShard(searcher, this.path);
    const scoring = needsScores && this.scoreMode !== 'none';
    const inner = this.query.createWeight(shard.searcher, scoring, boost);
    const { scoreMode } = this;
    const childLeaf = (leaf: LeafContext) => shard.searcher.leaves[leaf.ord];
    /** Per parent: [score, count] of its matching children. */
    const join = (leaf: LeafContext) => {
      const child = childLeaf(leaf);
      const parentOf = shard.children[leaf.ord].parentOf;
      const matches = inner.scores(child);
      const byParent = new Map<number, { score: number; freq: number; best: number; bestScore: number }>();
      for (let i = 0; i < matches.length; i++) {
        const c = matches.docs[i];
        const parent = parentOf[c];
        if (leaf.segment.liveDocs[parent] !== 1) continue;
        const s = matches.scores[i];
        const had = byParent.get(parent);
        if (!had) {
          byParent.set(parent, { score: scoreMode === 'none' ? 0 : s, freq: 1, best: c, bestScore: s });
          continue;
        }
        had.freq++;
        if (s > had.bestScore) {
          had.best = c;
          had.bestScore = s;
        }
        if (scoreMode === 'sum' || scoreMode === 'avg') had.score += s;
        else if (scoreMode === 'min') had.score = Math.min(had.score, s);
        else if (scoreMode === 'max') had.score = Math.max(had.score, s);
      }
      return byParent;
    };
    const final = (e: { score: number; freq: number }) => Math.fround(scoreMode === 'avg' ? e.score / e.freq : e.score);
    return {
      scores(leaf) {
        const byParent = join(leaf);
        const parents = [...byParent.keys()].sort((a, b) => a - b);
        const out = docScores(parents.length);
        for (const p of parents) push(out, p, scoring ? final(byParent.get(p)!) : 0);
        return out;
      },
      explain(leaf, doc) {
        const e = join(leaf).get(doc);
        if (!e) return noMatchExpl('Not a match');
        const best = inner.explain(childLeaf(leaf), e.best);
        const parentOf = shard.children[leaf.ord].parentOf;
        let start = -1;
        let end = -1;
        for (let c = 0; c < parentOf.length; c++) {
          if (parentOf[c] !== doc) continue;
          if (start < 0) start = c;
          end = c;
        }
        return matchExpl(scoring ? final(e) : 0, `Score based on ${e.freq} child docs in range from ${start} to ${end}, best match:`, [best]);
      },
    };
  }
}

function parseScoreMode(v: unknown): NestedScoreMode {
  const s = String(v);
  if (s === 'avg' || s === 'max' || s === 'min' || s === 'sum' || s === 'none') return s;
  throw illegalArgument(`No score mode for child query [${s}] found`);
}

/** `nested`: path, query, score_mode, ignore_unmapped, inner_hits. */
export const nestedQuery: QueryParser = (body, ctx: ParseContext) => {
  if (!isObject(body)) throw parsingException('[nested] query malformed, no start_object after query name');
  let path: string | undefined;
  let queryJson: unknown;
  let scoreMode: NestedScoreMode = 'avg';
  let ignoreUnmapped = false;
  let innerHits: InnerHitsSpec | undefined;
  for (const [k, v] of Object.entries(body)) {
    switch (k) {
      case 'path': path = String(v); break;
      case 'query': queryJson = v; break;
      case 'score_mode': scoreMode = parseScoreMode(v); break;
      case 'ignore_unmapped': ignoreUnmapped = v === true || v === 'true'; break;
      case 'boost': case '_name': break;
      case 'inner_hits': {
        if (!isObject(v)) throw parsingException('[nested] query does not support [inner_hits]');
        for (const key of Object.keys(v)) if (!INNER_HITS_KEYS.includes(key)) throw xContentParseException(`[inner_hits] unknown field [${key}], parser not found`);
        innerHits = { name: '', json: v };
        break;
      }
      default: throw parsingException(`[nested] query does not support [${k}]`);
    }
  }
  if (queryJson === undefined) throw parsingException("[nested] requires 'query' field");
  if (path === undefined) throw parsingException("[nested] requires 'path' field");
  const mapping = nestedMappingAt(ctx.index, path);
  if (!mapping) {
    if (ignoreUnmapped) return new MatchNoDocsQuery();
    throw illegalState(`[nested] failed to find nested object under path [${path}]`);
  }
  if (!mapping.nested) throw illegalState(`[nested] nested object under path [${path}] is not of nested type`);
  // Registered before its inner query (a parent's inner hits come before those of a nested query inside it).
  const slot = innerHits && ctx.innerHits ? ctx.innerHits.push(undefined as never) - 1 : -1;
  const inner = ctx.parse(queryJson);
  if (innerHits) innerHits.name = typeof innerHits.json.name === 'string' ? innerHits.json.name : path;
  const nested = new NestedQuery(path, inner, scoreMode, innerHits);
  if (slot >= 0) ctx.innerHits![slot] = nested;
  return withBoost(nested, boostOf(body));
};

/** Per top-level parse: its nested queries with `inner_hits`, in parse order (set by dsl.ts's parseQuery). */
const withInnerHits = new WeakMap<Query, NestedQuery[]>();

export function attachNestedInnerHits(query: Query, nested: Query[]): Query {
  if (nested.length > 0) withInnerHits.set(query, nested as NestedQuery[]);
  return query;
}

/** The nested queries with `inner_hits` a top-level parse registered (empty when none). */
export function nestedQueriesWithInnerHits(query: Query): readonly NestedQuery[] {
  return withInnerHits.get(query) ?? [];
}

/**
 * Inner hits of `nested` queries (ES 6.8's InnerHitsContext for nested): for each hit, the hidden documents
 * under the path that match the nested query's inner query, best first (`from`/`size`, 0 and 3 by default),
 * each with its parent's `_index`, `_type` and `_id`, its `_nested` field and offset, and as its `_source`
 * the nested object.
 */
import { notSupportedYet } from '../errors/not-supported-yet';
import { illegalArgument } from '../errors/catalog';
import { nestedQueriesWithInnerHits, nestedShard, type NestedQuery } from '../query/nested-query';
import type { Query } from '../query/query';
import { filterSource, parseSourceFilter } from '../util/source-filter';
import { fetchDocValueFields, parseDocValueFields } from './fetch-fields';
import type { SearchHit } from './fetch-phase';
import type { Hit } from './query-phase';
import { innerHitsMatchedQueries, type MatchedQueries } from './matched-queries';
import { parseSearchRequest, type SearchRequest } from './search-request';

/** One group of inner hits, as a hit carries them (the collapse's groups have the same shape). */
export interface InnerHits {
  name: string;
  /** What the inner hits render by (version, explain): a search request of the inner hits' options. */
  request: SearchRequest;
  total: number;
  maxScore: number | null;
  hits: SearchHit[];
}

const REFUSED = ['sort', 'highlight', 'stored_fields', 'script_fields', 'collapse'];

function intOption(json: Record<string, unknown>, name: string, def: number): number {
  const v = json[name];
  if (v === undefined) return def;
  const n = Number(v);
  if (!Number.isInteger(n)) throw illegalArgument(`[inner_hits] failed to parse field [${name}]`);
  return n;
}

function innerHitsOf(q: NestedQuery, h: Hit, matched: MatchedQueries | undefined): InnerHits {
  const json = q.innerHits!.json;
  for (const k of REFUSED) if (json[k] !== undefined) throw notSupportedYet('inner_hits option', k);
  const from = intOption(json, 'from', 0);
  const size = intOption(json, 'size', 3);
  const source = json._source === undefined ? undefined : parseSourceFilter(json._source);
  const docValueFields = json.docvalue_fields === undefined ? undefined : parseDocValueFields(json.docvalue_fields);
  const shard = nestedShard(h.searcher, q.path);
  const weight = q.query.createWeight(shard.searcher, true, 1);
  const leaf = shard.searcher.leaves[h.leaf.ord];
  const { parentOf, offsets } = shard.children[h.leaf.ord];
  const matches = weight.scores(leaf);
  const mine: Array<{ doc: number; score: number }> = [];
  for (let i = 0; i < matches.length; i++) if (parentOf[matches.docs[i]] === h.localDoc) mine.push({ doc: matches.docs[i], score: matches.scores[i] });
  mine.sort((a, b) => b.score - a.score || a.doc - b.doc);
  const seg = leaf.segment;
  const request = parseSearchRequest({ version: json.version === true, explain: json.explain === true, seq_no_primary_term: json.seq_no_primary_term === true });
  const hits = mine.slice(from, from + size).map(({ doc, score }): SearchHit => {
    const hit: SearchHit = {
      index: h.index.name,
      shardId: h.searcher.shardId,
      type: seg.types[doc],
      id: seg.id(doc),
      nested: { field: q.path, offset: offsets[doc] },
      score,
    };
    if (json.version === true) hit.version = seg.versions[doc];
    if (json.seq_no_primary_term === true) hit.seqNo = seg.seqNos[doc];
    const nestedSource = seg.sources.get(doc);
    if (!source || source.fetch) hit.source = source ? filterSource(nestedSource, source) : nestedSource;
    if (docValueFields) hit.fields = fetchDocValueFields(docValueFields, h.index, seg, doc);
    if (json.explain === true) hit.explanation = weight.explain(leaf, doc);
    const names = matched?.({ searcher: shard.searcher, leaf, localDoc: doc });
    if (names) hit.matchedQueries = names;
    return hit;
  });
  return { name: q.innerHits!.name, request, total: mine.length, maxScore: mine.length > 0 ? mine[0].score : null, hits };
}

/** The inner hits of a hit, one entry per nested query with `inner_hits` (undefined when there are none). */
export function fetchInnerHits(query: Query, h: Hit, postFilter?: Query): InnerHits[] | undefined {
  const queries = nestedQueriesWithInnerHits(query);
  if (queries.length === 0) return undefined;
  return queries.map((q) => innerHitsOf(q, h, innerHitsMatchedQueries(query, postFilter, q.query)));
}


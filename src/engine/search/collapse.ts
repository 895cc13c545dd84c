/**
 * Field collapsing (ES 6.8's CollapseBuilder, CollapsingTopDocsCollector and ExpandSearchPhase): the hits keep the
 * best document of each value of a keyword or numeric field, in the search's order; each group can be expanded
 * into `inner_hits` by one more search per group and inner hit definition (the query, filtered to the group).
 */
import { EsError } from '../errors/es-error';
import { illegalArgument, xContentParseException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import { isObject, setMember } from '../util/json';
import type { Segment } from '../index/segment';
import { shardFailure } from './shard-failures';

export interface InnerHitsSpec {
  name: string;
  /** The members a group search takes from the inner hit definition, as a search body. */
  body: Record<string, unknown>;
}

/** What grouping reads of a hit: its segment and doc (query-phase's Hit has them). */
interface HitDoc {
  index: IndexService;
  leaf: { segment: Segment };
  localDoc: number;
}

export interface CollapseSpec {
  field: string;
  innerHits: InnerHitsSpec[];
  maxConcurrentGroupSearches?: number;
}

/** InnerHitBuilder's members; all but `name` (and `ignore_unmapped`, which a group search has no use for) go to the group search. */
const INNER_HIT_KEYS = new Set(['name', 'ignore_unmapped', 'from', 'size', 'explain', 'version', 'track_scores', 'stored_fields', 'docvalue_fields',
  'script_fields', 'sort', '_source', 'highlight', 'collapse']);

/** ObjectParser's wrapping of a member's failure: `[parser] failed to parse field [member]`, the cause kept. */
function failedField(parser: string, member: string, cause: unknown): EsError {
  return xContentParseException(`[${parser}] failed to parse field [${member}]`, cause instanceof EsError ? cause : undefined);
}

function parseInnerHit(json: unknown, field: string): InnerHitsSpec {
  if (!isObject(json)) throw xContentParseException('[inner_hits] inner_hits doesn\'t support values of type: VALUE_STRING');
  const body: Record<string, unknown> = {};
  let name = field;
  for (const [k, v] of Object.entries(json)) {
    if (!INNER_HIT_KEYS.has(k)) throw xContentParseException(`[inner_hits] unknown field [${k}], parser not found`);
    if (k === 'name') name = String(v);
    else if (k === 'collapse') {
      try {
        const inner = parseCollapse(v);
        if (inner.innerHits.length > 0) throw illegalArgument('inner collapse does not support [inner_hits]');
      } catch (e) {
        throw failedField('inner_hits', 'collapse', e);
      }
      body.collapse = v;
    } else if (k !== 'ignore_unmapped') body[k] = v;
  }
  // InnerHitBuilder's default page: the top 3.
  if (body.size === undefined) body.size = 3;
  return { name, body };
}

/** CollapseBuilder.fromXContent. */
export function parseCollapse(json: unknown): CollapseSpec {
  if (!isObject(json)) throw xContentParseException('[collapse] collapse doesn\'t support values of type: VALUE_STRING');
  let field: string | undefined;
  const innerHits: InnerHitsSpec[] = [];
  let maxConcurrentGroupSearches: number | undefined;
  for (const [k, v] of Object.entries(json)) {
    if (k === 'field') {
      field = String(v);
      if (field === '') throw failedField('collapse', 'field', illegalArgument('field name is null or empty'));
    }
    else if (k === 'inner_hits') {
      try {
        for (const ih of Array.isArray(v) ? v : [v]) innerHits.push(parseInnerHit(ih, String(json.field ?? '')));
      } catch (e) {
        throw failedField('collapse', 'inner_hits', e);
      }
    } else if (k === 'max_concurrent_group_searches') {
      const n = Math.trunc(Number(v));
      // The setter's message, backquote and all; ObjectParser wraps it.
      if (!(n >= 1)) throw failedField('collapse', 'max_concurrent_group_searches', illegalArgument('maxConcurrentGroupRequests` must be positive'));
      maxConcurrentGroupSearches = n;
    } else throw xContentParseException(`[collapse] unknown field [${k}], parser not found`);
  }
  if (!field) throw illegalArgument('field name is null or empty');
  return { field, innerHits, maxConcurrentGroupSearches };
}

function searchContextFailure(index: IndexService, reason: string): EsError {
  return shardFailure(index, 0, new EsError({ type: 'search_context_exception', reason, status: 400 }));
}

/** SearchService.parseSource and CollapseBuilder.build: what collapse cannot be used with, and on which fields. */
export function validateCollapse(c: CollapseSpec, index: IndexService, req: { scroll?: number; searchAfter?: unknown[]; rescore: unknown[] }) {
  if (req.scroll !== undefined) throw searchContextFailure(index, 'cannot use `collapse` in a scroll context');
  if (req.searchAfter) throw searchContextFailure(index, 'cannot use `collapse` in conjunction with `search_after`');
  if (req.rescore.length > 0) throw searchContextFailure(index, 'cannot use `collapse` in conjunction with `rescore`');
  const m = index.fieldMapping(c.field);
  if (!m) throw searchContextFailure(index, `no mapping found for \`${c.field}\` in order to collapse on`);
  const numeric = ['long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float'].includes(m.type);
  if (m.type !== 'keyword' && !numeric) throw searchContextFailure(index, `unknown type for collapse field \`${c.field}\`, only keywords and numbers are accepted`);
  if (!m.docValues) throw searchContextFailure(index, `cannot collapse on field \`${c.field}\` without \`doc_values\``);
  if (!m.index && c.innerHits.length > 0) {
    throw searchContextFailure(index, `cannot expand \`inner_hits\` for collapse field \`${c.field}\`, only indexed field can retrieve \`inner_hits\``);
  }
}

/** A hit's group: the doc's single value of the field (null when it has none); several values are an error, as in ES. */
export function collapseValue(field: string, hit: HitDoc): number | string | null {
  // A field alias reads its target's doc values.
  const col = hit.leaf.segment.docValues.get(hit.index.fieldMapping(field)?.path ?? field);
  if (!col) return null;
  const from = col.start[hit.localDoc];
  const to = col.start[hit.localDoc + 1];
  if (to === from) return null;
  if (to - from > 1) throw new EsError({ type: 'illegal_state_exception', reason: `failed to collapse ${hit.localDoc}, the collapse field must be single valued`, status: 500 });
  return col.values[from];
}

/** The first hit of each group, in the order given (the merged order of the shards' hits). */
export function collapseHits<H extends HitDoc>(ordered: readonly H[], field: string): H[] {
  const seen = new Set<number | string | null>();
  const out: H[] = [];
  for (const h of ordered) {
    const v = collapseValue(field, h);
    if (seen.has(v)) continue;
    seen.add(v);
    out.push(h);
  }
  return out;
}

/** ExpandSearchPhase's group query: the search's query, filtered by a match on the group's value (or to docs without one). */
export function groupQuery(query: unknown, field: string, value: number | string | null): unknown {
  if (value === null) return { bool: { must: query === undefined ? [] : [query], must_not: [{ exists: { field } }] } };
  const match: Record<string, unknown> = {};
  setMember(match, field, value);
  return { bool: { must: query === undefined ? [] : [query], filter: [{ match }] } };
}

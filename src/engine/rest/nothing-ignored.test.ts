import { describe, expect, it } from 'vitest';
import {
  BULK_ACTION_NOT_SUPPORTED_YET,
  PARAMS_NOT_SUPPORTED_YET,
  SEARCH_BODY_NOT_SUPPORTED_YET,
} from '../errors/not-supported-yet';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/**
 * Nothing accepted and dropped: every member and URL parameter Elasticsearch 6.8 defines for the search,
 * term vectors, index and bulk requests (SearchSourceBuilder, TermVectorsRequest, IndexRequest, BulkRequest and
 * the rest-api-spec) is sent with a valid value and must be either honoured (2xx) or refused with a 400 that
 * names it and says Searchpad does not support it yet.
 */

/** SearchSourceBuilder's members, each with a value ES accepts. */
const SEARCH_BODY: Record<string, unknown> = {
  query: { match_all: {} }, post_filter: { match_all: {} }, from: 0, size: 1, timeout: '10s', terminate_after: 1, min_score: 0,
  version: true, seq_no_primary_term: true, explain: true, _source: true, stored_fields: ['_source'], docvalue_fields: ['n'],
  script_fields: { s: { script: { source: "doc['n'].value" } } }, sort: ['_doc'], track_scores: true, track_total_hits: true,
  indices_boost: [{ idx: 2 }], aggregations: { a: { max: { field: 'n' } } }, aggs: { a: { max: { field: 'n' } } },
  highlight: { fields: { t: {} } }, suggest: { s: { text: 'x', term: { field: 't' } } },
  rescore: { window_size: 1, query: { rescore_query: { match_all: {} } } }, stats: ['group'], ext: {}, profile: true,
  search_after: [1], collapse: { field: 'k' }, slice: { id: 0, max: 2 },
};

/** The search API's URL parameters (rest-api-spec search.json), each with a valid value. */
const SEARCH_PARAMS: Record<string, string> = {
  analyzer: 'standard', analyze_wildcard: 'true', default_operator: 'AND', df: 't', explain: 'true', stored_fields: '_source',
  docvalue_fields: 'n', from: '0', ignore_unavailable: 'true', ignore_throttled: 'true', allow_no_indices: 'true', expand_wildcards: 'open',
  lenient: 'true', preference: '_local', q: 't:x', routing: 'r', scroll: '1m', search_type: 'query_then_fetch', size: '1', sort: 'n:asc',
  _source: 'true', _source_excludes: 'x', _source_includes: 't', terminate_after: '1', stats: 'group', suggest_field: 't',
  suggest_mode: 'missing', suggest_size: '1', suggest_text: 'x', timeout: '10s', track_scores: 'true', track_total_hits: 'true',
  allow_partial_search_results: 'true', typed_keys: 'true', version: 'true', seq_no_primary_term: 'true', request_cache: 'true',
  batched_reduce_size: '512', max_concurrent_shard_requests: '5', pre_filter_shard_size: '128', rest_total_hits_as_int: 'true',
};

/** TermVectorsRequest's body members. */
const TERMVECTORS_BODY: Record<string, unknown> = {
  fields: ['t'], offsets: true, positions: true, payloads: true, term_statistics: true, field_statistics: true,
  per_field_analyzer: { t: 'standard' }, filter: { max_num_terms: 3 }, _index: 'idx', _type: '_doc', _id: '1', routing: 'r',
  version: 1, version_type: 'internal',
};

const TERMVECTORS_PARAMS: Record<string, string> = {
  term_statistics: 'true', field_statistics: 'true', fields: 't', offsets: 'true', positions: 'true', payloads: 'true',
  preference: '_local', routing: 'r', realtime: 'true', version: '1', version_type: 'internal',
};

const INDEX_PARAMS: Record<string, string> = {
  wait_for_active_shards: '1', op_type: 'index', refresh: 'true', routing: 'r', timeout: '1m', version: '7',
  version_type: 'external', pipeline: 'p',
};

const BULK_PARAMS: Record<string, string> = {
  wait_for_active_shards: '1', refresh: 'true', routing: 'r', timeout: '1m', type: '_doc', fields: 'n', _source: 'true',
  _source_excludes: 'x', _source_includes: 't', pipeline: 'p',
};

/** BulkRequest's action metadata members, for an `index` action. */
const BULK_ACTION: Record<string, unknown> = {
  _index: 'idx', _type: '_doc', _id: '9', routing: 'r', version: 3, version_type: 'external', pipeline: 'p', fields: ['n'],
};

async function setup() {
  const t = testEngine();
  await t.req('PUT', '/idx', { mappings: { _doc: { properties: { t: { type: 'text' }, n: { type: 'long' }, k: { type: 'keyword' } } } } });
  await t.req('PUT', '/idx/_doc/1?refresh=true', { t: 'x y', n: 1, k: 'a' });
  return t;
}

function expectHonouredOrRefused(name: string, refused: boolean, res: { status: number; body: unknown }) {
  const reason = (res.body as AnyBody)?.error?.reason as string | undefined;
  if (refused) {
    expect({ name, status: res.status }).toEqual({ name, status: 400 });
    expect(reason).toContain(`[${name}] is not supported by Searchpad yet`);
  } else {
    expect({ name, status: res.status, reason }).toEqual({ name, status: res.status < 300 ? res.status : 200, reason: undefined });
  }
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('nothing silently ignored', () => {
  it('the refusal table names only members and parameters 6.8 defines', () => {
    for (const m of SEARCH_BODY_NOT_SUPPORTED_YET) expect(Object.keys(SEARCH_BODY)).toContain(m);
    for (const p of PARAMS_NOT_SUPPORTED_YET.get('search') ?? []) expect(Object.keys(SEARCH_PARAMS)).toContain(p);
    for (const p of PARAMS_NOT_SUPPORTED_YET.get('index') ?? []) expect(Object.keys(INDEX_PARAMS)).toContain(p);
    for (const p of PARAMS_NOT_SUPPORTED_YET.get('bulk') ?? []) expect(Object.keys(BULK_PARAMS)).toContain(p);
    for (const m of BULK_ACTION_NOT_SUPPORTED_YET) expect(Object.keys(BULK_ACTION)).toContain(m);
  });

  it('every search body member is honoured or refused by name', async () => {
    const { req } = await setup();
    for (const [name, value] of Object.entries(SEARCH_BODY)) {
      // search_after is only valid beside a sort (6.8's SearchAfterBuilder: "Sort must contain at least one field.").
      // and slice only inside a scroll ("`slice` cannot be used outside of a scroll context").
      const body = name === 'search_after' ? { sort: ['n'], [name]: value } : { [name]: value };
      const path = name === 'slice' ? '/idx/_search?scroll=1m' : '/idx/_search';
      expectHonouredOrRefused(name, SEARCH_BODY_NOT_SUPPORTED_YET.has(name), await req('POST', path, body));
    }
  });

  it('every search URL parameter is honoured or refused by name', async () => {
    const { req } = await setup();
    const refused = PARAMS_NOT_SUPPORTED_YET.get('search') ?? new Set<string>();
    for (const [name, value] of Object.entries(SEARCH_PARAMS)) {
      // suggest_field needs the text to suggest for (suggest_text or q), as ES's term suggestion does.
      const params = name === 'suggest_field' ? { [name]: value, suggest_text: 'x' } : { [name]: value };
      expectHonouredOrRefused(name, refused.has(name), await req('GET', `/idx/_search?${query(params)}`));
    }
  });

  it('every term vectors member and parameter is honoured or refused by name', async () => {
    const { req } = await setup();
    for (const [name, value] of Object.entries(TERMVECTORS_BODY)) {
      const res = await req('POST', '/idx/_doc/1/_termvectors', { [name]: value });
      // `routing` and `version` choose the document: a miss (found: false) or a conflict is still an answer.
      if (name === 'routing' || name === 'version') expect([200, 409]).toContain(res.status);
      else expectHonouredOrRefused(name, false, res);
    }
    for (const [name, value] of Object.entries(TERMVECTORS_PARAMS)) {
      const res = await req('GET', `/idx/_doc/1/_termvectors?${query({ [name]: value })}`);
      if (name === 'routing' || name === 'version') expect([200, 409]).toContain(res.status);
      else expectHonouredOrRefused(name, false, res);
    }
  });

  it('every index and bulk parameter and bulk action member is honoured or refused by name', async () => {
    const { req } = await setup();
    const indexRefused = PARAMS_NOT_SUPPORTED_YET.get('index') ?? new Set();
    for (const [name, value] of Object.entries(INDEX_PARAMS)) {
      // `version_type` goes with the version it qualifies.
      const params = name === 'version_type' ? { version: '7', version_type: value } : { [name]: value };
      const res = await req('PUT', `/idx/_doc/2?${query(params)}`, { n: 2 });
      // An internal `version` on a document that does not exist is ES's version conflict.
      if (name === 'version') expect(res.status).toBe(409);
      else expectHonouredOrRefused(name, indexRefused.has(name), res);
    }
    const bulkRefused = PARAMS_NOT_SUPPORTED_YET.get('bulk') ?? new Set();
    for (const [name, value] of Object.entries(BULK_PARAMS)) {
      const res = await req('POST', `/idx/_doc/_bulk?${query({ [name]: value })}`, '{"index":{"_id":"5"}}\n{"n":5}\n');
      expectHonouredOrRefused(name, bulkRefused.has(name), res);
    }
    for (const [name, value] of Object.entries(BULK_ACTION)) {
      const res = await req('POST', '/idx/_doc/_bulk', `${JSON.stringify({ index: { [name]: value } })}\n{"n":5}\n`);
      expectHonouredOrRefused(name, BULK_ACTION_NOT_SUPPORTED_YET.has(name), res);
    }
  });

  it('honours what it accepts: stored_fields, docvalue_fields, seq_no_primary_term, routing', async () => {
    const { req } = await setup();
    const none = (await req('POST', '/idx/_search', { stored_fields: '_none_' })).body as AnyBody;
    expect(none.hits.hits[0]).toEqual({ _index: 'idx', _score: 1 });
    const dv = await req('POST', '/idx/_search', { docvalue_fields: [{ field: 'n', format: '#.0' }, 'k'], seq_no_primary_term: true, stored_fields: [] });
    expect((dv.body as AnyBody).hits.hits[0]).toEqual({ _index: 'idx', _type: '_doc', _id: '1', _seq_no: 0, _primary_term: 1, _score: 1, fields: { n: ['1.0'], k: ['a'] } });
    expect(dv.warnings?.[0]).toMatch(/^There are doc-value fields which are not using a format\. .*: \[k\]$/);
    const text = await req('POST', '/idx/_search', { docvalue_fields: ['t'] });
    expect((text.body as AnyBody).error.reason).toMatch(/^Fielddata is disabled on text fields by default/);
    // Routing searches only the shard the value routes to: a document indexed with it is found there.
    await req('PUT', '/idx/_doc/r1?routing=user1&refresh=true', { n: 7 });
    const routed = (await req('GET', '/idx/_search?routing=user1&q=n:7')).body as AnyBody;
    expect(routed._shards.total).toBe(1);
    expect(routed.hits.total).toBe(1);
  });

  it('every delete_by_query, update_by_query and reindex parameter is honoured or refused by name', async () => {
    const { req } = await setup();
    const byQuery: Record<string, string> = {
      _source: 'true', _source_excludes: 'x', _source_includes: 'n', allow_no_indices: 'true', analyze_wildcard: 'true', analyzer: 'standard',
      conflicts: 'proceed', default_operator: 'AND', df: 't', expand_wildcards: 'open', from: '0', ignore_unavailable: 'true', lenient: 'true',
      preference: '_local', q: 't:x', refresh: 'true', request_cache: 'true', requests_per_second: '5', routing: 'r', scroll: '1m',
      scroll_size: '10', search_timeout: '1m', search_type: 'query_then_fetch', size: '1', slices: '1', sort: 'n:asc', stats: 'group',
      terminate_after: '1', timeout: '1m', version: 'true', wait_for_active_shards: '1', wait_for_completion: 'true',
    };
    for (const api of ['delete_by_query', 'update_by_query']) {
      const refused = PARAMS_NOT_SUPPORTED_YET.get(api) ?? new Set<string>();
      const params = api === 'update_by_query' ? { ...byQuery, pipeline: 'p', version_type: 'true' } : byQuery;
      for (const [name, value] of Object.entries(params)) {
        // A document deleted or rewritten without a refresh is a conflict for the next request: let them proceed.
        const res = await req('POST', `/idx/_${api}?${query({ conflicts: 'proceed', [name]: value })}`, { query: { match_all: {} } });
        expectHonouredOrRefused(name, refused.has(name), res);
      }
    }
    for (const [name, value] of Object.entries({ refresh: 'true', requests_per_second: '5', slices: '1', timeout: '1m', wait_for_active_shards: '1', wait_for_completion: 'true' })) {
      expectHonouredOrRefused(name, false, await req('POST', `/_reindex?${query({ [name]: value })}`, { source: { index: 'idx' }, dest: { index: `copy` } }));
    }
  });
});

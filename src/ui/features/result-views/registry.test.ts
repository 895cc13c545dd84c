import { describe, expect, it, vi } from 'vitest';

// The views' modules reach the page's engine client, which starts a Worker: not in Node.
vi.mock('../../client/engine', () => ({ engineClient: {}, engineWorker: {} }));

const { applicableViews, RESULT_VIEWS } = await import('./registry');
const ids = (...args: Parameters<typeof applicableViews>) => applicableViews(...args).map((v) => v.id);

describe('the result view registry', () => {
  it('picks term vectors, tokens, aggregations, rescore, hits and explain from the answer, best first', () => {
    expect(ids(undefined, { status: 200, body: { term_vectors: {} } })).toEqual(['termvectors']);
    expect(ids(undefined, { status: 200, body: { tokens: [] } })).toEqual(['tokens']);
    // _analyze of an index's field: its index analyzer against its search analyzer too.
    const field = { method: 'GET', path: '/i/_analyze', body: '{"field":"title","text":"Quick fox"}' };
    expect(ids(field, { status: 200, body: { tokens: [] } })).toEqual(['tokens', 'analyzers']);
    expect(ids(field, { status: 200, body: { detail: { tokenizer: { name: 'standard', tokens: [] } } } })).toEqual(['chain', 'analyzers']);
    const search = { hits: { total: 1, hits: [{ _id: '1', _explanation: { value: 1, description: 'x', details: [] } }] } };
    expect(ids({ method: 'GET', path: '/_search', body: '{"rescore":{"query":{}}}' }, { status: 200, body: search })).toEqual(['rescore', 'hits', 'explain', 'paging']);
    // A profiled search opens on its profile; a scroll's next page is not paged three ways.
    expect(ids({ method: 'GET', path: '/i/_search', body: '{"profile":true}' }, { status: 200, body: { ...search, profile: { shards: [] } } })).toEqual(['profile', 'hits', 'explain', 'paging']);
    expect(ids({ method: 'POST', path: '/_search/scroll', body: '{}' }, { status: 200, body: search })).toEqual(['hits', 'explain']);
    expect(ids(undefined, { status: 200, body: { ...search, aggregations: { a: { value: 1 } } } })).toEqual(['aggs', 'hits', 'explain']);
    expect(ids({ method: 'GET', path: '/m/_search', body: '{"query":{"more_like_this":{"like":"x"}}}' }, { status: 200, body: search })).toEqual(['mlt', 'hits', 'explain', 'paging']);
    expect(ids(undefined, { status: 200, body: { _id: '1', explanation: { value: 1, description: 'x', details: [] } } })).toEqual(['explain']);
  });

  it('offers no view for an error or no answer', () => {
    expect(ids(undefined, { status: 404, body: { tokens: [] } })).toEqual([]);
    expect(ids(undefined, undefined)).toEqual([]);
  });

  it('holds each view once, with a title', () => {
    expect(new Set(RESULT_VIEWS.map((v) => v.id)).size).toBe(RESULT_VIEWS.length);
    for (const v of RESULT_VIEWS) expect(v.title).not.toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function seeded() {
  const t = testEngine();
  await t.req('PUT', '/a/t/1?refresh=true', { foo: 'bar' });
  await t.req('PUT', '/a/t/2?refresh=true', { foo: 'baz' });
  await t.req('PUT', '/b/t/1?refresh=true', { foo: 'bar' });
  return t;
}

describe('msearch', () => {
  it('runs each NDJSON header/body pair, with per-item errors and statuses', async () => {
    const { req } = await seeded();
    const ndjson = ['{"index":"a"}', '{"query":{"match":{"foo":"bar"}}}', '{"index":"missing"}', '{}', '{}', '{"size":0}', ''].join('\n');
    const r = await req('POST', '/_msearch', ndjson);
    expect(r.status).toBe(200);
    const body = r.body as AnyBody;
    expect(typeof body.took).toBe('number');
    expect(body.responses).toHaveLength(3);
    expect(body.responses[0]).toMatchObject({ status: 200, hits: { total: 1 } });
    expect(body.responses[0].hits.hits[0]._id).toBe('1');
    expect(body.responses[1].status).toBe(404);
    expect(body.responses[1].error.root_cause[0]).toMatchObject({ type: 'index_not_found_exception', index: 'missing' });
    expect(body.responses[2]).toMatchObject({ status: 200, hits: { total: 3, hits: [] } });
  });

  it('takes the path index as the default, and a header index over it', async () => {
    const { req } = await seeded();
    const r = await req('POST', '/b/_msearch', '{}\n{}\n{"index":["a"]}\n{}\n');
    const body = r.body as AnyBody;
    expect(body.responses[0].hits.total).toBe(1);
    expect(body.responses[1].hits.total).toBe(2);
  });

  it('refuses bad lines as ES does', async () => {
    const { req } = await seeded();
    const unterminated = await req('POST', '/_msearch', '{}\n{}');
    expect(unterminated.status).toBe(400);
    expect((unterminated.body as AnyBody).error.reason).toBe('The msearch request must be terminated by a newline [\n]');
    const badKey = await req('POST', '/_msearch', '{"foo":1}\n{}\n');
    expect((badKey.body as AnyBody).error).toMatchObject({ type: 'illegal_argument_exception', reason: 'key [foo] is not supported in the metadata section' });
    const empty = await req('POST', '/_msearch', '\n');
    expect(empty.status).toBe(400);
    expect((empty.body as AnyBody).error.type).toBe('action_request_validation_exception');
    const concurrency = await req('POST', '/_msearch?max_concurrent_searches=0', '{}\n{}\n');
    expect((concurrency.body as AnyBody).error.reason).toBe('maxConcurrentSearches must be positive');
  });
});

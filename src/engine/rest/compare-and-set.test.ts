import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { MemoryStore } from '../storage/memory-store';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const ndjson = (lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

/** The index's uuid, for the error metadata. */
async function uuidOf(req: ReturnType<typeof testEngine>['req'], index: string): Promise<string> {
  return ((await req('GET', `/${index}/_settings`)).body as AnyBody)[index].settings.index.uuid;
}

function conflictBody(reason: string, index: string, uuid: string, shard: string) {
  const err = { type: 'version_conflict_engine_exception', reason, index_uuid: uuid, shard, index };
  return { error: { root_cause: [err], ...err }, status: 409 };
}

describe('if_seq_no / if_primary_term (optimistic concurrency control)', () => {
  it('index: the current pair writes, a stale pair or a missing document is a 409 with ES reason', async () => {
    const { req } = testEngine();
    await req('PUT', '/c', { settings: { number_of_shards: 1 } });
    const uuid = await uuidOf(req, 'c');
    const first = (await req('PUT', '/c/_doc/1', { n: 0 })).body as AnyBody;
    expect(first).toMatchObject({ _seq_no: 0, _primary_term: 1, _version: 1 });
    const ok = await req('PUT', '/c/_doc/1?if_seq_no=0&if_primary_term=1', { n: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ result: 'updated', _version: 2, _seq_no: 1, _primary_term: 1 });
    const stale = await req('PUT', '/c/_doc/1?if_seq_no=0&if_primary_term=1', { n: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(conflictBody('[_doc][1]: version conflict, required seqNo [0], primary term [1]. current document has seqNo [1] and primary term [1]', 'c', uuid, '0'));
    const term = await req('POST', '/c/_doc/1?if_seq_no=1&if_primary_term=2', { n: 2 });
    expect((term.body as AnyBody).error.reason).toBe('[_doc][1]: version conflict, required seqNo [1], primary term [2]. current document has seqNo [1] and primary term [1]');
    const missing = await req('PUT', '/c/_doc/2?if_seq_no=0&if_primary_term=1', { n: 0 });
    expect(missing.status).toBe(409);
    expect((missing.body as AnyBody).error.reason).toBe('[_doc][2]: version conflict, required seqNo [0], primary term [1]. but no document was found');
    // Refused writes changed nothing.
    expect((await req('GET', '/c/_doc/1')).body).toMatchObject({ _version: 2, _seq_no: 1, _primary_term: 1, _source: { n: 1 } });
    expect((await req('GET', '/c/_doc/2')).status).toBe(404);
  });

  it('a deleted document compares against its tombstone: the delete\'s seq_no recreates it', async () => {
    const { req } = testEngine();
    await req('PUT', '/c/_doc/1', { n: 0 });
    const del = (await req('DELETE', '/c/_doc/1?if_seq_no=0&if_primary_term=1')).body as AnyBody;
    expect(del).toMatchObject({ result: 'deleted', _seq_no: 1 });
    expect((await req('PUT', '/c/_doc/1?if_seq_no=0&if_primary_term=1', { n: 1 })).status).toBe(409);
    const again = await req('PUT', '/c/_doc/1?if_seq_no=1&if_primary_term=1', { n: 1 });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ result: 'created', _seq_no: 2 });
  });

  it('delete: a stale pair or a missing document is a 409 and deletes nothing', async () => {
    const { req } = testEngine();
    await req('PUT', '/c/test/1', { foo: 'bar' });
    const stale = await req('DELETE', '/c/test/1?if_seq_no=2&if_primary_term=1');
    expect(stale.status).toBe(409);
    expect((stale.body as AnyBody).error.reason).toBe('[test][1]: version conflict, required seqNo [2], primary term [1]. current document has seqNo [0] and primary term [1]');
    expect((await req('GET', '/c/test/1')).status).toBe(200);
    const missing = await req('DELETE', '/c/test/9?if_seq_no=0&if_primary_term=1');
    expect(missing.status).toBe(409);
    expect((missing.body as AnyBody).error.reason).toBe('[test][9]: version conflict, required seqNo [0], primary term [1]. but no document was found');
    expect((await req('DELETE', '/c/test/1?if_seq_no=0&if_primary_term=1')).body).toMatchObject({ result: 'deleted', _seq_no: 1 });
  });

  it('refuses a half pair, negative or non-numeric values, and versioning beside them, as ES 6.8 (and creates no index)', async () => {
    const { req } = testEngine();
    const cases: Array<[string, string, number, string, string]> = [
      ['PUT', '/n/_doc/1?if_seq_no=0', 400, 'action_request_validation_exception', 'Validation Failed: 1: ifSeqNo is set, but primary term is [0];'],
      ['PUT', '/n/_doc/1?if_primary_term=1', 400, 'action_request_validation_exception', 'Validation Failed: 1: ifSeqNo is unassigned, but primary term is [1];'],
      ['PUT', '/n/_doc/1?if_seq_no=-1&if_primary_term=1', 400, 'illegal_argument_exception', 'sequence numbers must be non negative. got [-1].'],
      ['PUT', '/n/_doc/1?if_seq_no=1&if_primary_term=-1', 400, 'illegal_argument_exception', 'primary term must be non negative. got [-1]'],
      ['PUT', '/n/_doc/1?if_seq_no=abc&if_primary_term=1', 400, 'illegal_argument_exception', 'Failed to parse long parameter [if_seq_no] with value [abc]'],
      ['PUT', '/n/_doc/1?if_seq_no=1.5&if_primary_term=1', 400, 'illegal_argument_exception', 'Failed to parse long parameter [if_seq_no] with value [1.5]'],
      ['PUT', '/n/_doc/1?if_seq_no=1&if_primary_term=0x1', 400, 'illegal_argument_exception', 'Failed to parse long parameter [if_primary_term] with value [0x1]'],
      ['PUT', '/n/_doc/1?if_seq_no=9223372036854775808&if_primary_term=1', 400, 'illegal_argument_exception', 'Failed to parse long parameter [if_seq_no] with value [9223372036854775808]'],
      ['PUT', '/n/_doc/1?if_seq_no=0&if_primary_term=1&version=1', 400, 'action_request_validation_exception', 'Validation Failed: 1: compare and write operations can not use versioning;'],
      ['PUT', '/n/_doc/1?if_seq_no=0&if_primary_term=1&version=3&version_type=external', 400, 'action_request_validation_exception', 'Validation Failed: 1: compare and write operations can not use versioning;'],
      ['PUT', '/n/_doc/1/_create?if_seq_no=0&if_primary_term=1', 400, 'action_request_validation_exception', 'Validation Failed: 1: create operations do not support compare and set. use index instead;'],
      ['PUT', '/n/_doc/1?op_type=create&if_seq_no=0&if_primary_term=1', 400, 'action_request_validation_exception', 'Validation Failed: 1: create operations do not support compare and set. use index instead;'],
      ['DELETE', '/n/_doc/1?if_seq_no=0', 400, 'action_request_validation_exception', 'Validation Failed: 1: ifSeqNo is set, but primary term is [0];'],
      ['DELETE', '/n/_doc/1?if_seq_no=x&if_primary_term=1', 400, 'illegal_argument_exception', 'Failed to parse long parameter [if_seq_no] with value [x]'],
      ['DELETE', '/n/_doc/1?if_seq_no=0&if_primary_term=1&version=2', 400, 'action_request_validation_exception', 'Validation Failed: 1: compare and write operations can not use versioning;'],
    ];
    for (const [method, path, status, type, reason] of cases) {
      const r = await req(method, path, method === 'DELETE' ? undefined : { a: 1 });
      expect({ path, status: r.status, type: (r.body as AnyBody).error?.type, reason: (r.body as AnyBody).error?.reason }).toEqual({ path, status, type, reason });
    }
    expect((await req('HEAD', '/n')).status).toBe(404);
  });

  it('a huge if_seq_no is echoed exactly; -2 and 0 are ES\'s "unassigned" values', async () => {
    const { req } = testEngine();
    await req('PUT', '/c/_doc/1', { n: 0 });
    const big = await req('PUT', '/c/_doc/1?if_seq_no=9223372036854775807&if_primary_term=9223372036854775807', { n: 1 });
    expect((big.body as AnyBody).error.reason).toBe('[_doc][1]: version conflict, required seqNo [9223372036854775807], primary term [9223372036854775807]. current document has seqNo [0] and primary term [1]');
    // UNASSIGNED_SEQ_NO (-2) and term 0 are "not given": a plain write.
    expect((await req('PUT', '/c/_doc/1?if_seq_no=-2&if_primary_term=0', { n: 2 })).status).toBe(200);
  });

  it('?version= keeps working, with 6.8\'s deprecation warning for internal versioning', async () => {
    const { req } = testEngine();
    await req('PUT', '/v/test/1', { n: 0 });
    const ok = await req('PUT', '/v/test/1?version=1', { n: 1 });
    expect(ok.status).toBe(200);
    expect(ok.warnings).toEqual(['Usage of internal versioning for optimistic concurrency control is deprecated and will be removed. Please use the `if_seq_no` and `if_primary_term` parameters instead. (request for index [v], type [test], id [1])']);
    expect((await req('PUT', '/v/test/1?version=1', { n: 2 })).status).toBe(409);
    expect((await req('PUT', '/v/test/1?version=9&version_type=external', { n: 3 })).warnings).toBeUndefined();
  });

  it('bulk items: index, delete and update compare per item; a malformed pair fails the whole bulk', async () => {
    const { req } = testEngine();
    await req('PUT', '/b', { settings: { number_of_shards: 1 } });
    await req('PUT', '/b/_doc/1', { foo: 'bar' });
    await req('PUT', '/b/_doc/2', { foo: 'bar' });
    await req('PUT', '/b/_doc/3', { foo: 'bar' });
    const r = (await req('POST', '/_bulk', ndjson([
      { index: { _index: 'b', _type: '_doc', _id: '1', if_seq_no: 10000, if_primary_term: 1 } }, { foo: 'stale' },
      { index: { _index: 'b', _type: '_doc', _id: '1', if_seq_no: 0, if_primary_term: 1 } }, { foo: 'fresh' },
      { delete: { _index: 'b', _type: '_doc', _id: '2', if_seq_no: 1, if_primary_term: 1 } },
      { delete: { _index: 'b', _type: '_doc', _id: '3', if_seq_no: 0, if_primary_term: 1 } },
      { update: { _index: 'b', _type: '_doc', _id: '3', if_seq_no: 2, if_primary_term: 1 } }, { doc: { x: 1 } },
      { update: { _index: 'b', _type: '_doc', _id: '1', if_seq_no: '3', if_primary_term: 1 } }, { doc: { x: 1 } },
      { index: { _index: 'b', _type: '_doc', _id: '9', if_seq_no: 0, if_primary_term: 1 } }, { foo: 'new' },
    ]))).body as AnyBody;
    const items = r.items.map((i: AnyBody) => Object.values(i)[0] as AnyBody);
    expect(items.map((i: AnyBody) => i.status)).toEqual([409, 200, 200, 409, 200, 200, 409]);
    expect(items[0].error).toMatchObject({ type: 'version_conflict_engine_exception', reason: '[_doc][1]: version conflict, required seqNo [10000], primary term [1]. current document has seqNo [0] and primary term [1]' });
    expect(items[3].error.reason).toBe('[_doc][3]: version conflict, required seqNo [0], primary term [1]. current document has seqNo [2] and primary term [1]');
    // A numeric string is coerced as XContent's longValue does.
    expect(items[5]).toMatchObject({ result: 'updated', _seq_no: 6, _primary_term: 1 });
    expect(items[6].error.reason).toBe('[_doc][9]: version conflict, required seqNo [0], primary term [1]. but no document was found');
    expect(r.errors).toBe(true);

    const halves = await req('POST', '/_bulk', ndjson([{ index: { _index: 'b', _type: '_doc', _id: '1', if_seq_no: 0 } }, { foo: 1 }, { delete: { _index: 'b', _type: '_doc', _id: '1', if_primary_term: 3 } }]));
    expect(halves.status).toBe(400);
    expect((halves.body as AnyBody).error.reason).toBe('Validation Failed: 1: ifSeqNo is set, but primary term is [0];2: ifSeqNo is unassigned, but primary term is [3];');
    const negative = await req('POST', '/_bulk', ndjson([{ index: { _index: 'b', _type: '_doc', _id: '1', if_seq_no: -5, if_primary_term: 1 } }, { foo: 1 }]));
    expect(negative.body).toMatchObject({ status: 400, error: { type: 'illegal_argument_exception', reason: 'sequence numbers must be non negative. got [-5].' } });
    const words = await req('POST', '/_bulk', ndjson([{ index: { _index: 'b', _type: '_doc', _id: '1', if_seq_no: 'abc', if_primary_term: 1 } }, { foo: 1 }]));
    expect(words.body).toMatchObject({ status: 400, error: { type: 'illegal_argument_exception', reason: 'For input string: "abc"' } });
    const upsert = await req('POST', '/_bulk', ndjson([{ update: { _index: 'b', _type: '_doc', _id: '1', if_seq_no: 0, if_primary_term: 1, retry_on_conflict: 2 } }, { doc: { a: 1 }, doc_as_upsert: true }]));
    // The update item's own validation (UpdateRequest) refuses a retried compare-and-set.
    expect((upsert.body as AnyBody).items[0].update).toMatchObject({ status: 400, error: { type: 'action_request_validation_exception', reason: 'Validation Failed: 1: compare and write operations can not be retried;' } });
  });

  it('the update API reads and checks the pair with the same function', async () => {
    const { req } = testEngine();
    await req('PUT', '/u/_doc/1', { n: 0 });
    const parse = await req('POST', '/u/_doc/1/_update?if_seq_no=abc&if_primary_term=1', { doc: { n: 1 } });
    expect((parse.body as AnyBody).error).toMatchObject({ type: 'illegal_argument_exception', reason: 'Failed to parse long parameter [if_seq_no] with value [abc]' });
    const half = await req('POST', '/u/_doc/1/_update?if_seq_no=0', { doc: { n: 1 } });
    expect((half.body as AnyBody).error.reason).toBe('Validation Failed: 1: ifSeqNo is set, but primary term is [0];');
    const big = await req('POST', '/u/_doc/1/_update?if_seq_no=9223372036854775807&if_primary_term=1', { doc: { n: 1 } });
    expect((big.body as AnyBody).error.reason).toBe('[_doc][1]: version conflict, required seqNo [9223372036854775807], primary term [1]. current document has seqNo [0] and primary term [1]');
    expect((await req('POST', '/u/_doc/1/_update?if_seq_no=0&if_primary_term=1', { doc: { n: 1 } })).body).toMatchObject({ result: 'updated', _seq_no: 1 });
  });

  it('_reindex and _update_by_query into an index other clients write with if_seq_no: no acknowledged write is lost', async () => {
    const { req } = testEngine();
    await req('PUT', '/src', { settings: { number_of_shards: 2 } });
    await req('POST', '/src/_doc/_bulk?refresh=true', ndjson(Array.from({ length: 150 }, (_, i) => [{ index: { _id: `d${i}` } }, { i }]).flat()));
    await req('PUT', '/dest/_doc/counter', { n: 0 });
    // A client that reads the counter and writes it back with the pair it read, again on each 409.
    let conflicts = 0;
    const increment = async () => {
      for (;;) {
        const got = (await req('GET', '/dest/_doc/counter')).body as AnyBody;
        const put = await req('PUT', `/dest/_doc/counter?if_seq_no=${got._seq_no}&if_primary_term=${got._primary_term}`, { n: got._source.n + 1 });
        if (put.status === 200) return;
        expect(put.status).toBe(409);
        conflicts++;
      }
    };
    const [reindex, byQuery] = await Promise.all([
      req('POST', '/_reindex?refresh=true', { source: { index: 'src' }, dest: { index: 'dest' } }),
      req('POST', '/dest/_update_by_query?conflicts=proceed', { query: { exists: { field: 'i' } } }),
      ...Array.from({ length: 25 }, increment),
    ]);
    expect(reindex.status).toBe(200);
    expect(reindex.body).toMatchObject({ total: 150, created: 150, failures: [] });
    expect(byQuery.status).toBe(200);
    expect(conflicts).toBeGreaterThan(0); // the clients did race each other
    expect(((await req('GET', '/dest/_doc/counter')).body as AnyBody)._source.n).toBe(25);
    await req('POST', '/dest/_refresh');
    expect(((await req('GET', '/dest/_count')).body as AnyBody).count).toBe(151);
  });

  it('the pair survives a reload: seq_no and term come back from the store', async () => {
    const store = new MemoryStore();
    const a = createEngine({ store });
    await a.request({ method: 'PUT', path: '/p/_doc/1', body: { n: 0 } });
    await a.request({ method: 'PUT', path: '/p/_doc/1', body: { n: 1 } });
    const b = createEngine({ store });
    expect((await b.request({ method: 'PUT', path: '/p/_doc/1?if_seq_no=0&if_primary_term=1', body: { n: 2 } })).status).toBe(409);
    expect((await b.request({ method: 'PUT', path: '/p/_doc/1?if_seq_no=1&if_primary_term=1', body: { n: 2 } })).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { MemoryStore } from '../storage/memory-store';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('aliases', () => {
  it('adds, removes and replaces aliases atomically through _aliases', async () => {
    const { req } = testEngine();
    await req('PUT', '/a');
    await req('PUT', '/b');
    const add = await req('POST', '/_aliases', { actions: [{ add: { indices: ['a', 'b'], alias: 'both', routing: '1' } }, { add: { index: 'a', alias: 'onlya', index_routing: 'x' } }] });
    expect(add.body).toEqual({ acknowledged: true });
    expect((await req('GET', '/a/_alias')).body).toEqual({
      a: { aliases: { both: { index_routing: '1', search_routing: '1' }, onlya: { index_routing: 'x' } } },
    });
    // The second action fails: nothing of the first one happens.
    const bad = await req('POST', '/_aliases', { actions: [{ remove: { index: 'a', alias: 'both' } }, { add: { index: 'a', alias: 'b' } }] });
    expect(bad.status).toBe(400);
    expect((bad.body as AnyBody).error.reason).toBe('Invalid alias name [b], an index exists with the same name as the alias');
    expect((await req('GET', '/_alias/both')).status).toBe(200);
    const swap = await req('POST', '/_aliases', { actions: [{ add: { index: 'a', alias: 'b' } }, { remove_index: { index: 'b' } }] });
    expect(swap.status).toBe(200);
    expect(Object.keys((await req('GET', '/b')).body as AnyBody)).toEqual(['a']);
  });

  it('answers ES errors for bad names, missing aliases and misplaced members', async () => {
    const { req } = testEngine();
    await req('PUT', '/i');
    const star = await req('PUT', '/i/_alias/al*');
    expect((star.body as AnyBody).error).toMatchObject({ type: 'invalid_alias_name_exception' });
    const missing = await req('DELETE', '/i/_alias/nope');
    expect(missing.status).toBe(404);
    expect((missing.body as AnyBody).error).toMatchObject({ type: 'aliases_not_found_exception', reason: 'aliases [nope] missing' });
    const routingOnRemove = await req('POST', '/_aliases', { actions: [{ remove: { index: 'i', alias: 'x', routing: 'r' } }] });
    expect((routingOnRemove.body as AnyBody).error.reason).toBe('[remove] unknown field [routing], parser not found');
    const none = await req('POST', '/_aliases', { actions: [] });
    expect((none.body as AnyBody).error.reason).toBe('Validation Failed: 1: No action specified;');
    const several = await req('PUT', '/i/_alias/r', { index_routing: 'a,b' });
    expect((several.body as AnyBody).error.reason).toBe('alias [r] has several index routing values associated with it');
    await req('PUT', '/i/_alias/ok');
    const get = await req('GET', '/_alias/ok,x,y');
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ error: 'aliases [x,y] missing', status: 404, i: { aliases: { ok: {} } } });
  });

  it('applies alias filters and search routing to search and count, and index routing to writes', async () => {
    const { req } = testEngine();
    await req('PUT', '/f', { settings: { number_of_shards: 3 } });
    await req('POST', '/_aliases', { actions: [{ add: { index: 'f', alias: 'reds', filter: { term: { color: 'red' } } } }] });
    await req('PUT', '/f/_doc/1', { color: 'red' });
    await req('PUT', '/f/_doc/2', { color: 'blue' });
    await req('POST', '/f/_refresh');
    expect(((await req('GET', '/reds/_count')).body as AnyBody).count).toBe(1);
    expect(((await req('GET', '/f/_count')).body as AnyBody).count).toBe(2);
    expect(((await req('GET', '/reds,f/_count')).body as AnyBody).count).toBe(2);
    const hits = ((await req('POST', '/reds/_search', { query: { match_all: {} } })).body as AnyBody).hits;
    expect(hits.hits.map((h: AnyBody) => h._id)).toEqual(['1']);

    await req('PUT', '/f/_alias/routed', { routing: 'k' });
    const w = await req('PUT', '/routed/_doc/3?refresh=true', { color: 'green' });
    expect(w.status).toBe(201);
    expect(((await req('GET', '/f/_doc/3?routing=k')).body as AnyBody)._routing).toBe('k');
    const conflict = await req('PUT', '/routed/_doc/4?routing=z', { color: 'green' });
    expect((conflict.body as AnyBody).error.reason).toBe('Alias [routed] has index routing associated with it [k], and was provided with routing value [z], rejecting operation');
    const routedSearch = (await req('GET', '/routed/_search')).body as AnyBody;
    expect(routedSearch._shards.total).toBe(1);
    expect(routedSearch.hits.hits.map((h: AnyBody) => h._id)).toContain('3');
  });

  it('keeps aliases across a reload', async () => {
    const store = new MemoryStore();
    const a = createEngine({ store });
    await a.request({ method: 'PUT', path: '/p' });
    await a.request({ method: 'POST', path: '/_aliases', body: { actions: [{ add: { index: 'p', alias: 'q', filter: { term: { t: 'x' } }, is_write_index: true } }] } });
    await a.request({ method: 'DELETE', path: '/p/_alias/q' });
    await a.request({ method: 'PUT', path: '/p/_alias/r', body: { search_routing: '1,2' } });
    const b = createEngine({ store });
    expect((await b.request({ method: 'GET', path: '/_alias' })).body).toEqual({ p: { aliases: { r: { search_routing: '1,2' } } } });
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';

describe('the query-only bodies of _count and _explain (RestActions.getQueryContent)', () => {
  it('refuses any member but query, naming it where it stands', async () => {
    const engine = createEngine();
    await engine.request({ method: 'PUT', path: '/i/_doc/1?refresh=true', body: { t: 'a' } });
    for (const path of ['/i/_count', '/i/_doc/1/_explain']) {
      const r = await engine.request({ method: 'POST', path, body: '{"query":{"match_all":{}},\n "size":0}' });
      expect(r.status, path).toBe(400);
      expect(r.body).toMatchObject({ error: { type: 'parsing_exception', reason: 'request does not support [size]', line: 2, col: 2 } });
    }
    // _validate/query catches the same ParsingException and answers valid: false.
    const v = await engine.request({ method: 'POST', path: '/i/_validate/query', body: '{"size":0}' });
    expect(v).toMatchObject({ status: 200, body: { valid: false } });
    const ok = await engine.request({ method: 'POST', path: '/i/_count', body: { query: { match: { t: 'a' } } } });
    expect(ok.body).toMatchObject({ count: 1 });
    expect((await engine.request({ method: 'GET', path: '/i/_count' })).body).toMatchObject({ count: 1 });
  });
});

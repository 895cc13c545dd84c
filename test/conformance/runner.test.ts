import { describe, expect, it } from 'vitest';
import { buildPath, chooseMethod } from './api-specs';
import { firstDifference, isFalsy, javaRegex, javaString, valueAt, versionInRange } from './assertions';
import { readRatchet } from './ratchet';
import { runTest, type YamlFile } from './runner';

describe('conformance runner pieces', () => {
  it('compares versions numerically', () => {
    expect(versionInRange('6.8.4', ' - 6.59.99')).toBe(true);
    expect(versionInRange('6.8.4', ' - 6.6.99')).toBe(false);
    expect(versionInRange('6.8.4', '6.7.0 - ')).toBe(true);
  });

  it('picks the path with the most given parts and percent-encodes them', () => {
    const spec = { methods: ['GET'], paths: ['/{index}/{type}/_termvectors', '/{index}/{type}/{id}/_termvectors'] };
    expect(buildPath('termvectors', spec, { index: 'i', type: 't', id: '中文' }).path).toBe('/i/t/%E4%B8%AD%E6%96%87/_termvectors');
    expect(buildPath('termvectors', spec, { index: 'i', type: 't' }).path).toBe('/i/t/_termvectors');
    expect(buildPath('termvectors', spec, { index: 'i', id: '1' }).path).toBe('/i/_termvectors/1');
    expect(chooseMethod({ methods: ['POST', 'PUT'], paths: [] }, true, 'index', { id: '1' })).toBe('PUT');
  });

  it('matches numbers by value, reads dotted paths and prints errors as Java maps', () => {
    expect(firstDifference(15, 15.0)).toBeUndefined();
    expect(firstDifference({ a: 1 }, { a: 2 }, '')).toBe('a: expected 1, got 2');
    expect(valueAt({ a: [{ 'b.c': 3 }] }, 'a.0.b\\.c')).toBe(3);
    expect(javaString({ root_cause: [{ type: 'x', reason: 'y' }], type: 'x' })).toBe('{root_cause=[{type=x, reason=y}], type=x}');
    expect(javaRegex('/a b/'.slice(1, -1)).test('ab')).toBe(true);
    expect(isFalsy('false') && isFalsy(0) && !isFalsy('x')).toBe(true);
  });

  it('runs a test: catch, match, set and stash against an engine', async () => {
    const calls: string[] = [];
    const engine = {
      async request(r: { method: string; path: string }) {
        calls.push(`${r.method} ${r.path}`);
        if (r.path.startsWith('/missing')) return { status: 404, body: { error: { type: 'index_not_found_exception', reason: 'no such index' }, status: 404 } };
        return { status: 200, body: { _id: 'abc', n: 2 } };
      },
    };
    const specs = new Map([['get', { methods: ['GET'], paths: ['/{index}/{type}/{id}'] }]]);
    const file: YamlFile = { file: 'x.yml', setup: [], teardown: [], tests: [] };
    const ok = await runTest(file, { file: 'x.yml', name: 't', steps: [
      { do: { get: { index: 'i', type: 't', id: '1' } } },
      { set: { _id: 'id' } },
      { match: { n: 2.0 } },
      { do: { get: { index: 'i', type: 't', id: '$id' } } },
      { do: { catch: '/index_not_found/', get: { index: 'missing', type: 't', id: '1' } } },
    ] }, engine, specs);
    expect(ok).toEqual({ status: 'passed' });
    expect(calls[1]).toBe('GET /i/t/abc');
    const bad = await runTest(file, { file: 'x.yml', name: 't', steps: [{ do: { get: { index: 'i', type: 't', id: '1' } } }, { match: { n: 3 } }] }, engine, specs);
    expect(bad.status).toBe('failed');
  });

  it('reads ratchet lines with their issue', () => {
    expect(readRatchet('/nonexistent').size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { buildPath, chooseMethod } from './api-specs';
import { firstDifference, isFalsy, javaRegex, javaString, valueAt, versionInRange } from './assertions';
import { defaultIssue, readRatchet } from './ratchet';
import { runTest, type YamlFile } from './runner';
import { skipReason } from './skip-list';
import { labelOf } from './suite-files';
import { indentFlowLines, loadYamlDocuments } from './yaml-load';
import { clientJsonText } from './yaml-numbers';

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
    // `$body` is the last response's body (ES's Stash), `$body.path` a value in it.
    const body = await runTest(file, { file: 'x.yml', name: 't', steps: [{ do: { get: { index: 'i', type: 't', id: '1' } } }, { match: { n: '$body.n' } }, { match: { _id: '$body._id' } }] }, engine, specs);
    expect(body).toEqual({ status: 'passed' });
    const wrong = await runTest(file, { file: 'x.yml', name: 't', steps: [{ do: { get: { index: 'i', type: 't', id: '1' } } }, { match: { n: '$body._id' } }] }, engine, specs);
    expect(wrong.status).toBe('failed');
  });

  it('reads ratchet lines with their issue, and annotates new ones by what they test', () => {
    expect(readRatchet('/nonexistent').size).toBe(0);
    expect(defaultIssue('search.aggregation/20_terms.yml::Basic test')).toBe('issue 25');
    expect(defaultIssue('modules/lang-painless/painless/30_search.yml::Scores With Agg')).toBe('issue 25');
    expect(defaultIssue('search/110_field_collapsing.yml::field collapsing')).toBe('issue 23');
    expect(defaultIssue('search.highlight/10_unified.yml::Basic')).toBe('issue 23');
    expect(defaultIssue('indices.analyze/10_analyze.yml::x')).toBe('issue 24');
    expect(defaultIssue('exists/70_defaults.yml::Client-side default type')).toBe('issue 21');
  });

  it('labels files by their path under suite/ exactly as under yaml/', () => {
    expect(labelOf('/r/suite/search/30_limits.yml', '/r')).toBe('search/30_limits.yml');
    expect(labelOf('/r/yaml/search/30_limits.yml', '/r')).toBe('search/30_limits.yml');
    expect(labelOf('/r/supplement/opensearch/yaml/termvectors/10_basic.yml', '/r')).toBe('supplement/opensearch/yaml/termvectors/10_basic.yml');
  });

  it('skips only tests of APIs outside the product, naming the API', () => {
    expect(skipReason('nodes.info/10_basic.yml', ['nodes.info'])).toMatch(/^nodes\.info: node/);
    expect(skipReason('search/1.yml', ['indices.create', 'snapshot.create'])).toMatch(/^snapshot\.create: snapshot/);
    expect(skipReason('cluster.put_settings/10_basic.yml', ['cluster.put_settings'])).toMatch(/cluster settings/);
    expect(skipReason('search/30_limits.yml', ['indices.create', 'search', 'index', 'indices.refresh'])).toBeUndefined();
    expect(skipReason('search.aggregation/240_max_buckets.yml', ['cluster.put_settings', 'search'])).toBeUndefined();
  });

  it('parses YAML as the Java runner (SnakeYAML) does and fails loudly on errors', () => {
    // A flow collection closed at its key's own column: SnakeYAML accepts it, the YAML 1.2 spec does not.
    const text = 'test:\n  - do:\n      search:\n        body:\n          "functions": [{\n              "a": 1\n          }]\n  - match: { hits.total: 2 }\n';
    expect(loadYamlDocuments(text, 'x.yml')).toEqual([{ test: [
      { do: { search: { body: { functions: [{ a: 1 }] } } } },
      { match: { 'hits.total': 2 } },
    ] }]);
    // Quotes inside plain scalars and block scalars are left alone.
    const plain = 'a:\n  - match: { t: Musee d\'Orsay }\n  - b: |\n      { not flow\n';
    expect(indentFlowLines(plain)).toBe(plain);
    expect(() => loadYamlDocuments('a: [1, 2\nb: {', 'bad.yml')).toThrow(/YAML parse error in bad\.yml/);
  });

  it('reads regexes with Java semantics: trimmed block literals, $ before a final newline, COMMENTS', () => {
    expect(firstDifference('/ ^foo \\s bar $ /\n', 'foo bar\n')).toBeUndefined();
    expect(firstDifference('/^a  # a comment\n b$/', 'ab')).toBeUndefined();
    expect(firstDifference('/^a$/', 'a\nb')).toMatch(/expected to match/);
    expect(javaRegex('[a b]+', true).test('ab')).toBe(true);
    expect(javaRegex('x$', false).test('x\n')).toBe(true);
  });

  it('treats ignore as a client option, catch: param as a client-side error, and a HEAD 404 as false', async () => {
    const calls: string[] = [];
    const engine = {
      async request(r: { method: string; path: string }) {
        calls.push(`${r.method} ${r.path}`);
        if (r.method === 'HEAD') return { status: 404, body: undefined };
        return { status: 404, body: { _index: 'i', found: false } };
      },
    };
    const specs = new Map([
      ['get', { methods: ['GET'], paths: ['/{index}/{type}/{id}'], required: ['index', 'type', 'id'] }],
      ['exists', { methods: ['HEAD'], paths: ['/{index}/{type}/{id}'], required: ['index', 'type', 'id'] }],
    ]);
    const file: YamlFile = { file: 'x.yml', setup: [], teardown: [], tests: [] };
    const run = (steps: unknown[]) => runTest(file, { file: 'x.yml', name: 't', steps }, engine, specs);
    expect(await run([{ do: { get: { index: 'i', type: 't', id: '1', ignore: 404 } } }, { match: { found: false } }])).toEqual({ status: 'passed' });
    expect(calls).toEqual(['GET /i/t/1']);
    expect(await run([{ do: { exists: { index: 'i', type: 't', id: '1' } } }, { is_false: '' }])).toEqual({ status: 'passed' });
    expect(await run([{ do: { catch: 'param', get: { index: 'i', type: 't' } } }])).toEqual({ status: 'passed' });
    expect(calls.length).toBe(2);
    expect((await run([{ do: { catch: 'param', get: { index: 'i', type: 't', id: '1' } } }])).status).toBe('failed');
    expect((await run([{ do: { catch: 'request', get: { index: 'i', type: 't', id: '1' } } }])).status).toBe('failed');
  });

  it('sends numbers as ES\'s YAML client writes them: a YAML float as Java\'s Double.toString, integers as digits', async () => {
    const bodies: unknown[] = [];
    const engine = {
      async request(r: { method: string; path: string; body?: unknown }) {
        bodies.push(r.body);
        return { status: 200, body: {} };
      },
    };
    const specs = new Map([
      ['index', { methods: ['PUT'], paths: ['/{index}/{type}/{id}'], body: { required: true } }],
      ['bulk', { methods: ['POST'], paths: ['/_bulk'], ndjsonBody: true }],
    ]);
    const text = [
      'setup:',
      '  - do: { index: { index: i, type: t, id: 1, body: { a: 100.0, b: 10, c: [1.50, 1e3, 12345678.0], d: 9223372036854775807, e: "2.0", f: $x } } }',
      '---',
      't:',
      '  - do:',
      '      bulk:',
      '        body:',
      '          - { index: { _index: i } }',
      '          - { n: 5.0 }',
      '          - \'{"m": 2.50, "s": "1.0"}\'',
      '',
    ].join('\n');
    const [setup, test] = loadYamlDocuments(text, 'x.yml') as Record<string, unknown[]>[];
    const file: YamlFile = { file: 'x.yml', setup: setup.setup, teardown: [], tests: [] };
    expect(await runTest(file, { file: 'x.yml', name: 't', steps: test.t }, engine, specs)).toEqual({ status: 'passed' });
    expect(bodies[0]).toBe('{"a":100.0,"b":10,"c":[1.5,1000.0,1.2345678E7],"d":9223372036854775807,"e":"2.0","f":"$x"}');
    expect(bodies[1]).toBe('{"index":{"_index":"i"}}\n{"n":5.0}\n{"m": 2.5, "s": "1.0"}\n');
    expect(clientJsonText('{"a": -0, "b": [1e2, 0.10]}')).toBe('{"a": 0, "b": [100.0, 0.1]}');
  });
});

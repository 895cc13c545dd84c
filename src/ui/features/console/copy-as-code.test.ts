import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { clientCall, toJavaScript, toPython } from './copy-as-code';
import { parseRequests } from './parse-requests';

const req = (text: string) => parseRequests(text)[0];
const hasPython = (() => {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

describe('copy as JavaScript and Python', () => {
  it('names the client API, its path parameters, URL parameters and body, per profile', () => {
    const search = req('GET /films/_search?size=3&explain\n{"query": {"match": {"title": "fox"}}} # note');
    expect(clientCall(search, '6.8')).toEqual({ api: 'search', params: { index: 'films', size: 3, explain: true, body: { query: { match: { title: 'fox' } } } } });
    expect(clientCall(req('PUT /films/_doc/1?refresh=true\n{"title": "x"}'), '6.8')).toEqual({ api: 'index', params: { index: 'films', id: '1', type: '_doc', refresh: true, body: { title: 'x' } } });
    expect(clientCall(req('PUT /films/_doc/1\n{"title": "x"}'), '7')!.params).toEqual({ index: 'films', id: '1', body: { title: 'x' } });
    expect(clientCall(req('PUT /films\n{"settings": {"number_of_shards": 1}}'), '6.8')!.api).toBe('indices.create');
    expect(clientCall(req('POST /_bulk\n{"index": {"_index": "films", "_id": "1"}}\n{"title": "x"}\n'), '6.8')!.params.body).toEqual([{ index: { _index: 'films', _id: '1' } }, { title: 'x' }]);
    expect(clientCall(req('GET /films/_nothing'), '6.8')).toBeUndefined();
  });

  it('writes JavaScript whose argument is the call as JSON', () => {
    const js = toJavaScript(req('GET /films/_count\n{"query": {"match_all": {}}}'), '6.8')!;
    expect(js).toContain("require('@elastic/elasticsearch')");
    const m = /client\.([\w.]+)\(([\s\S]*)\)\nconsole/.exec(js)!;
    expect(m[1]).toBe('count');
    expect(JSON.parse(m[2])).toEqual({ index: 'films', body: { query: { match_all: {} } } });
  });

  it('writes Python with True/False/None, from_ and doc_type, that Python parses', () => {
    const py = toPython(req('GET /films/_doc/1/_termvectors?from=0\n{"term_statistics": true, "filter": null, "fields": ["title"]}'), '6.8')!;
    expect(py).toContain('es.termvectors(');
    expect(py).toContain('doc_type="_doc"');
    expect(py).toContain('from_=0');
    expect(py).toContain('"term_statistics": True');
    expect(py).toContain('"filter": None');
    if (hasPython) execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: py });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedSource } from '../../../../scripts/gen-console-api';
import { docsUrl } from './api-docs';
import { completionContext } from './completion-context';
import { matchRoute, methodSuggestions, paramSuggestions, pathSuggestions } from './request-line';

const labels = (xs: Array<{ label: string }>) => xs.map((x) => x.label);

describe('request line completion from the route table and the client API definitions', () => {
  it('is generated from the current route table and client (run scripts/gen-console-api.ts)', () => {
    expect(readFileSync('src/ui/features/console/api-routes.generated.ts', 'utf8')).toBe(generatedSource());
  });

  it('knows a method, a path and a URL parameter position', () => {
    expect(completionContext(['G'], 0, 1)).toEqual({ kind: 'method', typed: 'G' });
    expect(completionContext(['GET /films/_search', '{"size": 1}', '', 'P'], 3, 1)).toEqual({ kind: 'method', typed: 'P' });
    expect(completionContext(['GET /films/_search', '{"query": {', 'ma'], 2, 2)).toMatchObject({ kind: 'body' });
    expect(completionContext(['GET /films/_search?fr'], 0, 21)).toEqual({ kind: 'param', method: 'GET', path: '/films/_search?fr', typed: 'fr' });
    expect(completionContext(['GET /films/_search?from=1&'], 0, 26)).toMatchObject({ kind: 'param', typed: '' });
    expect(completionContext(['GET /films/_search?from=1'], 0, 25)).toEqual({ kind: 'none' });
  });

  it('offers methods, and paths the method serves with the index names filled in', () => {
    expect(labels(methodSuggestions('P'))).toEqual(['PUT', 'POST']);
    expect(labels(methodSuggestions('GET'))).toEqual([]);
    const get = labels(pathSuggestions('GET', '/fi', ['films', 'kjv']));
    expect(get.slice(0, 1)).toEqual(['/films']);
    expect(get).toEqual(expect.arrayContaining(['/films/_search', '/films/_count', '/films/_mapping', '/films/_doc/{id}', '/films/_termvectors/{id}', '/films/_explain/{id}']));
    expect(get.some((p) => p.startsWith('/kjv'))).toBe(false);
    expect(labels(pathSuggestions('GET', '/_c', []))).toEqual(expect.arrayContaining(['/_count', '/_cat/indices', '/_cluster/health']));
    expect(labels(pathSuggestions('PUT', '/films/_', ['films']))).toEqual(expect.arrayContaining(['/films/_mapping', '/films/_doc/{id}']));
    expect(labels(pathSuggestions('PUT', '/films/_', ['films']))).not.toContain('/films/_search');
    expect(pathSuggestions('GET', '/films/_doc/', ['films']).find((s) => s.label === '/films/_doc/{id}')?.insertText).toBe('/films/_doc/${1:id}');
    expect(labels(pathSuggestions('GET', '/films/_search', ['films']))).not.toContain('/films/_search');
  });

  it('offers the URL parameters of the API the path names, with their docs, not those given', () => {
    const search = paramSuggestions('GET', '/films/_search?', '');
    expect(labels(search)).toEqual(expect.arrayContaining(['from', 'size', 'q', 'df', 'explain', 'search_type', 'filter_path']));
    expect(search.find((s) => s.label === 'size')?.doc).toBe('number: Number of hits to return (default: 10)');
    expect(search.find((s) => s.label === 'explain')?.insertText).toBe('explain=${1|true,false|}');
    expect(labels(paramSuggestions('GET', '/films/_search?size=1&', ''))).not.toContain('size');
    expect(labels(paramSuggestions('GET', '/films/_doc/1/_termvectors?', 'term'))).toEqual(['term_statistics']);
    expect(labels(paramSuggestions('PUT', '/films?', 'include'))).toEqual(['include_type_name']);
    expect(paramSuggestions('GET', '/films/_nothing?', '')).toEqual([]);
  });

  it('names the API of a request line and its 6.8 reference page', () => {
    expect(matchRoute('GET', '/films/_search?size=1')?.api).toBe('search');
    expect(matchRoute('GET', '/films/_doc/1')?.api).toBe('get');
    expect(matchRoute('PUT', '/films')?.api).toBe('indices.create');
    expect(docsUrl('GET', '/films/_search')).toBe('https://www.elastic.co/guide/en/elasticsearch/reference/6.8/search-search.html');
    expect(docsUrl('PUT', '/films')).toBe('https://www.elastic.co/guide/en/elasticsearch/reference/6.8/indices-create-index.html');
    expect(docsUrl('GET', '/films/_doc/1/_termvectors')).toBe('https://www.elastic.co/guide/en/elasticsearch/reference/6.8/docs-termvectors.html');
    expect(docsUrl('POST', '/_bulk')).toBe('https://www.elastic.co/guide/en/elasticsearch/reference/6.8/docs-bulk.html');
  });
});

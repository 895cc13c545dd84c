import { describe, expect, it } from 'vitest';
import { completionContext, fieldsOfMapping } from './completion-context';

describe('console completion context', () => {
  it('knows a request line from a body, and the index a body is for', () => {
    expect(completionContext(['GET /tw'], 0, 7)).toEqual({ kind: 'path', method: 'GET', typed: '/tw' });
    const lines = ['GET /twitter/_search', '{"query":{"match":{"te'];
    expect(completionContext(lines, 1, lines[1].length)).toMatchObject({ kind: 'body', url: '/twitter/_search', index: 'twitter', slot: 'key', inString: true, typed: 'te', path: ['query', 'match'] });
    expect(completionContext(['POST /_search', '{"query":{"bool":'], 1, 17)).toMatchObject({ kind: 'body', index: undefined, slot: 'value', key: 'bool' });
    expect(completionContext(['GET /films/_search', '{"query":{"match":{"title":"fox"'], 1, 32)).toMatchObject({ kind: 'body', slot: 'none' });
  });

  it('reads each line of a bulk body as its own document', () => {
    const lines = ['POST /_bulk', '{"index":{"_id":"1"}}', '{"title":"x"}', '{"'];
    expect(completionContext(lines, 3, 2)).toMatchObject({ kind: 'body', ndjsonLine: 2, path: [], slot: 'key' });
  });

  it('lists fields of a mapping, multi-fields included', () => {
    expect(fieldsOfMapping({ tw: { mappings: { _doc: { properties: { text: { type: 'text', fields: { raw: { type: 'keyword' } } }, user: { properties: { name: { type: 'keyword' } } } } } } } })).toEqual(['text', 'text.raw', 'user.name']);
  });
});

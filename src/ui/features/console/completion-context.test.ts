import { describe, expect, it } from 'vitest';
import { completionContext, fieldsOfMapping } from './completion-context';

describe('console completion context', () => {
  it('knows a request line from a body, and the index a body is for', () => {
    expect(completionContext(['GET /tw'], 0, 7)).toEqual({ kind: 'path', method: 'GET', typed: '/tw' });
    const lines = ['GET /twitter/_search', '{"query":{"match":{"te'];
    expect(completionContext(lines, 1, lines[1].length)).toEqual({ kind: 'body', index: 'twitter', afterColon: false, inString: true, typed: 'te' });
    expect(completionContext(['POST /_search', '{"query":{"bool":'], 1, 17)).toMatchObject({ kind: 'body', index: undefined, afterColon: true });
  });

  it('lists fields of a mapping, multi-fields included', () => {
    expect(fieldsOfMapping({ tw: { mappings: { _doc: { properties: { text: { type: 'text', fields: { raw: { type: 'keyword' } } }, user: { properties: { name: { type: 'keyword' } } } } } } } })).toEqual(['text', 'text.raw', 'user.name']);
  });
});

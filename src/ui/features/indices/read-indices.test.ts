import { describe, expect, it } from 'vitest';
import { hitIds, indexRows, mappedFields, termVectorsPath } from './read-indices';

describe('indices sidebar readers', () => {
  it('lists _cat/indices rows by name with their document counts', () => {
    expect(indexRows([{ index: 'b', 'docs.count': '3', health: 'yellow' }, { index: 'a', 'docs.count': '0' }, { nope: 1 }])).toEqual([
      { name: 'a', docs: 0 },
      { name: 'b', docs: 3, health: 'yellow' },
    ]);
    expect(indexRows({ error: {} })).toEqual([]);
    // A closed index: _cat/indices leaves its health and counts empty.
    expect(indexRows([{ health: '', status: 'close', index: 'c', 'docs.count': '' }])).toEqual([{ name: 'c', docs: 0, closed: true }]);
  });

  it('flattens a typed 6.x mapping, objects and multi-fields included', () => {
    const body = { tw: { mappings: { _doc: { properties: { text: { type: 'text', fields: { raw: { type: 'keyword' } } }, user: { properties: { name: { type: 'keyword' } } } } } } } };
    expect(mappedFields(body, 'tw')).toEqual({
      type: '_doc',
      fields: [
        { path: 'text', type: 'text' },
        { path: 'text.raw', type: 'keyword' },
        { path: 'user', type: 'object' },
        { path: 'user.name', type: 'keyword' },
      ],
    });
  });

  it('reads typeless mappings and empty ones', () => {
    expect(mappedFields({ i: { mappings: { properties: { n: { type: 'long' } } } } }, 'i')).toEqual({ fields: [{ path: 'n', type: 'long' }] });
    expect(mappedFields({ i: { mappings: {} } }, 'i')).toEqual({ fields: [] });
    expect(mappedFields({}, 'i')).toEqual({ fields: [] });
  });

  it('takes ids from hits and builds an escaped term vectors path', () => {
    expect(hitIds({ hits: { hits: [{ _id: '1', _type: 'tweet' }, { _id: 'a/b' }] } })).toEqual([{ id: '1', type: 'tweet' }, { id: 'a/b', type: '_doc' }]);
    expect(termVectorsPath('tw', '_doc', 'a/b')).toBe('/tw/_doc/a%2Fb/_termvectors?fields=*&term_statistics=true&field_statistics=true');
  });
});

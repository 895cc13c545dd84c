import { describe, expect, it } from 'vitest';
import { mappedFields } from '../../indices/read-indices';
import { queriedFields, unmappedFields } from './queried-fields';

const paths = (body: unknown, index: string) => mappedFields(body, index).fields.map((f) => f.path);

describe('queriedFields', () => {
  it('names the fields of leaf queries, inside compound ones, without boosts, patterns or metadata fields', () => {
    const query = {
      bool: {
        must: [{ match: { titel: { query: 'dune', operator: 'and' } } }, { term: { 'genre.raw': 'sf' } }],
        filter: { range: { year: { gte: 1960 } } },
        should: [{ multi_match: { query: 'x', fields: ['plot^2', 'cast.*'] } }, { exists: { field: 'rating' } }, { terms: { tags: ['a'], boost: 2 } }],
        must_not: { ids: { values: ['1'] } },
      },
    };
    expect(queriedFields(query)).toEqual(['titel', 'genre.raw', 'year', 'plot', 'rating', 'tags']);
    expect(queriedFields({ term: { _id: '1' } })).toEqual([]);
    expect(queriedFields({ match_all: {} })).toEqual([]);
    expect(queriedFields(undefined)).toEqual([]);
    expect(queriedFields({ query_string: { query: 'a', default_field: 'body' } })).toEqual(['body']);
  });
});

describe('unmappedFields', () => {
  const mapping = {
    films: { mappings: { _doc: { properties: { title: { type: 'text', fields: { raw: { type: 'keyword' } } }, cast: { properties: { name: { type: 'text' } } } } } } },
    books: { mappings: { _doc: { properties: { author: { type: 'keyword' } } } } },
  };
  it('keeps the fields that no searched index maps (multi-fields and object paths known)', () => {
    expect(unmappedFields(['titel', 'title', 'title.raw', 'cast.name', 'author', 'year'], mapping, paths)).toEqual(['titel', 'year']);
    expect(unmappedFields(['a'], 'not a mapping', paths)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeTarget, fieldAnalysis, unmatchedTerms } from './field-analyzers';

const mapping = (properties: Record<string, unknown>, typed = true) => ({ idx: { mappings: typed ? { _doc: { properties } } : { properties } } });
const settings = (analyzer: Record<string, unknown> = {}) => ({ idx: { settings: { index: { analysis: { analyzer } } } } });

describe('which analyzers a field runs', () => {
  it('reads the request shown: index, field and text', () => {
    expect(analyzeTarget({ method: 'GET', path: '/idx/_analyze', body: '{"field":"title","text":"Quick fox"}' })).toEqual({ index: 'idx', field: 'title', text: 'Quick fox' });
    expect(analyzeTarget({ method: 'GET', path: '/_analyze', body: '{"field":"title","text":"x"}' })).toBeUndefined();
    expect(analyzeTarget({ method: 'GET', path: '/idx/_analyze', body: { analyzer: 'standard', text: 'x' } })).toBeUndefined();
  });

  it('search_analyzer, else analyzer, else the index defaults, else standard', () => {
    const props = {
      a: { type: 'text', analyzer: 'idx_an', search_analyzer: 'q_an' },
      b: { type: 'text', analyzer: 'idx_an' },
      c: { type: 'text' },
      t: { type: 'text', fields: { raw: { type: 'keyword', normalizer: 'lower' } } },
    };
    expect(fieldAnalysis(mapping(props), settings(), 'idx', 'a')).toMatchObject({ indexName: 'idx_an', searchName: 'q_an', search: { analyzer: 'q_an' } });
    expect(fieldAnalysis(mapping(props, false), settings(), 'idx', 'b')).toMatchObject({ indexName: 'idx_an', searchName: 'idx_an' });
    expect(fieldAnalysis(mapping(props), settings(), 'idx', 'c')).toMatchObject({ indexName: 'standard', searchName: 'standard' });
    expect(fieldAnalysis(mapping(props), settings({ default: {}, default_search: {} }), 'idx', 'c')).toMatchObject({ indexName: 'default', searchName: 'default_search' });
    expect(fieldAnalysis(mapping(props), settings({ default: {} }), 'idx', 'c')).toMatchObject({ indexName: 'default', searchName: 'default' });
    expect(fieldAnalysis(mapping(props), settings(), 'idx', 't.raw')).toMatchObject({ type: 'keyword', indexName: 'lower', search: { field: 't.raw' } });
    expect(fieldAnalysis(mapping(props), settings(), 'idx', 'missing')).toBeUndefined();
  });

  it('flags the query terms the index side did not make from the same text', () => {
    expect(unmatchedTerms(['quick', 'fox'], ['fast', 'fox', 'fast'])).toEqual(['fast']);
    expect(unmatchedTerms(['qu', 'qui', 'quic', 'quick'], ['quick'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyTermVectorsReason, termsNotInIndex } from './empty-term-vectors';

describe('emptyTermVectorsReason', () => {
  it('a stored document asked without fields: nothing asked', () => {
    expect(emptyTermVectorsReason({ method: 'GET', path: '/twitter/_doc/1/_termvectors' })).toEqual({ asked: [], artificial: false });
  });
  it('reads the fields from the body, the URL and per_field_analyzer', () => {
    const r = emptyTermVectorsReason({
      method: 'GET',
      path: '/twitter/_doc/1/_termvectors?fields=message,user&offsets=true',
      body: JSON.stringify({ fields: ['text'], per_field_analyzer: { title: 'keyword' } }),
    });
    expect(r.asked.sort()).toEqual(['message', 'text', 'title', 'user']);
  });
  it('knows an artificial document', () => {
    expect(emptyTermVectorsReason({ method: 'GET', path: '/twitter/_termvectors', body: { doc: { a: 1 } } }).artificial).toBe(true);
  });
});

describe('termsNotInIndex', () => {
  const terms = { dune: { doc_freq: 2, ttf: 3 }, zzyzx: {}, arrakis: { term_freq: 1 } };
  it('names the terms without doc_freq when term_statistics was asked (body or URL)', () => {
    expect(termsNotInIndex({ method: 'GET', path: '/films/_termvectors', body: { doc: { t: 'x' }, term_statistics: true } }, terms)).toEqual(['zzyzx', 'arrakis']);
    expect(termsNotInIndex({ method: 'GET', path: '/films/_doc/1/_termvectors?term_statistics=true' }, terms)).toEqual(['zzyzx', 'arrakis']);
    expect(termsNotInIndex({ method: 'GET', path: '/films/_doc/1/_termvectors?term_statistics' }, terms)).toEqual(['zzyzx', 'arrakis']);
  });
  it('says nothing when the statistics were not asked (every cell is blank then, by default)', () => {
    expect(termsNotInIndex({ method: 'GET', path: '/films/_doc/1/_termvectors' }, terms)).toEqual([]);
    expect(termsNotInIndex({ method: 'GET', path: '/films/_termvectors', body: { term_statistics: false } }, terms)).toEqual([]);
  });
});

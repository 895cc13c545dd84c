import { describe, expect, it } from 'vitest';
import { emptyTermVectorsReason } from './empty-term-vectors';

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

import { describe, expect, it } from 'vitest';
import { storedTermVectorsDoc } from './termvectors-path';

describe('storedTermVectorsDoc', () => {
  it('finds the index and id of the typed and the typeless paths', () => {
    expect(storedTermVectorsDoc('/twitter/tweet/1/_termvectors', undefined)).toEqual({ index: 'twitter', id: '1' });
    expect(storedTermVectorsDoc('/twitter/_doc/1/_termvectors?fields=text', { fields: ['text'] })).toEqual({ index: 'twitter', id: '1' });
    expect(storedTermVectorsDoc('/twitter/_termvectors/1', undefined)).toEqual({ index: 'twitter', id: '1' });
    expect(storedTermVectorsDoc('/my%20index/_doc/a%2Fb/_termvectors', undefined)).toEqual({ index: 'my index', id: 'a/b' });
  });

  it('leaves out artificial documents, _mtermvectors and other paths', () => {
    expect(storedTermVectorsDoc('/twitter/_doc/_termvectors', { doc: { text: 'x' } })).toBeUndefined();
    expect(storedTermVectorsDoc('/twitter/_termvectors', { doc: { text: 'x' } })).toBeUndefined();
    expect(storedTermVectorsDoc('/twitter/_doc/1/_termvectors', { doc: { text: 'x' } })).toBeUndefined();
    expect(storedTermVectorsDoc('/_mtermvectors', { docs: [] })).toBeUndefined();
    expect(storedTermVectorsDoc('/twitter/_search', undefined)).toBeUndefined();
    expect(storedTermVectorsDoc('/twitter/_doc/%E0%A4%A/_termvectors', undefined)).toBeUndefined();
  });
});

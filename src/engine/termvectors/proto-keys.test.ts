import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('names that are special in JavaScript stay plain data', () => {
  it('a term, a field and a source key named __proto__ come back as members', async () => {
    const { req } = testEngine();
    await req('PUT', '/p', { settings: { number_of_shards: 1 } });
    const source = JSON.parse('{"__proto__":"__proto__ constructor","t":"x"}');
    await req('PUT', '/p/_doc/1?refresh=true', source);
    const tv = (await req('GET', '/p/_doc/1/_termvectors?fields=__proto__')).body as AnyBody;
    expect(Object.keys(tv.term_vectors)).toEqual(['__proto__']);
    expect(Object.keys(tv.term_vectors.__proto__.terms)).toEqual(['__proto__', 'constructor']);
    const mapping = (await req('GET', '/p/_mapping')).body as AnyBody;
    expect(Object.keys(mapping.p.mappings._doc.properties)).toContain('__proto__');
    const filtered = (await req('GET', '/p/_doc/1?_source_includes=__proto__')).body as AnyBody;
    expect(Object.keys(filtered._source)).toEqual(['__proto__']);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeWithShared, sharedPath } from '../../../test/support/shared-data';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function twitter() {
  const t = testEngine();
  await t.req('PUT', '/tw', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text' }, tag: { type: 'keyword' }, n: { type: 'long' } } } } });
  await t.req('PUT', '/tw/_doc/1', { text: 'twitter test test test', tag: 'a', n: 1 });
  await t.req('PUT', '/tw/_doc/2', { text: 'another twitter test', tag: 'b', n: 2 });
  await t.req('PUT', '/tw/_doc/3', { text: 'nothing here', tag: 'a', n: 3 });
  await t.req('POST', '/tw/_refresh');
  return t.req;
}

const descriptions = (e: AnyBody): string[] => [e.description, ...e.details.flatMap(descriptions)];

describe('explain trees in Lucene 7.7 words', () => {
  it('a term query: weight → score → idf and tfNorm, values as the score', async () => {
    const req = await twitter();
    const r = (await req('GET', '/tw/_search', { explain: true, query: { match: { text: 'test' } } })).body as AnyBody;
    const hit = r.hits.hits[0];
    expect(hit._shard).toBe('[tw][0]');
    expect(typeof hit._node).toBe('string');
    const e = hit._explanation;
    expect(e.value).toBe(hit._score);
    expect(e.description).toBe('weight(text:test in 0) [PerFieldSimilarity], result of:');
    const score = e.details[0];
    expect(score.description).toBe('score(doc=0,freq=3.0 = termFreq=3.0\n), product of:');
    expect(score.details.map((d: AnyBody) => d.description)).toEqual([
      'idf, computed as log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5)) from:',
      'tfNorm, computed as (freq * (k1 + 1)) / (freq + k1 * (1 - b + b * fieldLength / avgFieldLength)) from:',
    ]);
    const [idf, tfNorm] = score.details;
    expect(idf.details).toEqual([
      { value: 2, description: 'docFreq', details: [] },
      { value: 3, description: 'docCount', details: [] },
    ]);
    expect(tfNorm.details.map((d: AnyBody) => [d.description, d.value])).toEqual([
      ['termFreq=3.0', 3], ['parameter k1', 1.2], ['parameter b', 0.75], ['avgFieldLength', 3], ['fieldLength', 4],
    ]);
  });

  it('a boosted term shows its boost first; a phrase sums its idfs', async () => {
    const req = await twitter();
    const boosted = (await req('GET', '/tw/_search', { explain: true, query: { match: { text: { query: 'test', boost: 2 } } } })).body as AnyBody;
    expect(boosted.hits.hits[0]._explanation.details[0].details[0]).toEqual({ value: 2, description: 'boost', details: [] });
    const phrase = (await req('GET', '/tw/_search', { explain: true, query: { match_phrase: { text: 'twitter test' } } })).body as AnyBody;
    const e = phrase.hits.hits[0]._explanation;
    expect(e.description).toMatch(/^weight\(text:"twitter test" in \d\) \[PerFieldSimilarity\], result of:$/);
    expect(e.details[0].description).toMatch(/freq=1.0 = phraseFreq=1.0\n\), product of:$/);
    expect(e.details[0].details[0].description).toBe('idf(), sum of:');
  });

  it('bool: sum of scoring clauses; filter clauses explained without scores', async () => {
    const req = await twitter();
    const r = (await req('GET', '/tw/_search', { explain: true, query: { bool: { must: [{ match: { text: 'test' } }], should: [{ match: { text: 'another' } }], filter: [{ term: { tag: 'b' } }] } } })).body as AnyBody;
    const e = r.hits.hits[0]._explanation;
    expect(e.description).toBe('sum of:');
    expect(Math.abs(e.value - r.hits.hits[0]._score)).toBeLessThan(1e-6);
    const filter = e.details[2];
    expect(filter.description).toBe('match on required clause, product of:');
    expect(filter.details[0]).toEqual({ value: 0, description: '# clause', details: [] });
    expect(filter.details[1].description).toBe('weight(tag:b in 1) [], result of:');
    expect(filter.details[1].details[0].description).toBe('score(doc=1,freq=1.0), with freq of:');
  });

  it('constant_score, match_all and function_score read as ES prints them', async () => {
    const req = await twitter();
    const cs = (await req('GET', '/tw/_search', { explain: true, query: { constant_score: { filter: { term: { tag: 'a' } }, boost: 3 } } })).body as AnyBody;
    expect(cs.hits.hits[0]._explanation).toEqual({ value: 3, description: 'ConstantScore(tag:a)^3.0', details: [] });
    const all = (await req('GET', '/tw/_search', { explain: true })).body as AnyBody;
    expect(all.hits.hits[0]._explanation).toEqual({ value: 1, description: '*:*', details: [] });
    const fs = (await req('GET', '/tw/_search', { explain: true, query: { function_score: { query: { match: { text: 'test' } }, script_score: { script: { source: '_score * params.f', params: { f: 2 } } } } } })).body as AnyBody;
    const e = fs.hits.hits[0]._explanation;
    expect(e.description).toBe('function score, product of:');
    expect(e.details[1].description).toBe('min of:');
    expect(e.details[1].details[0].description).toBe(`script score function, computed with script:"Script{type=inline, lang='painless', idOrCode='_score * params.f', options={}, params={f=2}}" and parameters: \n{f=2}`);
    expect(e.details[1].details[1]).toEqual({ value: 3.4028235e38, description: 'maxBoost', details: [] });
    expect(e.value).toBe(fs.hits.hits[0]._score);
  });

  it('rescore: only hits inside the window explain the rescore query', async () => {
    const req = await twitter();
    const r = (await req('GET', '/tw/_search', { explain: true, query: { match_all: {} }, rescore: { window_size: 1, query: { rescore_query: { match: { text: 'test' } }, query_weight: 2 } } })).body as AnyBody;
    const [first, second] = r.hits.hits;
    expect(first._explanation.description).toBe('sum of:');
    expect(first._explanation.details[0].details[1]).toEqual({ value: 2, description: 'primaryWeight', details: [] });
    expect(first._explanation.details[1].details[1]).toEqual({ value: 1, description: 'secondaryWeight', details: [] });
    expect(second._explanation.description).toBe('product of:');
    expect(second._explanation.value).toBe(second._score);
  });

  it('the _explain API, typed and typeless, matched or not, and 404 for a missing doc', async () => {
    const req = await twitter();
    const yes = await req('GET', '/tw/_doc/1/_explain', { query: { match: { text: 'test' } } });
    expect(yes.status).toBe(200);
    expect((yes.body as AnyBody).matched).toBe(true);
    expect(Object.keys(yes.body as AnyBody)).toEqual(['_index', '_type', '_id', 'matched', 'explanation']);
    const no = await req('GET', '/tw/_explain/3', { query: { match: { text: 'test' } } });
    expect(no.body).toEqual({ _index: 'tw', _type: '_doc', _id: '3', matched: false, explanation: { value: 0, description: 'no matching term', details: [] } });
    const missing = await req('GET', '/tw/_doc/9/_explain', { query: { match_all: {} } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ _index: 'tw', _type: '_doc', _id: '9', matched: false });
    const bool = (await req('GET', '/tw/_explain/3?q=text:test')).body as AnyBody;
    expect(bool.matched).toBe(false);
  });
});

// The goldens live beside the project (../shared).
describeWithShared(['golden/lucene-7.7/corpus.json', 'golden/lucene-7.7/queries.json'], 'explain over the Lucene goldens', () => {
  it('every golden hit explains to its score, up to the last bits (Lucene computes the explanation separately)', async () => {
    const corpus = JSON.parse(readFileSync(sharedPath('golden/lucene-7.7/corpus.json'), 'utf8'));
    const queries = JSON.parse(readFileSync(sharedPath('golden/lucene-7.7/queries.json'), 'utf8'));
    const { req } = testEngine();
    for (const ix of corpus.indices) {
      await req('PUT', `/${ix.index}`, ix.create_index_body);
      const lines = ix.docs.flatMap((d: AnyBody) => [JSON.stringify({ index: { _id: d._id } }), JSON.stringify(d._source)]);
      await req('POST', `/${ix.index}/_doc/_bulk?refresh=true`, lines.join('\n') + '\n');
    }
    let checked = 0;
    for (const c of queries.cases.slice(0, 60)) {
      const r = (await req('GET', `/${c.index}/_search`, { ...c.request, explain: true })).body as AnyBody;
      for (const h of r.hits.hits) {
        const e = h._explanation;
        expect(Math.abs(e.value - h._score)).toBeLessThanOrEqual(Math.abs(h._score) * 1e-6);
        for (const d of descriptions(e)) expect(d).not.toMatch(/undefined|NaN|\[object/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

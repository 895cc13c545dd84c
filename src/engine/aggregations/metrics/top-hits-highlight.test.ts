// top_hits with `highlight`: the search's highlighter over the search's query, per bucket's hits, written where
// ES's SearchHit writes it (after _source, before sort).
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

async function blog() {
  const { req } = testEngine();
  await req('PUT', '/blog', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { tag: { type: 'keyword' }, title: { type: 'text' }, n: { type: 'long' } } } } });
  const docs = [
    { tag: 'a', title: 'quick brown fox', n: 1 }, { tag: 'a', title: 'lazy dog', n: 2 },
    { tag: 'b', title: 'the quick rabbit', n: 3 }, { tag: 'b', title: 'quick quick quick', n: 4 },
  ];
  const lines = docs.flatMap((d, i) => [JSON.stringify({ index: { _id: String(i) } }), JSON.stringify(d)]);
  await req('POST', '/blog/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return req;
}

describe('top_hits highlight', () => {
  it('highlights each bucket\'s top hits with the search\'s query', async () => {
    const req = await blog();
    const r = (await req('POST', '/blog/_search', {
      size: 0,
      query: { match: { title: 'quick' } },
      aggs: { tags: { terms: { field: 'tag' }, aggs: { top: { top_hits: { size: 1, sort: [{ n: 'asc' }], highlight: { fields: { title: {} } } } } } } },
    })) as { status: number; body: AnyBody };
    expect(r.status).toBe(200);
    const byTag = new Map(r.body.aggregations.tags.buckets.map((b: AnyBody) => [b.key, b.top.hits.hits[0]]));
    const a = byTag.get('a') as AnyBody;
    expect(a.highlight).toEqual({ title: ['<em>quick</em> brown fox'] });
    expect(Object.keys(a)).toEqual(['_index', '_type', '_id', '_score', '_source', 'highlight', 'sort']);
    expect((byTag.get('b') as AnyBody).highlight).toEqual({ title: ['the <em>quick</em> rabbit'] });
  });

  it('a highlight_query and tags of its own; no highlight key when nothing matches', async () => {
    const req = await blog();
    const r = (await req('POST', '/blog/_search', {
      size: 0,
      aggs: { top: { top_hits: { size: 4, sort: ['n'], highlight: { pre_tags: ['['], post_tags: [']'], fields: { title: { highlight_query: { match: { title: 'dog' } } } } } } } },
    })) as { status: number; body: AnyBody };
    const hits = r.body.aggregations.top.hits.hits;
    expect(hits[1].highlight).toEqual({ title: ['lazy [dog]'] });
    expect(hits[0]).not.toHaveProperty('highlight');
  });
});

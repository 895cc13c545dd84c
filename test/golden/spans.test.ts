import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { floatToIntBits } from '../../src/engine/util/float';
import { describeWithShared, sharedPath } from '../support/shared-data';

const dir = sharedPath('golden/lucene-7.7');

/**
 * Span queries against Lucene 7.7's own numbers where the two must agree: a SpanTermQuery scores as the
 * TermQuery (SpanScorer's frequency is the term frequency: each span is 0 wide), and an in-order SpanNearQuery
 * with slop 0 over distinct terms finds exactly the exact phrase's matches (each 0 wide) with the same idf sum,
 * so its ranking is the PhraseQuery's, bit for bit.
 */
describeWithShared(['golden/lucene-7.7/queries.json', 'golden/lucene-7.7/corpus.json'], 'span queries against the Lucene 7.7 goldens', async () => {
  const cases = JSON.parse(readFileSync(resolve(dir, 'queries.json'), 'utf8')).cases as Array<{
    id: string; index: string; category: string; request: { query: Record<string, Record<string, unknown>> }; expected: { total: number; hits: Array<{ _id: string; bits: number }> };
  }>;
  const corpus = JSON.parse(readFileSync(resolve(dir, 'corpus.json'), 'utf8'));
  const engine = createEngine();
  for (const idx of corpus.indices) {
    await engine.request({ method: 'PUT', path: `/${idx.index}`, body: idx.create_index_body });
    const bulk = idx.docs.map((d: { _id: string; _source: unknown }) => `{"index":{"_id":${JSON.stringify(d._id)}}}\n${JSON.stringify(d._source)}\n`).join('');
    await engine.request({ method: 'POST', path: `/${idx.index}/_doc/_bulk?refresh=true`, body: bulk });
  }
  /** The case's field and analysed terms (the text run through the field's analyzer). */
  const terms = async (c: (typeof cases)[number]) => {
    const [kind, spec] = Object.entries(c.request.query)[0];
    const [field, v] = Object.entries(spec)[0];
    const text = typeof v === 'object' && v !== null ? String((v as { query: unknown }).query) : String(v);
    const r = await engine.request({ method: 'GET', path: `/${c.index}/_analyze`, body: { field, text } });
    return { kind, field, v, tokens: (r.body as { tokens: Array<{ token: string }> }).tokens.map((t) => t.token) };
  };
  const run = async (c: (typeof cases)[number], query: unknown) => {
    const r = await engine.request({ method: 'GET', path: `/${c.index}/_search`, body: { query, size: 300 } });
    const hits = (r.body as { hits: { total: number; hits: Array<{ _id: string; _score: number }> } }).hits;
    return { total: hits.total, got: hits.hits.map((h) => `${h._id}:${floatToIntBits(h._score)}`), want: c.expected.hits.map((h) => `${h._id}:${h.bits}`), expectedTotal: c.expected.total };
  };

  const singleTerms: Array<Awaited<ReturnType<typeof run>> & { id: string }> = [];
  const phrases: Array<Awaited<ReturnType<typeof run>> & { id: string }> = [];
  for (const c of cases) {
    const kind0 = Object.keys(c.request.query)[0];
    if (kind0 !== 'match' && kind0 !== 'match_phrase') continue;
    const { kind, field, v, tokens } = await terms(c);
    if (kind === 'match' && tokens.length === 1) singleTerms.push({ id: c.id, ...(await run(c, { span_term: { [field]: tokens[0] } })) });
    const slop = typeof v === 'object' && v !== null ? (v as { slop?: number }).slop ?? 0 : 0;
    if (kind === 'match_phrase' && slop === 0 && tokens.length > 1 && new Set(tokens).size === tokens.length) {
      phrases.push({ id: c.id, ...(await run(c, { span_near: { clauses: tokens.map((t) => ({ span_term: { [field]: t } })), slop: 0, in_order: true } })) });
    }
  }

  it('span_term ranks and scores as the one-term match, bit for bit', () => {
    expect(singleTerms.length).toBeGreaterThan(10);
    for (const r of singleTerms) expect({ id: r.id, total: r.total, hits: r.got }).toEqual({ id: r.id, total: r.expectedTotal, hits: r.want });
  });

  it('an in-order span_near with slop 0 ranks and scores as the exact phrase, bit for bit', () => {
    expect(phrases.length).toBeGreaterThan(10);
    for (const r of phrases) expect({ id: r.id, total: r.total, hits: r.got }).toEqual({ id: r.id, total: r.expectedTotal, hits: r.want });
  });
});

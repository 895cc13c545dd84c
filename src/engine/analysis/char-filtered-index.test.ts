import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('a char-filtered analyzer end to end', () => {
  const settings = {
    analysis: {
      char_filter: { amp: { type: 'mapping', mappings: ['& => and'] } },
      analyzer: { html: { tokenizer: 'standard', char_filter: ['html_strip', 'amp'], filter: ['lowercase'] } },
    },
  };
  const source = '<p>Tom &amp; <b>Jerry</b></p> & friends';

  it('term vector offsets point into the original _source text; search and _analyze use the same chain', async () => {
    const { req } = testEngine();
    const created = await req('PUT', '/h', { settings, mappings: { _doc: { properties: { t: { type: 'text', analyzer: 'html', term_vector: 'with_positions_offsets' } } } } });
    expect(created.status).toBe(200);
    await req('PUT', '/h/_doc/1?refresh=true', { t: source });
    const tv = (await req('GET', '/h/_doc/1/_termvectors?fields=t')).body as AnyBody;
    const terms = tv.term_vectors.t.terms as Record<string, { tokens: Array<{ start_offset: number; end_offset: number }> }>;
    expect(Object.keys(terms).sort()).toEqual(['and', 'friends', 'jerry', 'tom']);
    for (const [term, info] of Object.entries(terms)) {
      for (const tok of info.tokens) {
        const slice = source.slice(tok.start_offset, tok.end_offset);
        // The original text under each token: the word itself, or the markup it was decoded from.
        if (term === 'and') expect(['&amp;', '&']).toContain(slice);
        else expect(slice.toLowerCase().startsWith(term)).toBe(true);
      }
    }
    const analyzed = (await req('POST', '/h/_analyze', { analyzer: 'html', text: source })).body as AnyBody;
    expect(analyzed.tokens.map((t: AnyBody) => t.token)).toEqual(['tom', 'and', 'jerry', 'and', 'friends']);
    const hits = (await req('POST', '/h/_search', { query: { match: { t: '<i>JERRY</i>' } } })).body as AnyBody;
    expect(hits.hits.total).toBe(1);
  });
});

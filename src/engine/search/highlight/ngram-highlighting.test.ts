/**
 * Elasticsearch's analysis-common test of highlighting with ngrams (search.query/30_ngram_highligthing.yml): an
 * ngram tokenizer marks the grams themselves; an ngram token filter keeps each word's offsets, so a gram marks
 * its whole word. Both fields store term vectors, which the unified highlighter reads its offsets from.
 */
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

describe('ngram highlighting (analysis-common)', () => {
  it('marks what each ngram chain indexed', async () => {
    const { req } = testEngine();
    await req('PUT', '/test', {
      settings: {
        number_of_shards: 1,
        number_of_replicas: 0,
        'index.max_ngram_diff': 19,
        analysis: {
          tokenizer: { my_ngramt: { type: 'ngram', min_gram: 1, max_gram: 20, token_chars: 'letter,digit' } },
          filter: { my_ngram: { type: 'ngram', min_gram: 1, max_gram: 20 } },
          analyzer: {
            name2_index_analyzer: { tokenizer: 'whitespace', filter: ['my_ngram'] },
            name_index_analyzer: { tokenizer: 'my_ngramt' },
            name_search_analyzer: { tokenizer: 'whitespace' },
          },
        },
      },
      mappings: { doc: { properties: {
        name: { type: 'text', term_vector: 'with_positions_offsets', analyzer: 'name_index_analyzer', search_analyzer: 'name_search_analyzer' },
        name2: { type: 'text', term_vector: 'with_positions_offsets', analyzer: 'name2_index_analyzer', search_analyzer: 'name_search_analyzer' },
      } } },
    });
    const text = 'logicacmg ehemals avinci - the know how company';
    await req('PUT', '/test/doc/1?refresh=true', { name: text, name2: text });
    const cases: Array<[string, string, string]> = [
      ['name', 'logica m', '<em>logica</em>c<em>m</em>g ehe<em>m</em>als avinci - the know how co<em>m</em>pany'],
      ['name', 'logica ma', '<em>logica</em>cmg ehe<em>ma</em>ls avinci - the know how company'],
      ['name', 'logica', '<em>logica</em>cmg ehemals avinci - the know how company'],
      ['name2', 'logica m', '<em>logicacmg</em> <em>ehemals</em> avinci - the know how <em>company</em>'],
      ['name2', 'logica ma', '<em>logicacmg</em> <em>ehemals</em> avinci - the know how company'],
      ['name2', 'logica', '<em>logicacmg</em> ehemals avinci - the know how company'],
    ];
    for (const [field, query, expected] of cases) {
      const r = await req('GET', '/test/_search', { query: { match: { [field]: { query } } }, highlight: { fields: [{ [field]: {} }] } });
      const body = r.body as AnyBody;
      expect(body.hits.total).toBe(1);
      expect(body.hits.hits[0].highlight[field][0]).toBe(expected);
    }
  });
});

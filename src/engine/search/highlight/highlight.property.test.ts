/**
 * Properties of every highlighter over random texts and queries: a fragment is a piece of the field's text with
 * tags inserted, the tags wrap only matched terms, and there are never more fragments than asked for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'fox', 'dog'];
const SEPARATORS = [' ', ' ', ' ', ', ', '. ', '! ', '\n'];

const text = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS), fc.boolean()), { minLength: 1, maxLength: 60 })
  .map((parts) => parts.map(([w, sep, upper]) => (upper ? w[0].toUpperCase() + w.slice(1) : w) + sep).join('').trim());

/** The fragment without its tags, and the texts the tags wrapped. */
function untag(fragment: string): { plain: string; marked: string[] } {
  const marked: string[] = [];
  const plain = fragment.replace(/<em>(.*?)<\/em>/g, (_, m: string) => {
    marked.push(m);
    return m;
  });
  return { plain, marked };
}

describe('highlighting properties', () => {
  it('fragments are pieces of the text with tags around query terms only, at most number_of_fragments of them', async () => {
    const { req } = testEngine();
    await req('PUT', '/p', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { t: { type: 'text', term_vector: 'with_positions_offsets' }, o: { type: 'text', index_options: 'offsets' }, a: { type: 'text' } } } } });
    let id = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { minLength: 1, maxLength: 3 }),
        fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('unified', 'plain', 'fvh'),
        // Offsets from stored term vectors, from postings, or by analysing the text again (fvh needs the vectors).
        fc.constantFrom('t', 'o', 'a'),
        fc.integer({ min: 18, max: 120 }),
        fc.integer({ min: 0, max: 4 }),
        async (values, terms, type, fieldChoice, fragmentSize, numberOfFragments) => {
          const field = type === 'fvh' ? 't' : fieldChoice;
          const docId = String(++id);
          await req('PUT', `/p/_doc/${docId}?refresh=true`, { [field]: values });
          const r = await req('GET', '/p/_search', {
            query: { bool: { filter: { ids: { values: [docId] } }, should: terms.map((w) => ({ term: { [field]: w } })) } },
            highlight: { type, fields: { [field]: { fragment_size: fragmentSize, number_of_fragments: numberOfFragments } } },
          });
          expect(r.status).toBe(200);
          const fragments: string[] = (r.body as AnyBody).hits.hits[0].highlight?.[field] ?? [];
          const anyMatch = values.some((v) => v.toLowerCase().split(/[^a-z]+/).some((w) => terms.includes(w)));
          expect(fragments.length > 0).toBe(anyMatch);
          if (numberOfFragments > 0) expect(fragments.length).toBeLessThanOrEqual(numberOfFragments);
          const whole = values.join(' ');
          for (const f of fragments) {
            const { plain, marked } = untag(f);
            // fvh takes its fragments from the values joined by spaces; unified and plain from one value.
            if (type === 'fvh') expect(whole).toContain(plain);
            else expect(values.some((v) => v.includes(plain))).toBe(true);
            expect(marked.length).toBeGreaterThan(0);
            for (const m of marked) expect(terms).toContain(m.toLowerCase());
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

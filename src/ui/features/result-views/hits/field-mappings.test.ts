import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../actions/send-request', () => ({ sendRequest: vi.fn() }));
const { factsOf } = await import('./field-mappings');

describe('the mapping of a highlighted field', () => {
  it("reads a field's mapping from 6.8's typed answer and 7.x's typeless one, multi-fields by their full name", () => {
    const typed = { articles: { mappings: { _doc: { 'text.fvh': { full_name: 'text.fvh', mapping: { fvh: { type: 'text', term_vector: 'with_positions_offsets' } } } } } } };
    expect(factsOf(typed, 'text.fvh')).toEqual({ type: 'text', term_vector: 'with_positions_offsets' });
    const typeless = { articles: { mappings: { title: { full_name: 'title', mapping: { title: { type: 'text', index_options: 'offsets' } } } } } };
    expect(factsOf(typeless, 'title')).toEqual({ type: 'text', index_options: 'offsets' });
    expect(factsOf({ articles: { mappings: {} } }, 'title')).toBeUndefined();
  });
});

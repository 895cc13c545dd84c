import type { Doc } from './corpus.ts';

/** The bench's WordNet index: one shard, no refresh until asked, `title` and `body` as standard-analysed text. */
export const WN_INDEX = { settings: { number_of_shards: 1, refresh_interval: -1 }, mappings: { _doc: { properties: { title: { type: 'text' }, body: { type: 'text' } } } } };

/** `_bulk` NDJSON bodies (for `/wn/_doc/_bulk`) of `size` documents each. */
export function bulkBodies(docs: Doc[], size = 5000): string[] {
  const bodies: string[] = [];
  for (let i = 0; i < docs.length; i += size) {
    const lines = docs.slice(i, i + size).flatMap((d) => [JSON.stringify({ index: { _id: d.id } }), JSON.stringify({ title: d.title, body: d.body })]);
    bodies.push(lines.join('\n') + '\n');
  }
  return bodies;
}

// Generates the gallery's larger data set, public/samples/data/kjv.ndjson: 4,958 verses of the King James
// Version (public domain) — Genesis, Ruth, Psalms and John — as a Searchpad index export (a first line with
// the index's settings and mappings, then `_bulk` lines). Reads the text with Debian's `bible` program
// (packages bible-kjv and bible-kjv-text); the file it writes is committed, so nothing else needs them.
// Run: node scripts/gen-kjv-sample.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const BOOKS = [
  ['Genesis', 50],
  ['Ruth', 4],
  ['Psalms', 150],
  ['John', 21],
];
const INDEX = 'kjv';

const header = {
  searchpad_export: {
    version: 1,
    index: INDEX,
    create: {
      settings: { index: { number_of_shards: '1', number_of_replicas: '0' } },
      mappings: {
        _doc: {
          properties: {
            book: { type: 'keyword' },
            chapter: { type: 'integer' },
            verse: { type: 'integer' },
            reference: { type: 'keyword' },
            text: { type: 'text', term_vector: 'with_positions_offsets' },
          },
        },
      },
      aliases: {},
    },
  },
};

const lines = [JSON.stringify(header)];
let n = 0;
for (const [book, chapters] of BOOKS) {
  const out = execFileSync('bible', ['-f', `${book}1:1-${chapters}:999`], { encoding: 'utf8', maxBuffer: 64 << 20 });
  for (const line of out.split('\n')) {
    // "Ge1:1 In the beginning God created the heaven and the earth."
    const m = /^[1-3]?[A-Za-z]+(\d+):(\d+) (.*)$/.exec(line.trim());
    if (!m) continue;
    const [chapter, verse, text] = [Number(m[1]), Number(m[2]), m[3].trim()];
    const id = `${book.toLowerCase()}-${chapter}-${verse}`;
    lines.push(JSON.stringify({ index: { _index: INDEX, _type: '_doc', _id: id } }));
    lines.push(JSON.stringify({ book, chapter, verse, reference: `${book} ${chapter}:${verse}`, text }));
    n++;
  }
}
mkdirSync('public/samples/data', { recursive: true });
writeFileSync('public/samples/data/kjv.ndjson', lines.join('\n') + '\n');
console.log(`${n} verses`);

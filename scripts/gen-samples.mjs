// Generates the examples gallery under public/samples/: one Console buffer per documented example of the
// term vectors, from/size and rescore reference pages (../shared/conformance/doc-examples.json, Apache-2.0
// data from Elasticsearch 6.8's docs), each with the data it needs, plus an index.json listing them.
// Run: node scripts/gen-samples.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const examples = JSON.parse(readFileSync('../shared/conformance/doc-examples.json', 'utf8'));

function consoleText(requests) {
  return requests
    .map((r) => {
      let head = `${r.method} ${r.path}`;
      if (r.body === undefined || r.body === null) return head;
      if (typeof r.body === 'string') return `${head}\n${r.body.trim()}`;
      if (Array.isArray(r.body)) return `${head}\n${r.body.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n')}`;
      return `${head}\n${JSON.stringify(r.body, null, 2)}`;
    })
    .join('\n\n') + '\n';
}

// Data the docs do not ship: a few users' tweets for from/size, a few movie plots for the tf-idf filter.
const tweets = Array.from({ length: 24 }, (_, i) => ({ user: i % 3 === 0 ? 'kimchy' : i % 3 === 1 ? 'elastic' : 'someone', message: `tweet number ${i + 1} about ${['search', 'term vectors', 'rescoring'][i % 3]}` }));
const plots = [
  'A billionaire industrialist builds an armored suit to escape captivity and fight evil.',
  'A young farm boy joins a rebellion to save a princess from an evil empire.',
  'An industrialist family hides a secret while a storm floods their small town.',
  'A retired detective takes one last case in a city run by a wealthy crime boss.',
  'Two friends build a robot that decides to fight for the rights of machines.',
  'A stark winter forces a village to share its food with strangers from the north.',
];
const extraData = {
  'search: from and size in the request body': [
    { method: 'PUT', path: '/tweets', body: { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { user: { type: 'keyword' }, message: { type: 'text' } } } } } },
    { method: 'POST', path: '/tweets/_doc/_bulk?refresh=true', body: tweets.flatMap((t, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify(t)]).join('\n') + '\n' },
  ],
  'termvectors: terms filtering by tf-idf (imdb corpus)': [
    { method: 'PUT', path: '/imdb', body: { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { plot: { type: 'text' } } } } } },
    { method: 'POST', path: '/imdb/_doc/_bulk?refresh=true', body: plots.flatMap((p, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify({ plot: p })]).join('\n') + '\n' },
  ],
};

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const index = [];
for (const ex of examples) {
  const requests = [...(extraData[ex.name] ?? []), ...ex.requests];
  // Start clean, so an example can be run again: delete the indices it creates (404 the first time).
  const created = [...new Set(requests.filter((r) => r.method === 'PUT' && /^\/[^/_?][^/?]*\/?$/.test(r.path)).map((r) => r.path.replace(/\//g, '')))];
  const prelude = created.map((name) => ({ method: 'DELETE', path: `/${name}` }));
  const id = slug(ex.name);
  writeFileSync(`public/samples/${id}.txt`, consoleText([...prelude, ...requests]));
  index.push({ id, title: ex.name, source: ex.source.replace(/ \(block.*$/, ''), notes: ex.notes ?? '' });
}
writeFileSync('public/samples/index.json', JSON.stringify(index, null, 2) + '\n');
console.log(`${index.length} samples`);

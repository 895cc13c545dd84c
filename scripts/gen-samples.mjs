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

/** Starts clean, so an example can be run again: deletes the indices it creates first (404 the first time). */
function startingClean(requests) {
  const created = [...new Set(requests.filter((r) => r.method === 'PUT' && /^\/[^/_?][^/?]*\/?$/.test(r.path)).map((r) => r.path.replace(/\//g, '')))];
  return [...created.map((name) => ({ method: 'DELETE', path: `/${name}` })), ...requests];
}

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const index = [];
for (const ex of examples) {
  const requests = [...(extraData[ex.name] ?? []), ...ex.requests];
  const id = slug(ex.name);
  writeFileSync(`public/samples/${id}.txt`, consoleText(startingClean(requests)));
  index.push({ id, title: ex.name, source: ex.source.replace(/ \(block.*$/, ''), notes: ex.notes ?? '' });
}
// The Profile API and deep paging: the 6.8 reference's own requests where it has them (the Profile API page's
// first example on the docs' twitter fixture; search_after's sort with a tiebreaker; scroll's first request and
// clearing it), on data the gallery ships.
const twitterSetup = examples[0].requests.filter((r) => r.role === 'setup');
const extraExamples = [
  {
    name: 'profile: Profile API on a match query (twitter fixture)',
    source: 'docs/reference/search/profile.asciidoc',
    notes: "The Profile API page's first example (TEST[setup:twitter]): the match query on message becomes a BooleanQuery of two TermQuery clauses; the Search Profiler view draws each node's share of the shard's time, its breakdown, the rewrite time and the collectors. The second request adds a rescore and an aggregation: the rescore query is a second tree of the same search, the terms aggregation has its own profile.",
    requests: [
      ...twitterSetup,
      { method: 'GET', path: '/twitter/_search', body: { profile: true, query: { match: { message: 'some number' } } } },
      {
        method: 'GET',
        path: '/twitter/_search',
        body: {
          profile: true,
          query: { bool: { should: [{ match: { message: 'some' } }, { match: { message: 'number' } }] } },
          rescore: { window_size: 3, query: { rescore_query: { match_phrase: { message: 'the number' } } } },
          aggs: { users: { terms: { field: 'user' } } },
        },
      },
    ],
  },
  {
    name: 'search_after and scroll: deep paging over tweets',
    source: 'docs/reference/search/request/search-after.asciidoc, docs/reference/search/request/scroll.asciidoc',
    notes: 'Deep paging three ways. A scroll (scroll=1m) keeps a point-in-time view of the index per shard until its keep-alive ends; it is cleared here with DELETE /_search/scroll/_all. search_after pages with the sort values of the last hit of the previous page; the sort ends with a unique tiebreaker (_id) so no two hits share all their values. On a search answer, the Paging view walks three pages of ten by from/size, search_after and scroll side by side and checks they give the same documents in the same order.',
    requests: [
      ...extraData['search: from and size in the request body'],
      { method: 'POST', path: '/tweets/_search?scroll=1m', body: { size: 5, query: { match: { message: 'tweet' } }, sort: ['_doc'] } },
      { method: 'DELETE', path: '/_search/scroll/_all' },
      { method: 'GET', path: '/tweets/_search', body: { size: 5, query: { match: { message: 'tweet' } }, sort: [{ user: 'asc' }, { _id: 'asc' }] } },
      { method: 'GET', path: '/tweets/_search', body: { size: 5, query: { match: { message: 'tweet' } }, search_after: ['elastic', '20'], sort: [{ user: 'asc' }, { _id: 'asc' }] } },
    ],
  },
  {
    name: 'query_string and simple_query_string: Lucene query syntax over tweets',
    source: 'docs/reference/query-dsl/query-string-query.asciidoc, docs/reference/query-dsl/simple-query-string-query.asciidoc, docs/reference/search/uri-request.asciidoc',
    notes: "The query string syntax of the 6.8 reference's query_string page on the tweets: fields and boosts, AND/OR/NOT and grouping, phrases with slop, prefix and regexp terms, ranges; the same syntax in the URL's q= parameter (df, default_operator); _validate/query?explain=true shows the Lucene query it becomes; simple_query_string reads its smaller syntax and never fails, while a query_string syntax error (the fourth request) is a 400 query_shard_exception caused by Lucene's ParseException.",
    requests: [
      ...extraData['search: from and size in the request body'],
      { method: 'GET', path: '/tweets/_search', body: { query: { query_string: { default_field: 'message', query: '(search OR rescoring) AND tweet' } } } },
      { method: 'GET', path: '/tweets/_search', body: { query: { query_string: { fields: ['message^2', 'user'], query: 'kimchy AND "number about"~3 -rescoring' } } } },
      { method: 'GET', path: '/tweets/_search', body: { query: { query_string: { query: 'message:resc* OR message:/vec.*/ OR user:[elastic TO kimchy}' } } } },
      { method: 'GET', path: '/tweets/_search', body: { query: { query_string: { query: 'message:(search' } } } },
      { method: 'GET', path: '/tweets/_validate/query?explain=true', body: { query: { query_string: { fields: ['message', 'user'], query: 'term vectors AND user:kimchy' } } } },
      { method: 'GET', path: '/tweets/_search?q=message:%22term%20vectors%22%20OR%20search&default_operator=AND' },
      { method: 'GET', path: '/tweets/_search', body: { query: { simple_query_string: { fields: ['message'], query: '"term vectors" | search -rescoring', default_operator: 'and' } } } },
    ],
  },
];
for (const ex of extraExamples) {
  const id = slug(ex.name);
  writeFileSync(`public/samples/${id}.txt`, consoleText(startingClean(ex.requests)));
  index.push({ id, title: ex.name, source: ex.source, notes: ex.notes });
}
// The larger data set for search: 4,958 verses of the King James Version (public domain), generated by
// scripts/gen-kjv-sample.mjs; the gallery imports it when this example is loaded.
const kjv = [
  { method: 'GET', path: '/kjv/_count' },
  { method: 'GET', path: '/kjv/_analyze', body: { analyzer: 'standard', text: 'In the beginning was the Word, and the Word was with God.' } },
  { method: 'GET', path: '/kjv/_doc/psalms-23-1/_termvectors?term_statistics=true&field_statistics=true' },
  { method: 'GET', path: '/kjv/_doc/john-3-16/_explain', body: { query: { match: { text: 'god so loved the world' } } } },
  { method: 'GET', path: '/kjv/_search', body: { query: { match: { text: 'light in the darkness' } }, from: 0, size: 10 } },
  { method: 'GET', path: '/kjv/_search', body: { query: { match: { text: 'light in the darkness' } }, from: 10, size: 10 } },
  { method: 'GET', path: '/kjv/_search', body: { query: { match_phrase: { text: 'the lord is my shepherd' } } } },
  {
    method: 'GET',
    path: '/kjv/_search',
    body: {
      query: { match: { text: 'lord shepherd' } },
      rescore: { window_size: 50, query: { rescore_query: { match_phrase: { text: { query: 'lord is my shepherd', slop: 2 } } }, query_weight: 0.7, rescore_query_weight: 1.2 } },
    },
  },
  {
    method: 'GET',
    path: '/kjv/_search',
    body: {
      query: { match: { text: 'love world' } },
      rescore: [
        { window_size: 100, query: { rescore_query: { match_phrase: { text: { query: 'loved the world', slop: 2 } } }, query_weight: 0.7, rescore_query_weight: 1.2 } },
        { window_size: 10, query: { score_mode: 'multiply', rescore_query: { function_score: { script_score: { script: { source: 'Math.log10(doc.verse.value + 2)' } } } } } },
      ],
    },
  },
];
writeFileSync('public/samples/search-king-james-bible-verses.txt', consoleText(kjv));
index.push({
  id: 'search-king-james-bible-verses',
  title: 'rescore and search: 4,958 King James Bible verses (term vectors, pages, phrases, rescorers)',
  source: 'King James Version (public domain): Genesis, Ruth, Psalms and John',
  notes: 'A larger data set for search: index kjv (one shard; book, chapter, verse, reference, and text with term vectors with positions and offsets), imported from samples/data/kjv.ndjson when the example is loaded, unless an index kjv is already there.',
  data: 'data/kjv.ndjson',
});
// Highlighting, after the 6.8 reference's highlighting page (docs/reference/search/request/highlighting.asciidoc):
// its requests (the default unified highlighter, a highlighter per field, fragment sizes, styled tags,
// highlight_query, order: score, no_match_size, the fvh's matched_fields) on a few documents of our own.
const comments = [
  { user: 'kimchy', content: 'Elasticsearch was started by kimchy. The quick brown fox jumps over the lazy dog. kimchy wrote the first highlighter.', comment: 'The fast vector highlighter needs term vectors with positions and offsets; the unified highlighter can also read offsets from postings.' },
  { user: 'elastic', content: 'Highlighting shows the fragments of a document that matched: kimchy likes them short.', comment: 'A sentence about running and runners, and a runner who ran.' },
];
const highlighting = [
  { method: 'DELETE', path: '/highlighting' },
  {
    method: 'PUT',
    path: '/highlighting',
    body: {
      settings: { number_of_shards: 1 },
      mappings: { _doc: { properties: {
        user: { type: 'keyword' },
        content: { type: 'text', index_options: 'offsets' },
        comment: { type: 'text', term_vector: 'with_positions_offsets', fields: { plain: { type: 'text', analyzer: 'whitespace', term_vector: 'with_positions_offsets' } } },
      } } },
    },
  },
  { method: 'POST', path: '/highlighting/_doc/_bulk?refresh=true', body: comments.flatMap((c, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify(c)]).join('\n') + '\n' },
  { method: 'GET', path: '/highlighting/_search', body: { query: { match: { content: 'kimchy' } }, highlight: { fields: { content: {} } } } },
  { method: 'GET', path: '/highlighting/_search', body: { query: { match: { comment: 'highlighter offsets' } }, highlight: { fields: { comment: { type: 'plain', fragment_size: 40, number_of_fragments: 2 } } } } },
  { method: 'GET', path: '/highlighting/_search', body: { query: { match_phrase: { comment: 'term vectors' } }, highlight: { tags_schema: 'styled', fields: { comment: { type: 'fvh', fragment_size: 50, number_of_fragments: 3 } } } } },
  { method: 'GET', path: '/highlighting/_search', body: { query: { match: { content: 'kimchy' } }, highlight: { order: 'score', fields: { content: { fragment_size: 40, number_of_fragments: 2 } } } } },
  { method: 'GET', path: '/highlighting/_search', body: { query: { match: { user: 'kimchy' } }, highlight: { fields: { content: { number_of_fragments: 0, highlight_query: { bool: { should: [{ match: { content: 'quick fox' } }, { prefix: { content: 'high' } }] } } }, comment: { no_match_size: 30 } } } } },
  { method: 'GET', path: '/highlighting/_search', body: { query: { match: { 'comment.plain': 'running' } }, highlight: { fields: { comment: { type: 'fvh', matched_fields: ['comment', 'comment.plain'] } } } } },
];
writeFileSync('public/samples/search-highlighting-unified-plain-and-fvh.txt', consoleText(highlighting));
index.push({
  id: 'search-highlighting-unified-plain-and-fvh',
  title: 'search: highlighting with the unified, plain and fvh highlighters',
  source: 'docs/reference/search/request/highlighting.asciidoc',
  notes: "The highlighting reference's requests on two documents of our own: the default (unified) highlighter reading offsets from postings (content has index_options offsets), the plain highlighter re-analysing the text, the fast vector highlighter on stored term vectors (a phrase marked as one span, styled tags numbered per query term), order: score, number_of_fragments 0 with a highlight_query, no_match_size, and matched_fields combining a field and its whitespace-analysed subfield. The Hits view shows each hit's fragments with the highlighter and the offsets it used.",
});

// more_like_this and the validate API, transcribed from the 6.8 reference (query-dsl/mlt-query.asciidoc,
// search/validate.asciidoc), with data the docs do not ship: a dozen movies in the documented imdb mapping.
const movies = [
  ['The Terminator', 'A cyborg assassin is sent back in time to kill Sarah Connor, once upon a time a waitress.', 'action sci-fi'],
  ['Terminator 2', 'Once upon a time in the future, machines rule; a reprogrammed cyborg protects young John Connor.', 'action sci-fi'],
  ['Cinderella', 'Once upon a time a kind young woman, mistreated by her stepmother, meets a prince at a royal ball.', 'fairy tale'],
  ['Snow White', 'Once upon a time a princess hides from her jealous stepmother, the queen, with seven dwarfs.', 'fairy tale'],
  ['Sleeping Beauty', 'Once upon a time a princess is cursed by a wicked fairy to sleep until a prince wakes her.', 'fairy tale'],
  ['Once Upon a Time in the West', 'A mysterious harmonica player seeks revenge on a hired gun in a time of railroads.', 'western'],
  ['Once Upon a Time in America', 'Gangsters who grew up together in New York meet again after a long time.', 'crime drama'],
  ['Back to the Future', 'A teenager travels back in time in a car built by an eccentric scientist.', 'sci-fi comedy'],
  ['Looper', 'Assassins kill targets sent back in time, until one is his own future self.', 'sci-fi action'],
  ['The Princess Bride', 'A grandfather reads a tale of a princess, a farm boy and true love, once upon a time.', 'fairy tale adventure'],
  ['Groundhog Day', 'A weatherman lives the same day again and again, once upon a time in a small town.', 'comedy'],
  ['Ella Enchanted', 'A young woman cursed by a fairy with obedience sets out to break the spell.', 'fairy tale comedy'],
];
const mltExample = [
  { method: 'DELETE', path: '/imdb' },
  {
    method: 'PUT',
    path: '/imdb',
    body: {
      settings: { number_of_shards: 1 },
      mappings: {
        movies: {
          properties: {
            title: { type: 'text', term_vector: 'yes' },
            description: { type: 'text' },
            tags: { type: 'text', fields: { raw: { type: 'text', analyzer: 'keyword', term_vector: 'yes' } } },
          },
        },
      },
    },
  },
  { method: 'POST', path: '/imdb/movies/_bulk?refresh=true', body: movies.flatMap(([title, description, tags], i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify({ title, description, tags })]).join('\n') + '\n' },
  { method: 'GET', path: '/_search', body: { query: { more_like_this: { fields: ['title', 'description'], like: 'Once upon a time', min_term_freq: 1, max_query_terms: 12 } } } },
  {
    method: 'GET',
    path: '/_search',
    body: {
      query: {
        more_like_this: {
          fields: ['title', 'description'],
          like: [{ _index: 'imdb', _type: 'movies', _id: '1' }, { _index: 'imdb', _type: 'movies', _id: '2' }, 'and potentially some more text here as well'],
          min_term_freq: 1,
          max_query_terms: 12,
        },
      },
    },
  },
];
writeFileSync('public/samples/more-like-this-like-texts-and-documents-imdb-movies.txt', consoleText(mltExample));
index.push({
  id: 'more-like-this-like-texts-and-documents-imdb-movies',
  title: 'more_like_this: like texts and documents (imdb movies)',
  source: 'docs/reference/query-dsl/mlt-query.asciidoc',
  notes: "The reference's mapping for index imdb (type movies: title with term vectors, description, tags with a keyword-analyzed raw sub-field) and its first two searches, run over a dozen movie plots the docs do not ship. min_doc_freq stays at its default (5): only words in at least five plots can be chosen, so 'once', 'upon' and 'time' are. The More like this view lists the terms each shard's rewrite chose (from _validate/query?rewrite=true) with their tf-idf (from the term vectors filter).",
});
const validateExample = [
  { method: 'DELETE', path: '/twitter' },
  {
    method: 'PUT',
    path: '/twitter/_doc/_bulk?refresh',
    body: [
      '{"index":{"_id":1}}',
      '{"user" : "kimchy", "post_date" : "2009-11-15T14:12:12", "message" : "trying out Elasticsearch"}',
      '{"index":{"_id":2}}',
      '{"user" : "kimchi", "post_date" : "2009-11-15T14:12:13", "message" : "My username is similar to @kimchy!"}',
    ].join('\n') + '\n',
  },
  { method: 'GET', path: '/twitter/_validate/query?q=user:foo' },
  { method: 'GET', path: '/twitter/_doc/_validate/query?explain=true', body: { query: { bool: { must: { match: { message: 'trying elasticsearch' } }, filter: { term: { user: 'kimchy' } } } } } },
  { method: 'GET', path: '/twitter/_doc/_validate/query?explain=true', body: { query: { no_such_query: {} } } },
  { method: 'GET', path: '/twitter/_doc/_validate/query?rewrite=true', body: { query: { more_like_this: { like: { _id: '2' }, boost_terms: 1 } } } },
  { method: 'GET', path: '/twitter/_doc/_validate/query?rewrite=true&all_shards=true', body: { query: { more_like_this: { fields: ['message'], like: 'elasticsearch username similar', min_term_freq: 1, min_doc_freq: 1, boost_terms: 1 } } } },
];
writeFileSync('public/samples/validate-explain-and-rewrite-twitter.txt', consoleText(validateExample));
index.push({
  id: 'validate-explain-and-rewrite-twitter',
  title: 'validate: explain and rewrite (twitter)',
  source: 'docs/reference/search/validate.asciidoc',
  notes: "The reference's two tweets and its ?q= and rewrite (more_like_this with boost_terms) requests. Its query_string and fuzzy match examples are replaced by a bool of match and term, and by an unknown query (valid: false, with the parsing error under explain), since Searchpad does not implement query_string or fuzziness yet. With two documents and MLT's defaults (min_term_freq 2, min_doc_freq 5) nothing is chosen; the last request lowers them so the rewrite lists the terms with their boosts, per shard.",
});
// Span queries and terms_set, after the 6.8 reference's pages (query-dsl/span-near-query.asciidoc,
// span-*-query.asciidoc, terms-set-query.asciidoc): their own requests, on sentences of our own for the spans.
const sentences = [
  'the quick brown fox jumps over the lazy dog',
  'a quick fox and a lazy dog became friends',
  'the dog was lazy but the fox was quick',
  'quick thinking saved the brown fox from the dog',
];
const spanExample = [
  { method: 'DELETE', path: '/spans' },
  { method: 'PUT', path: '/spans', body: { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text' } } } } } },
  { method: 'POST', path: '/spans/_doc/_bulk?refresh=true', body: sentences.flatMap((text, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify({ text })]).join('\n') + '\n' },
  { method: 'GET', path: '/spans/_search', body: { explain: true, query: { span_near: { clauses: [{ span_term: { text: 'quick' } }, { span_term: { text: 'fox' } }], slop: 1, in_order: true } } } },
  { method: 'GET', path: '/spans/_search', body: { query: { span_first: { match: { span_term: { text: 'quick' } }, end: 3 } } } },
  { method: 'GET', path: '/spans/_search', body: { query: { span_not: { include: { span_term: { text: 'fox' } }, exclude: { span_near: { clauses: [{ span_term: { text: 'brown' } }, { span_term: { text: 'fox' } }], slop: 0, in_order: true } } } } } },
  { method: 'GET', path: '/spans/_search', body: { query: { span_containing: { little: { span_term: { text: 'fox' } }, big: { span_near: { clauses: [{ span_term: { text: 'quick' } }, { span_term: { text: 'dog' } }], slop: 5, in_order: true } } } } } },
  { method: 'GET', path: '/spans/_search', body: { profile: true, query: { span_near: { clauses: [{ span_multi: { match: { prefix: { text: 'qui' } } } }, { span_or: { clauses: [{ span_term: { text: 'fox' } }, { span_term: { text: 'dog' } }] } }], slop: 2, in_order: true } } } },
  { method: 'GET', path: '/spans/_search', body: { query: { span_near: { clauses: [{ span_term: { text: 'quick' } }, { span_term: { text: 'fox' } }, { span_term: { text: 'dog' } }], slop: 12, in_order: false } }, highlight: { fields: { text: {} } } } },
];
writeFileSync('public/samples/span-queries-span-near-and-friends.txt', consoleText(spanExample));
index.push({
  id: 'span-queries-span-near-and-friends',
  title: 'span queries: span_near and friends',
  source: 'docs/reference/query-dsl/span-near-query.asciidoc',
  notes: "Four sentences of our own. An in-order span_near explained (its idf is the sum of the terms' idfs, its frequency the sum of 1/(1 + width) over the spans), span_first, span_not, span_containing, a span_multi prefix inside a span_near with the Profile API (SpanNearQuery), and last the span_near reference example (three span_term clauses, slop 12, in_order false), highlighted: only the occurrences inside a matching span are marked.",
});
const termsSetExample = [
  { method: 'DELETE', path: '/my-index' },
  { method: 'PUT', path: '/my-index', body: { mappings: { _doc: { properties: { required_matches: { type: 'long' } } } } } },
  { method: 'PUT', path: '/my-index/_doc/1?refresh', body: { codes: ['ghi', 'jkl'], required_matches: 2 } },
  { method: 'PUT', path: '/my-index/_doc/2?refresh', body: { codes: ['def', 'ghi'], required_matches: 2 } },
  { method: 'GET', path: '/my-index/_search', body: { query: { terms_set: { codes: { terms: ['abc', 'def', 'ghi'], minimum_should_match_field: 'required_matches' } } } } },
  { method: 'GET', path: '/my-index/_search', body: { query: { terms_set: { codes: { terms: ['abc', 'def', 'ghi'], minimum_should_match_script: { source: "Math.min(params.num_terms, doc['required_matches'].value)" } } } } } },
];
writeFileSync('public/samples/terms-set-minimum-should-match-from-a-field-or-a-script.txt', consoleText(termsSetExample));
index.push({
  id: 'terms-set-minimum-should-match-from-a-field-or-a-script',
  title: 'terms_set: minimum should match from a field or a script',
  source: 'docs/reference/query-dsl/terms-set-query.asciidoc',
  notes: "The terms_set reference's example: two documents with codes and a required_matches number; the first search reads each document's minimum from that field, the second from a Painless script (params.num_terms is the number of terms). Only document 2 holds two of abc, def and ghi. Its score is the sum of its matching term queries (Lucene's CoveringQuery).",
});
// Geo aggregations and queries, auto_date_histogram and scripted_metric: the 6.8 reference's museums (geo_bounds,
// geo_centroid, geo_distance, geohash_grid pages) and ledger (scripted_metric page) examples, on their own data.
const museums = [
  { location: '52.374081,4.912350', city: 'Amsterdam', name: 'NEMO Science Museum', opened: '1997-06-04' },
  { location: '52.369219,4.901618', city: 'Amsterdam', name: 'Museum Het Rembrandthuis', opened: '1911-06-10' },
  { location: '52.371667,4.914722', city: 'Amsterdam', name: 'Nederlands Scheepvaartmuseum', opened: '1973-10-01' },
  { location: '51.222900,4.405200', city: 'Antwerp', name: 'Letterenhuis', opened: '1933-03-15' },
  { location: '48.861111,2.336389', city: 'Paris', name: 'Musée du Louvre', opened: '1793-08-10' },
  { location: '48.860000,2.327000', city: 'Paris', name: "Musée d'Orsay", opened: '1986-12-01' },
];
const ledger = [
  { type: 'sale', amount: 80 }, { type: 'cost', amount: 10 }, { type: 'cost', amount: 30 }, { type: 'sale', amount: 130 },
];
const geoAndScripted = [
  { method: 'PUT', path: '/museums', body: { mappings: { _doc: { properties: { location: { type: 'geo_point' }, city: { type: 'keyword' }, name: { type: 'text' }, opened: { type: 'date' } } } } } },
  { method: 'POST', path: '/museums/_doc/_bulk?refresh=true', body: museums.flatMap((m, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify(m)]).join('\n') + '\n' },
  { method: 'POST', path: '/museums/_search?size=0', body: { query: { match: { name: 'musée' } }, aggs: { viewport: { geo_bounds: { field: 'location', wrap_longitude: true } } } } },
  { method: 'POST', path: '/museums/_search?size=0', body: { aggs: { cities: { terms: { field: 'city' }, aggs: { centroid: { geo_centroid: { field: 'location' } } } } } } },
  { method: 'POST', path: '/museums/_search?size=0', body: { aggs: { rings_around_amsterdam: { geo_distance: { field: 'location', origin: '52.3760, 4.894', ranges: [{ to: 100000 }, { from: 100000, to: 300000 }, { from: 300000 }] } } } } },
  { method: 'POST', path: '/museums/_search?size=0', body: { aggs: { grid: { geohash_grid: { field: 'location', precision: 3 } } } } },
  { method: 'POST', path: '/museums/_search', body: { query: { bool: { filter: { geo_distance: { distance: '200km', location: { lat: 52.376, lon: 4.894 } } } } } } },
  { method: 'POST', path: '/museums/_search', body: { query: { geo_bounding_box: { location: { top_left: { lat: 49, lon: 2 }, bottom_right: { lat: 48, lon: 3 } } } } } },
  { method: 'POST', path: '/museums/_search?size=0', body: { aggs: { opened: { auto_date_histogram: { field: 'opened', buckets: 5 } } } } },
  { method: 'PUT', path: '/ledger', body: { mappings: { _doc: { properties: { type: { type: 'keyword' }, amount: { type: 'long' } } } } } },
  { method: 'POST', path: '/ledger/_doc/_bulk?refresh=true', body: ledger.flatMap((l) => [JSON.stringify({ index: {} }), JSON.stringify(l)]).join('\n') + '\n' },
  {
    method: 'POST',
    path: '/ledger/_search?size=0',
    body: {
      aggs: {
        profit: {
          scripted_metric: {
            init_script: 'state.transactions = []',
            map_script: "state.transactions.add(doc.type.value == 'sale' ? doc.amount.value : -1 * doc.amount.value)",
            combine_script: 'double profit = 0; for (t in state.transactions) { profit += t } return profit',
            reduce_script: 'double profit = 0; for (a in states) { profit += a } return profit',
          },
        },
      },
    },
  },
];
writeFileSync('public/samples/aggregations-geo-auto-date-histogram-and-scripted-metric.txt', consoleText(startingClean(geoAndScripted)));
index.push({
  id: 'aggregations-geo-auto-date-histogram-and-scripted-metric',
  title: 'aggregations: geo, auto_date_histogram and scripted_metric (museums, ledger)',
  source: 'docs/reference/aggregations/metrics/geobounds-aggregation.asciidoc, geocentroid-aggregation.asciidoc, bucket/geodistance-aggregation.asciidoc, bucket/geohashgrid-aggregation.asciidoc, metrics/scripted-metric-aggregation.asciidoc',
  notes: "The reference's museums: the viewport of the two Paris museums (coordinates as ES returns them, quantized to 32 bits each), each city's centroid, rings around Amsterdam, geohash cells, then the geo_distance and geo_bounding_box queries and an auto_date_histogram of opening dates (5 buckets: the rounding climbs to years and merges consecutive ones; the answer says the interval). Last, the scripted_metric page's profit over a ledger, with init, map, combine and reduce scripts.",
});
writeFileSync('public/samples/index.json', JSON.stringify(index, null, 2) + '\n');
console.log(`${index.length} samples`);

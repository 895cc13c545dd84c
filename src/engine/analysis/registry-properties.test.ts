import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Analyzer } from './analyzer';
import { runCharFilters } from './char-filters/offset-map';
import { installAnalysisScripts } from '../rest/analysis-scripts';
import { buildIndexAnalysis } from './registry';
import type { Token } from './token';

/**
 * The analysis properties of issue 24, for every tokenizer, token filter and char filter the registry builds:
 * offsets lie within the original text, start offsets do not go back (Lucene's indexing chain refuses offsets
 * that do), the text under a token's offsets is what the char filters turned into it, and a value analysed in
 * pieces (the engine's cooperative cut) gives the tokens of the whole.
 *
 * The names tried are Elasticsearch 6.8's (its analysis-common module and core analysis) together with every
 * name the analysis sources dispatch on, so a component added to the registry is tested here without anyone
 * listing it; one that does not build must be named below with the reason.
 */

const ES_TOKENIZERS = ['standard', 'classic', 'edge_ngram', 'edgeNGram', 'keyword', 'letter', 'lowercase', 'ngram', 'nGram', 'path_hierarchy', 'PathHierarchy',
  'pattern', 'simple_pattern', 'simple_pattern_split', 'char_group', 'thai', 'uax_url_email', 'whitespace'];
const ES_FILTERS = ['standard', 'shingle', 'stop', 'hunspell', 'apostrophe', 'arabic_normalization', 'arabic_stem', 'asciifolding', 'bengali_normalization',
  'brazilian_stem', 'cjk_bigram', 'cjk_width', 'classic', 'common_grams', 'condition', 'czech_stem', 'decimal_digit', 'delimited_payload', 'delimited_payload_filter',
  'dictionary_decompounder', 'dutch_stem', 'edge_ngram', 'edgeNGram', 'elision', 'fingerprint', 'flatten_graph', 'french_stem', 'german_normalization', 'german_stem',
  'hindi_normalization', 'hyphenation_decompounder', 'indic_normalization', 'keep', 'keep_types', 'keyword_marker', 'keyword_repeat', 'kstem', 'length', 'limit',
  'lowercase', 'min_hash', 'multiplexer', 'ngram', 'nGram', 'pattern_capture', 'pattern_replace', 'persian_normalization', 'porter_stem', 'predicate_token_filter',
  'remove_duplicates', 'reverse', 'russian_stem', 'scandinavian_folding', 'scandinavian_normalization', 'serbian_normalization', 'snowball', 'sorani_normalization',
  'stemmer', 'stemmer_override', 'synonym', 'synonym_graph', 'trim', 'truncate', 'type_as_payload', 'unique', 'uppercase', 'word_delimiter', 'word_delimiter_graph'];
const ES_CHAR_FILTERS = ['html_strip', 'htmlStrip', 'mapping', 'pattern_replace'];

/** What a component needs to be built at all (ES's `requiresAnalysisSettings`), by type. */
const SETTINGS: Record<string, Record<string, unknown>> = {
  simple_pattern: { pattern: '[a-z]+' },
  simple_pattern_split: { pattern: ' ' },
  char_group: { tokenize_on_chars: ['whitespace', '-', '\n'] },
  common_grams: { common_words: ['the', 'a', 'of'] },
  condition: { filter: ['uppercase'], script: { source: 'token.term.length() > 3' } },
  predicate_token_filter: { script: { source: 'token.term.length() > 2' } },
  dictionary_decompounder: { word_list: ['foo', 'bar', 'ball'] },
  keep: { keep_words: ['the', 'foo', 'bar'] },
  keep_types: { types: ['<ALPHANUM>'] },
  keyword_marker: { keywords: ['running'] },
  pattern_capture: { patterns: ['(\\p{L}+)', '(\\d+)'] },
  pattern_replace: { pattern: '[aeiou]', replacement: '_' },
  stemmer_override: { rules: ['running => run'] },
  synonym: { synonyms: ['foo, bar baz', 'quick => fast'] },
  synonym_graph: { synonyms: ['foo, bar baz', 'quick => fast'] },
  multiplexer: { filters: ['lowercase', 'uppercase'] },
  mapping: { mappings: ['e => ee', 'th => ', '& => and'] },
};
const CHAR_FILTER_SETTINGS: Record<string, Record<string, unknown>> = {
  pattern_replace: { pattern: '(\\d+)', replacement: '<$1>' },
};

/** ES's components that cannot be built here, and why. */
const REFUSED: Record<string, string> = {
  'filter hunspell': 'needs .aff/.dic dictionaries from the node config directory, which a browser has not got',
  'filter hyphenation_decompounder': 'needs a hyphenation grammar file from the node config directory',
};

/**
 * Filters after which Lucene itself lets start offsets go back: SynonymFilter gives a multi-word synonym's
 * later words the offsets of the matched input, behind the input tokens at their positions.
 */
const OFFSETS_MAY_GO_BACK = new Set<string>(['synonym']);

/** Every quoted name the analysis sources dispatch on (`case 'x':`, `name === 'x'`). */
function namesInSources(): string[] {
  const dir = join(__dirname);
  const files = [join(dir, 'registry.ts'), ...['token-filters', 'char-filters', 'tokenizers'].flatMap((d) => readdirSync(join(dir, d)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(dir, d, f)))];
  const names = new Set<string>();
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/case '([A-Za-z_]+)':|name === '([A-Za-z_]+)'/g)) names.add(m[1] ?? m[2]);
  }
  return [...names];
}

type Kind = 'tokenizer' | 'filter' | 'char_filter';
interface Built {
  kind: Kind;
  name: string;
  analyzer: Analyzer;
  /** The chain without token filters (for the char filter property). */
  charFilters?: string[];
}

function build(kind: Kind, name: string): Built | undefined {
  try {
    if (kind === 'tokenizer') {
      const a = buildIndexAnalysis({ tokenizer: { t: { type: name, ...SETTINGS[name] } }, analyzer: { a: { tokenizer: 't' } } }).analyzer('a');
      return a && { kind, name, analyzer: a };
    }
    if (kind === 'filter') {
      const a = buildIndexAnalysis({ filter: { f: { type: name, ...SETTINGS[name] } }, analyzer: { a: { tokenizer: 'standard', filter: ['f'] } } }).analyzer('a');
      a?.analyze('probe');
      return a && { kind, name, analyzer: a };
    }
    const a = buildIndexAnalysis({ char_filter: { c: { type: name, ...(CHAR_FILTER_SETTINGS[name] ?? SETTINGS[name]) } }, analyzer: { a: { tokenizer: 'whitespace', char_filter: ['c'] } } }).analyzer('a');
    return a && { kind, name, analyzer: a, charFilters: ['c'] };
  } catch {
    return undefined;
  }
}

installAnalysisScripts();
const KINDS: Array<[Kind, string[]]> = [['tokenizer', ES_TOKENIZERS], ['filter', ES_FILTERS], ['char_filter', ES_CHAR_FILTERS]];
const fromSources = namesInSources();
const BUILT: Built[] = [];
const NOT_BUILT: string[] = [];
for (const [kind, esNames] of KINDS) {
  for (const name of new Set([...esNames, ...fromSources])) {
    const b = build(kind, name);
    if (b) BUILT.push(b);
    else if (esNames.includes(name)) NOT_BUILT.push(`${kind === 'char_filter' ? 'char_filter' : kind} ${name}`);
  }
}

/** Text that stresses every component: words and stop words, markup and entities, digits, CJK, Thai, emoji, joiners. */
const word = fc.constantFrom('the', 'The', 'a', 'of', 'foo', 'bar', 'ball', 'football', 'running', 'quick', 'Café', 'naïve', 'e\u0301', '東京', 'ภาษา', '👩‍👩‍👧',
  "O'Reilly's", 'U.S.A.', 'wi-fi', 'PowerShot', '1,000.5', 'x1-y2', 'ab@example.com', '<b>bold</b>', '&amp;', '<p>', '</p>', '<!-- c -->', 'path/to/file', 'ǅ', 'ß', '١٢٣', 'x'.repeat(300),
  'http://u@x.org:80/a?b#c', 'www.example.com', 'example.comx', '"q t"@ex.com', 'mailto:a@b.co');
const gap = fc.constantFrom(' ', '  ', '\n', '\t', '\r\n', ', ', '.', '-', '');
const text = fc.array(fc.tuple(word, gap), { maxLength: 40 }).map((parts) => parts.map(([w, g]) => w + g).join(''));

function inPieces(a: Analyzer, t: string, pieceLength: number) {
  const gen = a.analyzeInPieces(t, pieceLength);
  const tokens: Token[] = [];
  for (let step = gen.next(); ; step = gen.next()) {
    if (step.done) return { tokens, ...step.value };
    for (const t of step.value) tokens.push(t);
  }
}

const label = (b: Built) => `${b.kind} ${b.name}`;

describe('every registered analysis component', () => {
  it('is built, or refused for a reason named here', () => {
    expect(NOT_BUILT.sort()).toEqual(Object.keys(REFUSED).sort());
    // The enumeration finds the registry's components, not a handful.
    expect(BUILT.filter((b) => b.kind === 'tokenizer').length).toBeGreaterThanOrEqual(16);
    expect(BUILT.filter((b) => b.kind === 'filter').length).toBeGreaterThanOrEqual(60);
    expect(BUILT.filter((b) => b.kind === 'char_filter').map((b) => b.name).sort()).toEqual(['htmlStrip', 'html_strip', 'mapping', 'pattern_replace']);
  });

  it('builds nothing Elasticsearch 6.8 does not have', () => {
    const es = new Map(KINDS.map(([k, names]) => [k, new Set(names)]));
    expect(BUILT.filter((b) => !es.get(b.kind)!.has(b.name)).map(label)).toEqual([]);
  });

  for (const b of BUILT) {
    it(`${label(b)}: offsets within the text, not going back, pieces equal to the whole`, () => {
      fc.assert(
        fc.property(text, fc.integer({ min: 1, max: 64 }), (t, pieceLength) => {
          const whole = b.analyzer.analyze(t);
          let lastStart = 0;
          for (const tok of whole.tokens) {
            expect(0 <= tok.startOffset && tok.startOffset <= tok.endOffset && tok.endOffset <= t.length).toBe(true);
            if (!OFFSETS_MAY_GO_BACK.has(b.name)) expect(tok.startOffset).toBeGreaterThanOrEqual(lastStart);
            lastStart = tok.startOffset;
          }
          expect(whole.finalOffset).toBe(t.length);
          const pieces = inPieces(b.analyzer, t, pieceLength);
          expect(pieces.tokens).toEqual(whole.tokens);
          expect(pieces.endPositionIncrement).toBe(whole.endPositionIncrement);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('cuts a long value at the engine\'s 16 KB pieces with the same tokens as the whole', () => {
    const long = 'alpha beta, gamma-delta U.S.A. 1,000 <b>x</b> '.repeat(360);
    const differing = BUILT.filter((b) => JSON.stringify(inPieces(b.analyzer, long, 16_384).tokens) !== JSON.stringify(b.analyzer.analyze(long).tokens));
    expect(differing.map(label)).toEqual([]);
  });
});

describe('every char filter', () => {
  const charFilterChains = BUILT.filter((b) => b.kind === 'char_filter');
  for (const b of charFilterChains) {
    it(`${b.name}: the original text under a token is what the char filter turned into the token`, () => {
      const def = { type: b.name, ...(CHAR_FILTER_SETTINGS[b.name] ?? SETTINGS[b.name]) };
      const filter = buildIndexAnalysis({ char_filter: { c: def } }).charFilter('c')!;
      fc.assert(
        fc.property(text, (t) => {
          for (const tok of b.analyzer.analyze(t).tokens) {
            const under = t.slice(tok.startOffset, tok.endOffset);
            expect({ under, mapped: runCharFilters([filter], under).text.trim() }).toEqual({ under, mapped: tok.term });
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});

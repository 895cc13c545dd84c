/**
 * The options of a `term` suggestion (ES 6.8's TermSuggestionBuilder, DirectSpellcheckerSettings' defaults),
 * also those of a phrase suggester's `direct_generator`.
 */
import { illegalArgument, parsingException } from '../../errors/catalog';
import { table } from '../../util/own';

export type SuggestMode = 'missing' | 'popular' | 'always';
export type StringDistance = 'internal' | 'damerau_levenshtein' | 'levenshtein' | 'jaro_winkler' | 'ngram';

export interface SpellcheckSettings {
  field: string;
  analyzer?: string;
  size: number;
  shardSize?: number;
  suggestMode: SuggestMode;
  accuracy: number;
  sort: 'score' | 'frequency';
  stringDistance: StringDistance;
  maxEdits: number;
  maxInspections: number;
  maxTermFreq: number;
  prefixLength: number;
  minWordLength: number;
  minDocFreq: number;
}

export interface TermSuggestion extends SpellcheckSettings {
  type: 'term';
}

// Keyed by what the user types: without a prototype (`constructor` is no distance).
const DISTANCES = table<StringDistance>({
  internal: 'internal', damerau_levenshtein: 'damerau_levenshtein', levenshtein: 'levenshtein', levenstein: 'levenshtein',
  jaro_winkler: 'jaro_winkler', jarowinkler: 'jaro_winkler', ngram: 'ngram', damerauLevenshtein: 'damerau_levenshtein',
});

export function defaultSettings(field: string): SpellcheckSettings {
  return {
    field, size: 5, suggestMode: 'missing', accuracy: 0.5, sort: 'score', stringDistance: 'internal', maxEdits: 2,
    maxInspections: 5, maxTermFreq: 0.01, prefixLength: 1, minWordLength: 4, minDocFreq: 0,
  };
}

function num(v: unknown, name: string): number {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || Number.isNaN(n)) throw illegalArgument(`[${name}] must be a number, found [${String(v)}]`);
  return n;
}

export function parseSuggestMode(v: unknown): SuggestMode {
  const s = String(v).toLowerCase();
  if (s === 'missing' || s === 'popular' || s === 'always') return s;
  throw illegalArgument(`Illegal suggest mode ${String(v)}`);
}

/** One setting of DirectSpellcheckerSettings by its name; false when the name is not one. */
export function readSpellcheckSetting(s: SpellcheckSettings, k: string, v: unknown): boolean {
  switch (k) {
    case 'analyzer': s.analyzer = String(v); return true;
    case 'field': s.field = String(v); return true;
    case 'size': s.size = num(v, k); return true;
    case 'shard_size': s.shardSize = num(v, k); return true;
    case 'suggest_mode': s.suggestMode = parseSuggestMode(v); return true;
    case 'accuracy': s.accuracy = Math.fround(num(v, k)); return true;
    case 'sort': {
      const sort = String(v).toLowerCase();
      if (sort !== 'score' && sort !== 'frequency') throw illegalArgument(`Illegal suggest sort ${String(v)}`);
      s.sort = sort;
      return true;
    }
    case 'string_distance': {
      const d = DISTANCES[String(v)] ?? DISTANCES[String(v).toLowerCase()];
      if (!d) throw illegalArgument(`Illegal distance option ${String(v)}`);
      s.stringDistance = d;
      return true;
    }
    case 'max_edits': {
      const n = num(v, k);
      if (n < 1 || n > 2) throw illegalArgument(`Illegal max_edits value ${n}`);
      s.maxEdits = n;
      return true;
    }
    case 'max_inspections': s.maxInspections = num(v, k); return true;
    case 'max_term_freq': s.maxTermFreq = Math.fround(num(v, k)); return true;
    case 'prefix_length': case 'prefix_len': s.prefixLength = num(v, k); return true;
    case 'min_word_length': case 'min_word_len': s.minWordLength = num(v, k); return true;
    case 'min_doc_freq': s.minDocFreq = Math.fround(num(v, k)); return true;
    default: return false;
  }
}

export function parseTermSuggestion(json: Record<string, unknown>): TermSuggestion {
  const s: TermSuggestion = { type: 'term', ...defaultSettings('') };
  let field = false;
  for (const [k, v] of Object.entries(json)) {
    if (v !== null && typeof v === 'object') throw parsingException(`suggester[term] doesn't support field [${k}]`);
    if (!readSpellcheckSetting(s, k, v)) throw parsingException(`suggester[term] doesn't support field [${k}]`);
    if (k === 'field') field = true;
  }
  if (!field) throw illegalArgument('the required field option is missing');
  if (s.size <= 0) throw illegalArgument('size must be positive');
  return s;
}

/**
 * The options of a `completion` suggestion (ES 6.8's CompletionSuggestionBuilder): field, size, analyzer,
 * skip_duplicates, fuzzy and regex options, and the contexts to filter and boost by (kept as written: they
 * are read against the field's context mappings per index).
 */
import { illegalArgument, parsingException, xContentParseException } from '../../errors/catalog';
import { isObject } from '../../util/json';

export interface FuzzyOptions {
  /** `AUTO` is one edit, as Fuzziness.asDistance() reads it without a term. */
  edits: number;
  transpositions: boolean;
  minLength: number;
  prefixLength: number;
  unicodeAware: boolean;
}

export interface CompletionSuggestion {
  type: 'completion';
  field: string;
  size: number;
  analyzer?: string;
  skipDuplicates: boolean;
  fuzzy?: FuzzyOptions;
  /** The regex options were given (the flags are read but only the default syntax is supported). */
  regexFlags?: string;
  contexts?: Record<string, unknown>;
}

const KNOWN = ['field', 'analyzer', 'size', 'shard_size', 'skip_duplicates', 'fuzzy', 'regex', 'contexts'];

/** Fuzziness as ES reads it for completion: 0, 1, 2, or AUTO (one edit without a term's length). */
function parseFuzziness(v: unknown): number {
  const text = String(v).toUpperCase();
  if (text === 'AUTO' || text.startsWith('AUTO:')) return 1;
  const n = Number(text);
  if (!Number.isFinite(n)) throw illegalArgument(`Invalid fuzziness value: ${String(v)}`);
  if (n !== 0 && n !== 1 && n !== 2) throw illegalArgument(`Valid edit distances are [0, 1, 2] but was [${String(v)}]`);
  return n;
}

function intOf(v: unknown, name: string): number {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw xContentParseException(`[${name}] failed to parse field [${name}]`);
  return n;
}

function boolOf(v: unknown, name: string): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw xContentParseException(`[${name}] failed to parse field [${name}]`);
}

function parseFuzzy(v: unknown): FuzzyOptions | undefined {
  const fuzzy: FuzzyOptions = { edits: 1, transpositions: true, minLength: 3, prefixLength: 1, unicodeAware: false };
  if (v === false || v === 'false') return undefined;
  if (v === true || v === 'true') return fuzzy;
  if (!isObject(v)) throw xContentParseException('[completion] failed to parse field [fuzzy]');
  for (const [k, x] of Object.entries(v)) {
    switch (k) {
      case 'fuzziness': fuzzy.edits = parseFuzziness(x); break;
      case 'transpositions': fuzzy.transpositions = boolOf(x, k); break;
      case 'min_length': fuzzy.minLength = intOf(x, k); break;
      case 'prefix_length': fuzzy.prefixLength = intOf(x, k); break;
      case 'unicode_aware': fuzzy.unicodeAware = boolOf(x, k); break;
      case 'max_determinized_states': intOf(x, k); break;
      default: throw xContentParseException(`[fuzzy] unknown field [${k}], parser not found`);
    }
  }
  return fuzzy;
}

export function parseCompletionSuggestion(json: Record<string, unknown>): CompletionSuggestion {
  const out: CompletionSuggestion = { type: 'completion', field: '', size: 5, skipDuplicates: false };
  let field: string | undefined;
  for (const [k, v] of Object.entries(json)) {
    if (!KNOWN.includes(k)) throw xContentParseException(`[completion] unknown field [${k}], parser not found`);
    switch (k) {
      case 'field': field = String(v); break;
      case 'analyzer': out.analyzer = String(v); break;
      case 'size': out.size = intOf(v, k); break;
      case 'shard_size': intOf(v, k); break;
      case 'skip_duplicates': out.skipDuplicates = boolOf(v, k); break;
      case 'fuzzy': out.fuzzy = parseFuzzy(v); break;
      case 'regex': {
        if (!isObject(v)) throw xContentParseException('[completion] failed to parse field [regex]');
        for (const [rk, rv] of Object.entries(v)) {
          if (rk === 'flags') out.regexFlags = String(rv);
          else if (rk !== 'max_determinized_states') throw xContentParseException(`[regexp] unknown field [${rk}], parser not found`);
        }
        out.regexFlags ??= 'ALL';
        break;
      }
      default: {
        if (!isObject(v)) throw parsingException('contexts must be an object');
        out.contexts = v;
      }
    }
  }
  if (field === undefined) throw illegalArgument('suggestion requires [field] to be set');
  if (out.size <= 0) throw illegalArgument('size must be positive');
  out.field = field;
  return out;
}

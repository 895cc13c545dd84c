import { dict, table } from '../util/own';
import { actionRequestValidation, illegalArgument, parseException } from '../errors/catalog';
import { isObject } from '../util/json';
import type { TermSelection } from '../query/more-like-this/term-selection';

/**
 * The tf-idf terms filter (es-semantics §1.9), with TermVectorsFilter's defaults: more_like_this's term selection
 * (no stop words), its size named `max_num_terms`.
 */
export type TermsFilter = Omit<TermSelection, 'maxTerms' | 'stopWords'> & { maxNumTerms: number };

export interface TermVectorsRequest {
  id?: string;
  doc?: Record<string, unknown>;
  fields?: string[];
  positions: boolean;
  offsets: boolean;
  payloads: boolean;
  termStatistics: boolean;
  fieldStatistics: boolean;
  realtime: boolean;
  routing?: string;
  version?: number;
  perFieldAnalyzer?: Record<string, string>;
  filter?: TermsFilter;
}

const FILTER_KEYS = table<keyof TermsFilter>({
  max_num_terms: 'maxNumTerms', min_term_freq: 'minTermFreq', max_term_freq: 'maxTermFreq', min_doc_freq: 'minDocFreq',
  max_doc_freq: 'maxDocFreq', min_word_length: 'minWordLength', max_word_length: 'maxWordLength',
});

function parseFilter(json: unknown): TermsFilter {
  const f: TermsFilter = { maxNumTerms: 25, minTermFreq: 0, maxTermFreq: 2 ** 31 - 1, minDocFreq: 0, maxDocFreq: 2 ** 31 - 1, minWordLength: 0, maxWordLength: 0 };
  if (!isObject(json)) return f;
  for (const [k, v] of Object.entries(json)) {
    const key = FILTER_KEYS[k];
    if (!key) throw parseException(`failed to parse term vectors request. the field [${k}] is not valid for filter parameter for term vector request`);
    f[key] = Math.trunc(Number(v));
  }
  return f;
}

/** XContentParser.booleanValue: only `true` and `false` (or their strings), strictly since 6.0. */
const bool = (v: unknown) => {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
};

/**
 * Parses a term vectors body (the id from the path unless the body names one). The URL parameters are laid
 * over it by rest/ (rest/params/termvectors-params.ts), as RestTermVectorsAction does.
 */
export function parseTermVectorsRequest(body: unknown, pathId: string | undefined, warnings: string[] = []): TermVectorsRequest {
  const req: TermVectorsRequest = { positions: true, offsets: true, payloads: true, termStatistics: false, fieldStatistics: true, realtime: true };
  let id = pathId;
  if (body !== undefined) {
    if (!isObject(body)) throw parseException('failed to parse term vectors request. unknown field [body]');
    for (const [k, v] of Object.entries(body)) {
      switch (k) {
        case 'fields':
          if (!Array.isArray(v)) throw parseException('failed to parse term vectors request. field [fields] must be an array');
          req.fields = v.map(String);
          break;
        case 'offsets': req.offsets = bool(v); break;
        case 'positions': req.positions = bool(v); break;
        case 'payloads': req.payloads = bool(v); break;
        case 'term_statistics': case 'termStatistics': req.termStatistics = bool(v); break;
        case 'field_statistics': case 'fieldStatistics': req.fieldStatistics = bool(v); break;
        case 'dfs': throw illegalArgument('distributed frequencies is not supported anymore for term vectors');
        case 'per_field_analyzer': case 'perFieldAnalyzer': {
          if (!isObject(v)) throw parseException('failed to parse term vectors request. per_field_analyzer must be an object');
          const pfa = dict<string>();
          for (const [f, a] of Object.entries(v)) {
            if (typeof a !== 'string') throw parseException(`expecting the analyzer at [${f}] to be a String, but found [class ${typeof a}] instead`);
            pfa[f] = a;
          }
          req.perFieldAnalyzer = pfa;
          break;
        }
        case 'filter': req.filter = parseFilter(v); break;
        case '_index': case '_type': case 'routing': case '_routing': case 'parent': case '_parent': break;
        case '_id': id = String(v); break;
        case 'version': case '_version': req.version = Number(v); break;
        case 'version_type': break;
        case '_version_type': case '_versionType': case 'versionType':
          warnings.push(`Deprecated field [${k}] used, expected [version_type] instead`);
          break;
        case 'doc':
          if (!isObject(v)) throw parseException('failed to parse term vectors request. unknown field [doc]');
          req.doc = v;
          break;
        default:
          throw parseException(`failed to parse term vectors request. unknown field [${k}]`);
      }
    }
  }
  if (req.doc && id !== undefined) throw parseException('failed to parse term vectors request. either [id] or [doc] can be specified, but not both!');
  req.id = id;
  if (req.id === undefined && !req.doc) throw actionRequestValidation(['id or doc is missing']);
  return req;
}

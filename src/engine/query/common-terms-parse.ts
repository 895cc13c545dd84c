/**
 * The `common` query (ES 6.8's CommonTermsQueryBuilder): `{"common": {"body": {"query": ..., ...}}}` or
 * `{"common": {"body": "text"}}`; the text analyzed with the field's search analyzer (or `analyzer`), every token a
 * term of an ExtendedCommonTermsQuery (common-terms-query.ts) rewritten on each shard.
 */
import { illegalArgument, parsingException } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import type { IndexService } from '../index/index-service';
import { isObject } from '../util/json';
import { valueLocation } from '../util/json-locations';
import { withBoost } from './boost-query';
import { CommonTermsQuery } from './common-terms-query';
import { floatMember } from './json-numbers';
import { bodyError, type QueryParser } from './parse-context';

/** CommonTermsQueryBuilder.DEFAULT_CUTOFF_FREQ */
export const DEFAULT_CUTOFF_FREQUENCY = Math.fround(0.01);

const at = (obj: Record<string, unknown>, key: string): [number | undefined, number | undefined] => {
  const loc = valueLocation(obj, key);
  return [loc?.line, loc?.col];
};

/** Operator.fromString: `or` / `and` in any case, else the enum's refusal. */
export function operatorOccur(value: unknown): 'MUST' | 'SHOULD' {
  const op = String(value).toUpperCase();
  if (op === 'OR') return 'SHOULD';
  if (op === 'AND') return 'MUST';
  throw bodyError(illegalArgument(`No enum constant org.elasticsearch.index.query.Operator.${op}`));
}

/** A scalar as XContentParser.text() reads it (null is no value). */
const isValue = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

interface CommonSpec {
  field?: string;
  text?: unknown;
  analyzer?: string;
  highFreqOccur: 'MUST' | 'SHOULD';
  lowFreqOccur: 'MUST' | 'SHOULD';
  cutoff: number;
  lowMsm?: string;
  highMsm?: string;
  boost: number;
}

/** CommonTermsQueryBuilder.fromXContent. */
function readCommon(body: Record<string, unknown>, warn: (text: string) => void): CommonSpec {
  const spec: CommonSpec = { highFreqOccur: 'SHOULD', lowFreqOccur: 'SHOULD', cutoff: DEFAULT_CUTOFF_FREQUENCY, boost: 1 };
  const takeField = (name: string) => {
    if (spec.field !== undefined) throw parsingException(`[common] query doesn't support multiple fields, found [${spec.field}] and [${name}]`, ...at(body, name));
    spec.field = name;
  };
  for (const [name, v] of Object.entries(body)) {
    if (!isObject(v)) {
      takeField(name);
      // An array's first element reads as a second value of the same field.
      if (Array.isArray(v)) throw parsingException(`[common] query doesn't support multiple fields, found [${name}] and [${name}]`, ...at(body, name));
      spec.text = v;
      continue;
    }
    takeField(name);
    for (const [key, value] of Object.entries(v)) {
      if (isObject(value)) {
        if (key !== 'minimum_should_match') throw parsingException(`[common] query does not support [${key}]`, ...at(v, key));
        for (const [inner, x] of Object.entries(value)) {
          if (!isValue(x)) throw parsingException(`[common] unexpected token type [${Array.isArray(x) ? 'START_ARRAY' : isObject(x) ? 'START_OBJECT' : 'VALUE_NULL'}] after [${inner}]`, ...at(value, inner));
          if (inner === 'low_freq') spec.lowMsm = String(x);
          else if (inner === 'high_freq') spec.highMsm = String(x);
          else throw parsingException(`[common] query does not support [${inner}] for [${key}]`, ...at(value, inner));
        }
        continue;
      }
      if (value === null) continue;
      if (!isValue(value)) throw parsingException(`[common] query does not support [${key}]`, ...at(v, key));
      switch (key) {
        case 'query': spec.text = value; break;
        case 'analyzer': spec.analyzer = String(value); break;
        // ParseField.withAllDeprecated: read, warned about, and ignored (6.x removed coord).
        case 'disable_coord': warn('Deprecated field [disable_coord] used, replaced by [disable_coord has been removed]'); break;
        case 'boost': spec.boost = floatMember('common', key, value)!; break;
        case 'high_freq_operator': spec.highFreqOccur = operatorOccur(value); break;
        case 'low_freq_operator': spec.lowFreqOccur = operatorOccur(value); break;
        case 'minimum_should_match': spec.lowMsm = String(value); break;
        case 'cutoff_frequency': spec.cutoff = floatMember('common', key, value)!; break;
        case '_name': break;
        default: throw parsingException(`[common] query does not support [${key}]`, ...at(v, key));
      }
    }
  }
  // The builder's constructor.
  if (spec.field === undefined || spec.field === '') throw bodyError(illegalArgument('field name is null or empty'));
  if (spec.text === undefined || spec.text === null) throw bodyError(illegalArgument('text cannot be null'));
  return spec;
}

const queryShardException = (index: IndexService, reason: string) =>
  new EsError({ type: 'query_shard_exception', reason, status: 400, extras: { index_uuid: index.uuid, index: index.name } });

export const commonTerms: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException('[common] query malformed, no start_object after query name');
  const spec = readCommon(body, ctx.warn);
  const { index } = ctx;
  // CommonTermsQueryBuilder.doToQuery: an unmapped field keeps its name and the index's default search analyzer.
  const m = index.fieldMapping(spec.field!);
  const field = m?.path ?? spec.field!;
  let analyzer;
  if (spec.analyzer !== undefined) {
    analyzer = index.analyzerByName(spec.analyzer);
    if (!analyzer) throw queryShardException(index, `[common] analyzer [${spec.analyzer}] not found`);
  } else analyzer = (m && index.searchAnalyzer(m)) ?? index.analysis.defaultSearchAnalyzer;
  const terms = analyzer.analyze(String(spec.text)).tokens.map((t) => t.term);
  const query = new CommonTermsQuery(field, terms, {
    highFreqOccur: spec.highFreqOccur,
    lowFreqOccur: spec.lowFreqOccur,
    maxTermFrequency: spec.cutoff,
    lowFreqMinimumShouldMatch: spec.lowMsm,
    highFreqMinimumShouldMatch: spec.highMsm,
  });
  return withBoost(query, spec.boost);
};

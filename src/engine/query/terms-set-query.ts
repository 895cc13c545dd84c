/**
 * `terms_set` (ES 6.8's TermsSetQueryBuilder): Lucene's CoveringQuery over one term query per value, a document
 * matching when at least as many of them match as its minimum says; that minimum is read per document from a
 * numeric field (`minimum_should_match_field`) or a Painless script (`minimum_should_match_script`, with
 * `params.num_terms`). A minimum below 1 counts as 1; a document without one never matches. The score is the
 * matching clauses' scores summed in double.
 */
import { EsError } from '../errors/es-error';
import { illegalArgument, parsingException } from '../errors/catalog';
import { isNumericType } from '../mapping/field-mapping';
import { compileScript, parseScriptSpec, type CompiledScript, type ScriptSpec } from '../script/index';
import { isObject } from '../util/json';
import { numberText } from '../util/json-numbers';
import { withBoost } from './boost-query';
import { MatchNoDocsQuery } from './constant-score';
import { docScores, indexOfDoc, push, type DocScores } from './doc-scores';
import { matchExpl, noMatchExpl, type Explanation } from './explanation';
import { MAX_CLAUSE_COUNT } from './max-clause-count';
import { objectParserFloat } from './json-numbers';
import { bodyError, concreteField, type ParseContext, type QueryParser } from './parse-context';
import type { LeafContext, Query, ShardSearcher, Weight } from './query';
import { docValuesAccess, scriptText } from './score-functions';
import { termLevelQuery } from './term-level-queries';

/** Where a document's minimum number of matching clauses comes from (CoveringQuery's LongValuesSource). */
type MinimumSource = { kind: 'field'; field: string } | { kind: 'script'; spec: ScriptSpec };

export class CoveringQuery implements Query {
  readonly kind = 'covering';
  readonly luceneClass = 'CoveringQuery';
  constructor(readonly queries: Query[], readonly minimum: MinimumSource, private readonly ctx: Pick<ParseContext, 'index' | 'warn'>) {}
  toString(field?: string) {
    const queries = this.queries.map((q) => q.toString(field)).sort().join(', ');
    const source = this.minimum.kind === 'field' ? `long(${this.minimum.field})` : `script(${scriptText(this.minimum.spec)})`;
    return `CoveringQuery(queries=[${queries}], minimumNumberMatch=${source})`;
  }
  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const weights = this.queries.map((q) => searcher.createWeight(q, needsScores, boost));
    const { index, warn } = this.ctx;
    const minimum = this.minimum;
    let script: CompiledScript | undefined;
    if (minimum.kind === 'script') {
      script = compileScript({ ...minimum.spec, params: { ...minimum.spec.params, num_terms: this.queries.length } }, { context: 'field', typeName: index.mapping?.name, storedScripts: index.storedScripts });
    }
    /** The doc's minimum (at least 1), or undefined when it has none. */
    const minimumOf = (leaf: LeafContext, doc: number): number | undefined => {
      if (minimum.kind === 'field') {
        const col = leaf.segment.docValues.get(minimum.field);
        if (!col || col.start[doc + 1] === col.start[doc]) return undefined;
        // SortedNumericDocValues read as one value: the smallest.
        return Math.max(1, Math.trunc(Number(col.values[col.start[doc]])));
      }
      const v = script!.evaluate(doc, 0, docValuesAccess(index, leaf.segment));
      for (const w of script!.warnings) warn(w);
      // ScriptLongValueSource: a null result is no value; runAsLong is the Number's longValue().
      if (v === null || v === undefined) return undefined;
      return Math.max(1, Math.trunc(Number(v)));
    };
    return {
      scores(leaf, within) {
        const lists: DocScores[] = weights.map((w) => w.scores(leaf, within));
        const docs = new Set<number>();
        for (const l of lists) for (let i = 0; i < l.length; i++) docs.add(l.docs[i]);
        const out = docScores(docs.size);
        const pos = new Int32Array(lists.length);
        for (const doc of [...docs].sort((a, b) => a - b)) {
          let freq = 0;
          let score = 0;
          lists.forEach((l, k) => {
            while (pos[k] < l.length && l.docs[pos[k]] < doc) pos[k]++;
            if (pos[k] < l.length && l.docs[pos[k]] === doc) {
              freq++;
              score += l.scores[pos[k]];
            }
          });
          const min = minimumOf(leaf, doc);
          if (min !== undefined && freq >= min) push(out, doc, needsScores ? score : 0);
        }
        return out;
      },
      explain(leaf, doc): Explanation {
        const min = minimumOf(leaf, doc);
        if (min === undefined) return noMatchExpl('minimumNumberMatch has no value on the current document');
        let freq = 0;
        let score = 0;
        const subs = weights.map((w) => {
          const e = w.explain(leaf, doc);
          if (e.match) {
            freq++;
            score += e.value;
          }
          return e;
        });
        return freq >= min ? matchExpl(score, `${freq} matches for ${min} required matches, sum of:`, subs) : noMatchExpl(`${freq} matches for ${min} required matches`, subs);
      },
    };
  }
}

/** The JSON token a value starts with, as ES's errors name it. */
const tokenOf = (v: unknown) =>
  Array.isArray(v) ? 'START_ARRAY' : isObject(v) ? 'START_OBJECT' : typeof v === 'string' ? 'VALUE_STRING' : typeof v === 'number' ? 'VALUE_NUMBER' : typeof v === 'boolean' ? 'VALUE_BOOLEAN' : 'VALUE_NULL';

/** TermsSetQueryBuilder.fromXContent: exactly one field object `{terms, minimum_should_match_field | _script, boost, _name}`. */
export const termsSet: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException('[terms_set] query malformed, no start_object after query name');
  const keys = Object.keys(body);
  if (keys.length === 0) throw parsingException('[terms_set] unknown token [END_OBJECT]');
  const field = keys[0];
  const inner = body[field];
  if (!isObject(inner)) throw parsingException(`[terms_set] unknown token [${tokenOf(inner)}]`);
  if (keys.length > 1) throw parsingException('[terms_set] unknown token [FIELD_NAME]');
  let boost = 1;
  let values: unknown[] | undefined;
  let msmField: string | undefined;
  let msmScript: ScriptSpec | undefined;
  for (const [k, v] of Object.entries(inner)) {
    switch (k) {
      case 'terms':
        if (!Array.isArray(v)) throw parsingException(`[terms_set] query does not support [${k}]`);
        values = v;
        break;
      case 'minimum_should_match_script':
        if (!isObject(v)) throw parsingException(`[terms_set] query does not support [${k}]`);
        msmScript = parseScriptSpec(v);
        break;
      case 'minimum_should_match_field': case 'boost': case '_name':
        if (isObject(v) || Array.isArray(v)) throw parsingException(`[terms_set] query does not support [${k}]`);
        if (k === 'minimum_should_match_field') msmField = String(v);
        else if (k === 'boost') boost = objectParserFloat('terms_set', 'boost', v) ?? 1;
        break;
      default: throw parsingException(`[terms_set] query does not support [${k}]`);
    }
  }
  // The builder's setters, the field's first: a field and a script are exclusive.
  if (msmField !== undefined && msmScript !== undefined) throw bodyError(illegalArgument('A field has already been specified. Cannot specify both a field and script'));
  for (const w of msmScript?.deprecations ?? []) ctx.warn(w);
  const terms = values ?? [];
  // TermsSetQueryBuilder.doToQuery, on the shard.
  if (terms.length === 0) return new MatchNoDocsQuery('No terms supplied for "terms_set" query.');
  if (terms.length > MAX_CLAUSE_COUNT) throw new EsError({ type: 'too_many_clauses', reason: `maxClauseCount is set to ${MAX_CLAUSE_COUNT}`, status: 500 });
  const concrete = concreteField(ctx, field);
  const queries = terms.map((v, i) => termLevelQuery(ctx, concrete, v, numberText(terms, i)));
  let minimum: MinimumSource;
  if (msmField !== undefined) {
    const m = ctx.index.fieldMapping(msmField);
    if (!m) throw new EsError({ type: 'query_shard_exception', reason: `failed to find minimum_should_match field [${msmField}]`, status: 400, extras: { index_uuid: ctx.index.uuid, index: ctx.index.name } });
    if (m.type === 'text') {
      throw illegalArgument(`Fielddata is disabled on text fields by default. Set fielddata=true on [${m.path}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`);
    }
    if (!isNumericType(m.type) && m.type !== 'date' && m.type !== 'boolean' && m.type !== 'token_count') {
      throw new EsError({ type: 'class_cast_exception', reason: `org.elasticsearch.index.fielddata.plain.SortedSetDVOrdinalsIndexFieldData cannot be cast to org.elasticsearch.index.fielddata.IndexNumericFieldData`, status: 500 });
    }
    minimum = { kind: 'field', field: m.path };
  } else if (msmScript !== undefined) minimum = { kind: 'script', spec: msmScript };
  else throw new EsError({ type: 'illegal_state_exception', reason: 'No minimum should match has been specified', status: 500 });
  return withBoost(new CoveringQuery(queries, minimum, ctx), boost);
};

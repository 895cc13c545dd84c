import { illegalArgument, parsingException } from '../errors/catalog';
import { compareUtf8 } from '../util/utf8';
import { damerauLevenshtein } from '../util/edit-distance';
import { booleanQuery } from './boolean-query';
import { BoostQuery, withBoost } from './boost-query';
import { editDistance, parseFuzziness, type Fuzziness } from './fuzziness';
import { intMember } from './json-numbers';
import { bodyError, boostOf, checkMembers, concreteField, fieldForm, type ParseContext, type QueryParser } from './parse-context';
import { MultiTermQuery } from './multi-term-query';
import type { Query, ShardSearcher, Weight } from './query';
import { TermQuery } from './term-query';

const f32 = Math.fround;

/**
 * Lucene 7.7's FuzzyQuery with its default rewrite, TopTermsBlendedFreqScoringRewrite(maxExpansions):
 * - the terms of the field within `maxEdits` of the term, after the first `prefixLength` code points which must
 *   be equal (FuzzyTermsEnum; with no edits or a prefix as long as the term, the term alone);
 * - each with the boost `1 - ed / min(codePoints(term), codePoints(text))` (1 when equal), float;
 * - the best `maxExpansions` of them by boost, then by term (TopTermsRewrite's queue: ties keep the smaller term);
 * - a BlendedTermQuery over them: every term scored with the largest document frequency among them
 *   (adjustFrequencies), each a TermQuery boosted by its own boost, summed as a disjunction (BOOLEAN_REWRITE).
 */
export class FuzzyQuery extends MultiTermQuery {
  override readonly kind: string = 'fuzzy';
  constructor(
    field: string,
    readonly text: string,
    readonly maxEdits: number,
    readonly prefixLength = 0,
    readonly maxExpansions = 50,
    readonly transpositions = true,
  ) {
    // (highlighters mark every term the query expands to)
    super(field, text, false, (term) => this.termBoost(term) !== undefined);
    if (maxEdits < 0 || maxEdits > 2) throw illegalArgument('maxEdits must be between 0 and 2');
    if (prefixLength < 0) throw illegalArgument('prefixLength cannot be negative.');
    if (maxExpansions <= 0) throw illegalArgument('maxExpansions must be positive.');
  }
  override toString(field?: string) {
    return `${this.field === field ? '' : `${this.field}:`}${this.text}~${this.maxEdits}`;
  }
  /** The boost a term of the field would get, or undefined when the query does not expand to it. */
  termBoost(term: string): number | undefined {
    const text = [...this.text];
    if (this.maxEdits === 0 || this.prefixLength >= text.length) return term === this.text ? 1 : undefined;
    const cps = [...term];
    const prefix = text.slice(0, this.prefixLength);
    for (let i = 0; i < prefix.length; i++) if (cps[i] !== prefix[i]) return undefined;
    const ed = damerauLevenshtein(text.slice(prefix.length), cps.slice(prefix.length), { transpositions: this.transpositions, max: this.maxEdits });
    if (ed > this.maxEdits) return undefined;
    return ed === 0 ? 1 : f32(1 - f32(ed / Math.min(cps.length, text.length)));
  }
  /** The query the rewrite makes on one shard. */
  rewrite(searcher: ShardSearcher): Query {
    const boosts = new Map<string, number>();
    for (const leaf of searcher.leaves) {
      const fp = leaf.segment.fields.get(this.field);
      if (!fp) continue;
      for (const term of fp.terms) {
        if (boosts.has(term)) continue;
        const b = this.termBoost(term);
        if (b !== undefined) boosts.set(term, b);
      }
    }
    const best = [...boosts]
      .sort((x, y) => (x[1] !== y[1] ? y[1] - x[1] : compareUtf8(x[0], y[0])))
      .slice(0, this.maxExpansions)
      .sort((x, y) => compareUtf8(x[0], y[0]));
    let df = 0;
    for (const [term] of best) df = Math.max(df, searcher.stats.docFreq(this.field, term));
    return booleanQuery(best.map(([term, b]) => {
      const tq = new TermQuery(this.field, term, df);
      return { occur: 'SHOULD' as const, query: b === 1 ? tq : new BoostQuery(tq, b) };
    }));
  }
  override createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    return searcher.createWeight(this.rewrite(searcher), needsScores, boost);
  }
}

/** A term-level query on a field that is not text or keyword (MappedFieldType.fuzzyQuery's refusal). */
function checkFuzzyField(ctx: ParseContext, field: string) {
  const m = ctx.index.fieldMapping(field);
  if (m && m.type !== 'text' && m.type !== 'keyword') {
    throw illegalArgument(`Can only use fuzzy queries on keyword and text fields - not on [${field}] which is of type [${m.type}]`);
  }
}

/** Fuzziness.parse reads the member with the request (its errors are not the shard's). */
export function readFuzziness(v: unknown): Fuzziness {
  try {
    return parseFuzziness(v === undefined ? 'AUTO' : v);
  } catch (e) {
    throw bodyError(e as Error);
  }
}

/** The FuzzyQuery one term makes with a Fuzziness (FuzzyQueryBuilder, and match's fuzzy terms). */
export function fuzzyTermQuery(field: string, text: string, fuzziness: Fuzziness, prefixLength: number, maxExpansions: number, transpositions: boolean): FuzzyQuery {
  return new FuzzyQuery(field, text, editDistance(fuzziness, text), prefixLength, maxExpansions, transpositions);
}

/** `fuzzy` (FuzzyQueryBuilder, ES 6.8: fuzziness AUTO, prefix_length 0, max_expansions 50, transpositions false). */
export const fuzzy: QueryParser = (body, ctx) => {
  const { field, value, opts, inner } = fieldForm('fuzzy', body, 'value');
  checkMembers('fuzzy', inner, ['value', 'boost', 'fuzziness', 'prefix_length', 'max_expansions', 'transpositions', '_name'], ['rewrite']);
  if (value === undefined || value === null) throw parsingException('No value specified for fuzzy query');
  if (typeof value === 'object') throw parsingException(`[fuzzy] unexpected token [${Array.isArray(value) ? 'START_ARRAY' : 'START_OBJECT'}] after [value]`);
  checkFuzzyField(ctx, field);
  const fuzziness = readFuzziness(opts.fuzziness);
  const prefixLength = intMember('fuzzy', 'prefix_length', opts.prefix_length) ?? 0;
  const maxExpansions = intMember('fuzzy', 'max_expansions', opts.max_expansions) ?? 50;
  const transpositions = opts.transpositions === undefined ? false : opts.transpositions === true || opts.transpositions === 'true';
  const q = fuzzyTermQuery(concreteField(ctx, field), String(value), fuzziness, prefixLength, maxExpansions, transpositions);
  return withBoost(q, boostOf(opts, 'fuzzy'));
};

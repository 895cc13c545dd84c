import { EsError } from '../errors/es-error';
import { parsingException, xContentParseException } from '../errors/catalog';
import type { CompiledScript } from '../script/index';
import { isObject } from '../util/json';
import { withBoost } from './boost-query';
import { MatchAllDocsQuery } from './constant-score';
import { docScores, push, type DocScores } from './doc-scores';
import { jf, matchExpl, noMatchExpl, type Explanation } from './explanation';
import { floatMember } from './json-numbers';
import { boostOf, type ParseContext } from './parse-context';
import type { LeafContext, Query, ShardSearcher, Weight } from './query';
import { parseScoreFunction, type ScoreFunction } from './score-functions';

interface FilterFunction {
  filter?: Query;
  weight?: number;
  fn?: ScoreFunction;
}

const SCORE_MODES = ['multiply', 'sum', 'avg', 'first', 'max', 'min'];
const BOOST_MODES = ['multiply', 'replace', 'sum', 'avg', 'max', 'min'];
const MAX_FLOAT = 3.4028234663852886e38;

/** The doc ids of a match list, for membership tests. */
function docSet(ds: DocScores): Set<number> {
  const s = new Set<number>();
  for (let i = 0; i < ds.length; i++) s.add(ds.docs[i]);
  return s;
}

/** A function's value with its weight applied (WeightFactorFunction), and its explanation. */
function applyFunction(f: FilterFunction, leaf: LeafContext, doc: number, sub: number): number {
  const v = f.fn ? f.fn.score(leaf, doc, sub) : 1;
  return f.weight !== undefined ? v * f.weight : v;
}

function explainFunction(f: FilterFunction, leaf: LeafContext, doc: number, sub: Explanation): Explanation {
  const inner = f.fn ? f.fn.explain(leaf, doc, sub) : matchExpl(1, 'constant score 1.0 - no function provided');
  if (f.weight === undefined) return inner;
  return matchExpl(Math.fround(inner.value * Math.fround(f.weight)), 'product of:', [inner, matchExpl(f.weight, 'weight')]);
}

/**
 * function_score (es-semantics §3.5): one unfiltered function gives the factor directly; several combine by
 * score_mode over those whose filter matches (1 when none); boost_mode joins it with the query score in
 * double, rounded once to float; min_score drops documents below it. The query's boost goes to the sub-query.
 */
export class FunctionScoreQuery implements Query {
  readonly kind = 'function_score';
  constructor(
    readonly query: Query,
    readonly functions: FilterFunction[],
    readonly scoreMode: string,
    readonly boostMode: string,
    readonly maxBoost: number,
    readonly minScore: number | undefined,
    readonly scripts: CompiledScript[],
  ) {}

  toString(field?: string) {
    const fns = this.functions.map((f) => `{filter(${f.filter ? f.filter.toString(field) : '*:*'}), function [${f.fn ? 'function' : 'weight'}]}`).join('');
    return `function score (${this.query.toString(field)}, functions: [${fns}])`;
  }

  private single() {
    return this.functions.length === 1 && !this.functions[0].filter;
  }

  /** The combined factor of the functions for a document (double). */
  private factor(leaf: LeafContext, doc: number, q: number, filterMatches: Array<Set<number> | undefined>): number {
    if (this.functions.length === 0) return 1;
    if (this.single()) return applyFunction(this.functions[0], leaf, doc, q);
    let factor = this.scoreMode === 'multiply' ? 1 : 0;
    let weightSum = 0;
    let matched = 0;
    for (let i = 0; i < this.functions.length; i++) {
      const f = this.functions[i];
      if (filterMatches[i] && !filterMatches[i]!.has(doc)) continue;
      const v = applyFunction(f, leaf, doc, q);
      matched++;
      weightSum += f.weight ?? 1;
      switch (this.scoreMode) {
        case 'first': return v;
        case 'sum': case 'avg': factor += v; break;
        case 'max': factor = matched === 1 ? v : Math.max(factor, v); break;
        case 'min': factor = matched === 1 ? v : Math.min(factor, v); break;
        default: factor *= v;
      }
    }
    if (matched === 0) return 1;
    return this.scoreMode === 'avg' ? factor / weightSum : factor;
  }

  private combine(q: number, factor: number): number {
    const g = Math.min(factor, this.maxBoost);
    switch (this.boostMode) {
      case 'replace': return Math.fround(g);
      case 'sum': return Math.fround(q + g);
      case 'avg': return Math.fround((q + g) / 2);
      case 'max': return Math.fround(Math.max(q, g));
      case 'min': return Math.fround(Math.min(q, g));
      default: return Math.fround(q * g);
    }
  }

  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    // boost_mode replace ignores the query's score unless a function reads it: then the sub-query is not scored.
    const subNeedsScores = needsScores && (this.boostMode !== 'replace' || this.scripts.some((s) => s.needsScore));
    const sub = this.query.createWeight(searcher, subNeedsScores, boost);
    const filters = this.functions.map((f) => (f.filter ? searcher.createWeight(f.filter, false, 1) : undefined));
    const filterSets = (leaf: LeafContext) => filters.map((w) => (w ? docSet(w.scores(leaf)) : undefined));
    const self = this;
    return {
      scores(leaf) {
        const sets = filterSets(leaf);
        const subScores = sub.scores(leaf);
        const out = docScores(subScores.length);
        for (let i = 0; i < subScores.length; i++) {
          const doc = subScores.docs[i];
          const q = subScores.scores[i];
          const score = self.functions.length === 0 ? q : self.combine(q, self.factor(leaf, doc, q, sets));
          if (score === -Infinity || Number.isNaN(score)) {
            throw new EsError({ type: 'exception', reason: `function score query returned an invalid score: ${jf(score)} for doc: ${doc}`, status: 500 });
          }
          if (self.minScore !== undefined && score < self.minScore) continue;
          push(out, doc, score);
        }
        return out;
      },
      explain(leaf, doc) {
        let expl = sub.explain(leaf, doc);
        if (!expl.match) return expl;
        if (self.functions.length > 0) {
          const sets = filterSets(leaf);
          const parts: Explanation[] = [];
          self.functions.forEach((f, i) => {
            if (sets[i] && !sets[i]!.has(doc)) return;
            const fe = explainFunction(f, leaf, doc, expl);
            parts.push(f.filter ? matchExpl(fe.value, 'function score, product of:', [matchExpl(1, `match filter: ${f.filter.toString()}`), fe]) : fe);
          });
          let factor: Explanation;
          if (parts.length === 0) factor = matchExpl(1, 'No function matched');
          else if (self.single() && parts.length === 1) factor = parts[0];
          else factor = matchExpl(self.factor(leaf, doc, expl.value, sets), `function score, score mode [${self.scoreMode}]`, parts);
          expl = self.explainCombine(expl, factor);
        }
        if (self.minScore !== undefined && self.minScore > expl.value) {
          return noMatchExpl(`Score value is too low, expected at least ${jf(self.minScore)} but got ${jf(expl.value)}`, [expl]);
        }
        return expl;
      },
    };
  }

  /** CombineFunction.explain: the boost_mode applied to the query's and the functions' explanations. */
  private explainCombine(q: Explanation, fn: Explanation): Explanation {
    const maxBoost = matchExpl(this.maxBoost, 'maxBoost');
    const minExpl = matchExpl(Math.min(fn.value, Math.fround(this.maxBoost)), 'min of:', [fn, maxBoost]);
    switch (this.boostMode) {
      case 'replace': return minExpl;
      case 'sum': return matchExpl(minExpl.value + q.value, 'sum of', [q, minExpl]);
      case 'avg': return matchExpl((minExpl.value + q.value) / 2, 'avg of', [q, minExpl]);
      case 'max': return matchExpl(Math.max(q.value, minExpl.value), 'max of', [q, minExpl]);
      case 'min': return matchExpl(Math.min(q.value, minExpl.value), 'min of', [q, minExpl]);
      default: return matchExpl(Math.fround(q.value * minExpl.value), 'function score, product of:', [q, minExpl]);
    }
  }
}

/** Parses `function_score`: query, functions (filter, weight and one score function each), modes, limits. */
const FUNCTION_NAMES = ['script_score', 'field_value_factor', 'random_score', 'gauss', 'exp', 'linear'];
const FUNCTION_SCORE_VALUES = ['score_mode', 'boost_mode', 'max_boost', 'boost', '_name', 'min_score', 'weight'];

/** FunctionScoreQueryBuilder.fromXContent's answers for members it does not know, by the kind of their value. */
function checkFunctionScoreMembers(body: Record<string, unknown>) {
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v)) {
      if (k !== 'functions') throw parsingException(`failed to parse [function_score] query. array [${k}] is not supported`);
    } else if (isObject(v)) {
      if (k !== 'query' && !FUNCTION_NAMES.includes(k)) throw xContentParseException(`unable to parse ScoreFunctionBuilder with name [${k}]: parser not found`);
    } else if (!FUNCTION_SCORE_VALUES.includes(k)) {
      throw parsingException(`failed to parse [function_score] query. field [${k}] is not supported`);
    }
  }
}

export function parseFunctionScore(body: unknown, ctx: ParseContext): Query {
  if (!isObject(body)) throw parsingException('[function_score] malformed query, expected a START_OBJECT');
  checkFunctionScoreMembers(body);
  const scripts: CompiledScript[] = [];
  const fctx = { index: ctx.index, now: ctx.now, scripts };
  const functions: FilterFunction[] = [];
  // A null member is no value to FunctionScoreQueryBuilder's parser (VALUE_NULL is not `isValue()`): skipped.
  const weightOf = (v: unknown) => (v === null ? undefined : floatMember('function_score', 'weight', v));
  if (Array.isArray(body.functions)) {
    for (const f of body.functions) {
      if (!isObject(f)) throw parsingException('failed to parse [functions] array');
      functions.push({ filter: f.filter !== undefined ? ctx.parse(f.filter, true) : undefined, weight: weightOf(f.weight), fn: parseScoreFunction(f, fctx) });
    }
  } else {
    const fn = parseScoreFunction(body, fctx);
    const weight = weightOf(body.weight);
    if (fn || weight !== undefined) functions.push({ fn, weight });
  }
  const scoreMode = String(body.score_mode ?? 'multiply').toLowerCase();
  const boostMode = String(body.boost_mode ?? 'multiply').toLowerCase();
  if (!SCORE_MODES.includes(scoreMode)) throw parsingException(`failed to parse [function_score] query. illegal score_mode [${body.score_mode}]`);
  if (!BOOST_MODES.includes(boostMode)) throw parsingException(`failed to parse [function_score] query. illegal boost_mode [${body.boost_mode}]`);
  const query = new FunctionScoreQuery(
    body.query === undefined ? new MatchAllDocsQuery() : ctx.parse(body.query),
    functions,
    scoreMode,
    boostMode,
    body.max_boost === null ? MAX_FLOAT : floatMember('function_score', 'max_boost', body.max_boost) ?? MAX_FLOAT,
    body.min_score === null ? undefined : floatMember('function_score', 'min_score', body.min_score),
    scripts,
  );
  const boost = body.boost === null ? 1 : boostOf(body, 'function_score');
  return withBoost(query, boost);
}

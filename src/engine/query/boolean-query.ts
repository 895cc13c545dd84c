import { BoostQuery } from './boost-query';
import { ConstantScoreQuery, MatchNoDocsQuery } from './constant-score';
import { advance, docScores, NO_DOCS, push, sumUnion, type DocScores } from './doc-scores';
import { matchExpl, noMatchExpl, type Explanation } from './explanation';
import type { Collector } from './collector';
import type { LeafContext, Query, ShardSearcher, Weight } from './query';
import { collectConjunction } from './scoring/conjunction';
import { collectDisjunction } from './scoring/disjunction';
import type { TermScorer } from './scoring/term-scorer';

export type Occur = 'MUST' | 'SHOULD' | 'MUST_NOT' | 'FILTER';
export interface Clause {
  occur: Occur;
  query: Query;
}

const OCCUR_PREFIX: Record<Occur, string> = { MUST: '+', FILTER: '#', SHOULD: '', MUST_NOT: '-' };
const f32 = Math.fround;

/**
 * Lucene 7.7's BooleanQuery (no coord). Scores: a pure conjunction or disjunction sums its scoring
 * clauses in double and rounds once; required plus optional clauses add the two float sums in float
 * (ReqOptSumScorer). The explanation sums in float, so it may differ from the score in the last bit.
 */
export class BooleanQuery implements Query {
  readonly kind = 'bool';
  constructor(readonly clauses: Clause[], readonly minimumShouldMatch = 0) {}

  toString(field?: string) {
    const parts = this.clauses.map((c) => {
      const inner = c.query.toString(field);
      return OCCUR_PREFIX[c.occur] + (c.query instanceof BooleanQuery ? `(${inner})` : inner);
    });
    const body = parts.join(' ');
    return this.minimumShouldMatch > 0 ? `(${body})~${this.minimumShouldMatch}` : body;
  }

  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    // perf: fields named, not `...c`: spreading clause objects of several shapes took ~4 µs per query.
    const clauses = this.clauses.map((c) => ({
      occur: c.occur,
      query: c.query,
      scoring: c.occur === 'MUST' || c.occur === 'SHOULD',
      weight: searcher.createWeight(c.query, needsScores && (c.occur === 'MUST' || c.occur === 'SHOULD'), boost),
    }));
    const msm = this.minimumShouldMatch;
    const hasRequired = clauses.some((c) => c.occur === 'MUST' || c.occur === 'FILTER');
    // Terms only, all optional or all required: scored in one fused loop over the postings.
    const allTerms = clauses.every((c) => c.weight.termScorer !== undefined);
    const fused = !allTerms ? undefined : clauses.every((c) => c.occur === 'SHOULD') ? 'or' : clauses.every((c) => c.occur === 'MUST') ? 'and' : undefined;
    const collect = (leaf: LeafContext, collector: Collector): number => {
      const scorers = clauses.map((c) => c.weight.termScorer!(leaf));
      const present = scorers.filter((s): s is TermScorer => s !== null);
      const live = leaf.segment.liveDocs;
      if (fused === 'and') return present.length < scorers.length ? 0 : collectConjunction(present, live, collector);
      return present.length === 0 ? 0 : collectDisjunction(present, Math.max(1, msm), live, leaf.segment.numDeleted > 0, collector);
    };
    return {
      // A field left undefined, not spread in: every boolean weight keeps one shape.
      collect: fused ? collect : undefined,
      scores(leaf, within) {
        const lists = clauses.map((c) => c.weight.scores(leaf, within));
        const of = (occur: Occur) => lists.filter((_, i) => clauses[i].occur === occur);
        const must = of('MUST');
        const should = of('SHOULD');
        const not = of('MUST_NOT');
        const required = [...must, ...of('FILTER')];
        const minShould = hasRequired ? msm : Math.max(1, msm);
        if (!hasRequired) {
          // A disjunction: every doc of any SHOULD clause, summed in double (DisjunctionSumScorer).
          const u = sumUnion(should, minShould);
          return not.length === 0 ? u : excluding(u, not);
        }
        if (required.some((l) => l.length === 0)) return NO_DOCS;
        const lead = required.reduce((a, b) => (a.length <= b.length ? a : b));
        const rPos = new Int32Array(required.length);
        const sPos = new Int32Array(should.length);
        const nPos = new Int32Array(not.length);
        const mustIdx = must.map((m) => required.indexOf(m));
        const out = docScores(lead.length);
        outer: for (let li = 0; li < lead.length; li++) {
          const d = lead.docs[li];
          for (let r = 0; r < required.length; r++) {
            const p = (rPos[r] = advance(required[r], rPos[r], d));
            if (p >= required[r].length) break outer;
            if (required[r].docs[p] !== d) continue outer;
          }
          for (let x = 0; x < not.length; x++) {
            const p = (nPos[x] = advance(not[x], nPos[x], d));
            if (p < not[x].length && not[x].docs[p] === d) continue outer;
          }
          let matched = 0;
          let shouldSum = 0;
          for (let x = 0; x < should.length; x++) {
            const p = (sPos[x] = advance(should[x], sPos[x], d));
            if (p < should[x].length && should[x].docs[p] === d) {
              matched++;
              shouldSum += should[x].scores[p];
            }
          }
          if (matched < minShould) continue;
          let mustSum = 0;
          for (const r of mustIdx) mustSum += required[r].scores[rPos[r]];
          // Optional clauses add as a float to the required sum (ReqOptSumScorer); with a minimum they
          // become one more required scorer, summed in double with the others (ConjunctionScorer).
          let score: number;
          if (must.length === 0 || matched === 0) score = f32(mustSum + shouldSum);
          else if (minShould === 0) score = f32(f32(mustSum) + f32(shouldSum));
          else score = f32(mustSum + f32(shouldSum));
          push(out, d, score);
        }
        return out;
      },
      explain(leaf, doc) {
        const subs: Explanation[] = [];
        let sum = 0;
        let fail = false;
        let matchCount = 0;
        let shouldMatchCount = 0;
        for (const c of clauses) {
          const e = c.weight.explain(leaf, doc);
          if (e.match) {
            if (c.scoring) {
              subs.push(e);
              sum = f32(sum + e.value);
            } else if (c.occur === 'FILTER') {
              subs.push(matchExpl(0, 'match on required clause, product of:', [matchExpl(0, '# clause'), e]));
            } else {
              subs.push(noMatchExpl(`match on prohibited clause (${c.query.toString()})`, [e]));
              fail = true;
            }
            if (c.occur !== 'MUST_NOT') matchCount++;
            if (c.occur === 'SHOULD') shouldMatchCount++;
          } else if (c.occur === 'MUST' || c.occur === 'FILTER') {
            subs.push(noMatchExpl(`no match on required clause (${c.query.toString()})`, [e]));
            fail = true;
          }
        }
        if (fail) return noMatchExpl('Failure to meet condition(s) of required/prohibited clause(s)', subs);
        if (matchCount === 0) return noMatchExpl('No matching clauses', subs);
        if (shouldMatchCount < msm) return noMatchExpl(`Failure to match minimum number of optional clauses: ${msm}`, subs);
        return matchExpl(sum, 'sum of:', subs);
      },
    };
  }
}

/** The docs of `ds` in none of the `not` lists. */
function excluding(ds: DocScores, not: DocScores[]): DocScores {
  const pos = new Int32Array(not.length);
  const out = docScores(ds.length);
  outer: for (let i = 0; i < ds.length; i++) {
    const d = ds.docs[i];
    for (let x = 0; x < not.length; x++) {
      const p = (pos[x] = advance(not[x], pos[x], d));
      if (p < not[x].length && not[x].docs[p] === d) continue outer;
    }
    push(out, d, ds.scores[i]);
  }
  return out;
}

function unboost(q: Query): { query: Query; boost: number } {
  if (!(q instanceof BoostQuery)) return { query: q, boost: 1 };
  let boost = 1;
  while (q instanceof BoostQuery) {
    boost *= q.boost;
    q = q.query;
  }
  return { query: q, boost };
}

/** Merges equal clauses of one occur into one clause boosted by the sum of their boosts. */
function dedupe(clauses: Clause[], occur: Occur): Clause[] | undefined {
  const of = clauses.filter((c) => c.occur === occur);
  // perf: most booleans repeat no clause; telling so costs no string key per clause.
  if (!hasEqualQueries(of)) return undefined;
  const merged = new Map<string, { query: Query; boost: number }>();
  for (const c of of) {
    const { query, boost } = unboost(c.query);
    const key = queryKey(query);
    const m = merged.get(key);
    if (m) m.boost += boost;
    else merged.set(key, { query, boost });
  }
  const out: Clause[] = [...merged.values()].map(({ query, boost }) => ({ occur, query: Math.fround(boost) !== 1 ? new BoostQuery(query, Math.fround(boost)) : query }));
  return [...out, ...clauses.filter((c) => c.occur !== occur)];
}

/** What makes two queries equal here: their kind and their text (a term query's is its field and term). */
const queryKey = (q: Query) => `${q.kind}\u0000${q.toString()}`;

/** Up to this many clauses, equal ones are looked for pair by pair (no keys built); a Set of keys beyond. */
const PAIRWISE_MAX = 16;

/** Whether two clauses hold equal queries once their boosts are taken off. */
function hasEqualQueries(of: Clause[]): boolean {
  if (of.length < 2) return false;
  if (of.length > PAIRWISE_MAX) return new Set(of.map((c) => queryKey(unboost(c.query).query))).size < of.length;
  const queries = of.map((c) => unboost(c.query).query);
  for (let i = 1; i < queries.length; i++) for (let j = 0; j < i; j++) if (sameQuery(queries[i], queries[j])) return true;
  return false;
}

function sameQuery(a: Query, b: Query): boolean {
  if (a.kind !== b.kind) return false;
  // Two term queries: the same field and term (what their text holds), without building the text.
  if (a.kind === 'term' && isFieldTerm(a) && isFieldTerm(b)) return a.field === b.field && a.term === b.term;
  return a.toString() === b.toString();
}

const isFieldTerm = (q: Query): q is Query & { field: string; term: string } =>
  typeof (q as { field?: unknown }).field === 'string' && typeof (q as { term?: unknown }).term === 'string';

/** Builds a BooleanQuery and applies Lucene 7.7's rewrites that change scores or explanations. */
export function booleanQuery(clauses: Clause[], minimumShouldMatch = 0): Query {
  if (clauses.length === 0) return new MatchNoDocsQuery('empty BooleanQuery');
  if (clauses.length === 1) {
    const c = clauses[0];
    if (minimumShouldMatch === 1 && c.occur === 'SHOULD') return c.query;
    if (minimumShouldMatch === 0) {
      if (c.occur === 'SHOULD' || c.occur === 'MUST') return c.query;
      if (c.occur === 'FILTER') return new BoostQuery(new ConstantScoreQuery(c.query), 0);
      return new MatchNoDocsQuery('pure negative BooleanQuery');
    }
  }
  if (minimumShouldMatch <= 1) {
    const d = dedupe(clauses, 'SHOULD');
    if (d) return booleanQuery(d, minimumShouldMatch);
  }
  const d = dedupe(clauses, 'MUST');
  if (d) return booleanQuery(d, minimumShouldMatch);
  return new BooleanQuery(clauses, minimumShouldMatch);
}

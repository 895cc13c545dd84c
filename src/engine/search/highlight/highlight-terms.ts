/**
 * What a query asks a highlighter to mark, read off the query tree the way Lucene's highlighters walk it
 * (WeightedSpanTermExtractor, FieldQuery.flatten, the unified highlighter's term, phrase and multi-term
 * extraction): every clause but `must_not`, boosts multiplied down the tree, the query of `constant_score`,
 * `function_score` and `dis_max`'s disjuncts. Terms, phrases (positions that must line up, with slop) and
 * multi-term patterns (prefix, wildcard), each with the field it is on.
 */
import { BooleanQuery } from '../../query/boolean-query';
import { BoostQuery } from '../../query/boost-query';
import { ConstantScoreQuery } from '../../query/constant-score';
import { DisjunctionMaxQuery } from '../../query/dis-max-query';
import { FunctionScoreQuery } from '../../query/function-score';
import { MultiPhraseQuery } from '../../query/multi-phrase-query';
import { MultiTermQuery } from '../../query/multi-term-query';
import { PhraseQuery } from '../../query/phrase-query';
import type { Query } from '../../query/query';
import { SynonymQuery } from '../../query/synonym-query';
import { CommonTermsQuery } from '../../query/common-terms-query';
import { TermQuery } from '../../query/term-query';
import { SpanQuery } from '../../query/spans/span-query';
import { spanHighlightClause, spanTokenMatches, type HighlightSpans } from './span-highlight';

export interface HighlightTerm {
  kind: 'term';
  field: string;
  term: string;
  boost: number;
}

/** A phrase: at relative position `positions[i]` one of `terms[i]`; `slop` as the phrase query's. */
export interface HighlightPhrase {
  kind: 'phrase';
  field: string;
  terms: string[][];
  positions: number[];
  slop: number;
  boost: number;
}

/** A prefix or wildcard query: every token of the field its pattern matches. */
export interface HighlightPattern {
  kind: 'pattern';
  field: string;
  label: string;
  matches: (term: string) => boolean;
  boost: number;
}

export type HighlightClause = HighlightTerm | HighlightPhrase | HighlightPattern | HighlightSpans;

/** The clauses of `query`, in the order a depth-first walk of the tree meets them. */
export function highlightClauses(query: Query): HighlightClause[] {
  const out: HighlightClause[] = [];
  const walk = (q: Query, boost: number) => {
    if (q instanceof TermQuery) out.push({ kind: 'term', field: q.field, term: q.term, boost });
    else if (q instanceof SynonymQuery) for (const term of q.terms) out.push({ kind: 'term', field: q.field, term, boost });
    // Every term, on either side of the cutoff (WeightedSpanTermExtractor reads them without a rewrite).
    else if (q instanceof CommonTermsQuery) for (const term of q.terms) out.push({ kind: 'term', field: q.field, term, boost });
    else if (q instanceof PhraseQuery) {
      if (q.terms.length === 1) out.push({ kind: 'term', field: q.field, term: q.terms[0], boost });
      else out.push({ kind: 'phrase', field: q.field, terms: q.terms.map((t) => [t]), positions: [...q.positions], slop: q.slop, boost });
    } else if (q instanceof MultiPhraseQuery) {
      const base = q.positions[0] ?? 0;
      out.push({ kind: 'phrase', field: q.field, terms: q.termArrays.map((a) => [...a]), positions: q.positions.map((p) => p - base), slop: q.slop, boost });
    } else if (q instanceof MultiTermQuery) {
      out.push({ kind: 'pattern', field: q.field, label: q.toString(), matches: q.matches, boost });
    } else if (q instanceof SpanQuery) {
      const c = spanHighlightClause(q, boost);
      if (c) out.push(c);
    } else if (q instanceof BooleanQuery) {
      for (const c of q.clauses) if (c.occur !== 'MUST_NOT') walk(c.query, boost);
    } else if (q instanceof BoostQuery) walk(q.query, boost * q.boost);
    else if (q instanceof ConstantScoreQuery) walk(q.query, boost);
    else if (q instanceof DisjunctionMaxQuery) for (const d of q.disjuncts) walk(d, boost);
    else if (q instanceof FunctionScoreQuery) walk(q.query, boost);
  };
  walk(query, 1);
  return out;
}

/** The clauses that apply to `field`: its own, or every field's when `require_field_match` is false. */
export function clausesFor(clauses: HighlightClause[], field: string, requireFieldMatch: boolean): HighlightClause[] {
  return requireFieldMatch ? clauses.filter((c) => c.field === field) : clauses;
}

/** One token of a field's text: its term, position and offsets into the merged text of the values. */
export interface HighlightToken {
  term: string;
  position: number;
  start: number;
  end: number;
}

/**
 * Which tokens the clauses mark (indices into `tokens`), and by which clause: a term or pattern marks every
 * occurrence; a phrase marks only the occurrences that form the phrase (within its slop).
 */
export function matchTokens(tokens: HighlightToken[], clauses: HighlightClause[]): Map<number, HighlightClause> {
  const marked = new Map<number, HighlightClause>();
  const byPosition = tokensByPosition(tokens);
  for (const c of clauses) {
    if (c.kind === 'term') tokens.forEach((t, i) => t.term === c.term && !marked.has(i) && marked.set(i, c));
    else if (c.kind === 'pattern') tokens.forEach((t, i) => c.matches(t.term) && !marked.has(i) && marked.set(i, c));
    else if (c.kind === 'spans') {
      for (const i of spanTokenMatches(tokens, c)) if (!marked.has(i)) marked.set(i, c);
    } else for (const i of phraseMatches(tokens, byPosition, c)) if (!marked.has(i)) marked.set(i, c);
  }
  return marked;
}

/** The tokens of every occurrence of a phrase, flattened. */
export function phraseMatches(tokens: HighlightToken[], byPosition: Map<number, number[]>, p: HighlightPhrase): number[] {
  return [...new Set(phraseOccurrences(tokens, byPosition, p).flat())].sort((a, b) => a - b);
}

/** Token indices by position. */
export function tokensByPosition(tokens: HighlightToken[]): Map<number, number[]> {
  const byPosition = new Map<number, number[]>();
  tokens.forEach((t, i) => {
    const list = byPosition.get(t.position);
    if (list) list.push(i);
    else byPosition.set(t.position, [i]);
  });
  return byPosition;
}

/**
 * Each occurrence of a phrase (its tokens): in order at the phrase's relative positions when its slop is 0;
 * with a slop, each term within the slop of where the phrase puts it (SpanNearQuery's sloppy match).
 */
export function phraseOccurrences(tokens: HighlightToken[], byPosition: Map<number, number[]>, p: HighlightPhrase): number[][] {
  const out: number[][] = [];
  tokens.forEach((first, i) => {
    if (!p.terms[0].includes(first.term)) return;
    const picked = [i];
    for (let k = 1; k < p.terms.length; k++) {
      const want = first.position + p.positions[k];
      let found = -1;
      for (let d = 0; d <= p.slop && found < 0; d++) {
        for (const pos of d === 0 ? [want] : [want + d, want - d]) {
          const at = byPosition.get(pos);
          const hit = at?.find((j) => p.terms[k].includes(tokens[j].term) && !picked.includes(j));
          if (hit !== undefined) {
            found = hit;
            break;
          }
        }
      }
      if (found < 0) return;
      picked.push(found);
    }
    out.push(picked);
  });
  return out;
}

/**
 * Highlighting a span query as Lucene's highlighters do (the unified highlighter's PhraseHelper with strict phrase
 * highlighting, the plain highlighter's WeightedSpanTermExtractor): only the term occurrences that make up a
 * matching span are marked, found by running the span query over the field's tokens. The fast vector highlighter
 * knows only a lone span_term (ES's CustomFieldQuery flattens it to a term).
 */
import { compareUtf8 } from '../../util/utf8';
import { rewriteSpan, spanMatches, type SpanNode } from '../../query/spans/span-node';
import type { SpanQuery } from '../../query/spans/span-query';

export interface HighlightSpans {
  kind: 'spans';
  field: string;
  node: SpanNode;
  boost: number;
}

/** The clause a span query gives: a lone span_term is a term; anything else is matched as spans. */
export function spanHighlightClause(q: SpanQuery, boost: number): HighlightSpans | { kind: 'term'; field: string; term: string; boost: number } | undefined {
  const node = q.node;
  if (node.kind === 'term') return { kind: 'term', field: node.field, term: node.term, boost };
  if (node.field === undefined || node.kind === 'none') return undefined;
  return { kind: 'spans', field: node.field, node, boost };
}

/** Every term and multi-term pattern a span query reads on `field` (the terms a highlighter loads from postings). */
export function spanWanted(node: SpanNode, terms: Set<string>, patterns: Array<(term: string) => boolean>) {
  const walk = (n: SpanNode) => {
    switch (n.kind) {
      case 'term': terms.add(n.term); break;
      case 'multi': patterns.push(n.query.matches); break;
      case 'or': case 'near': n.clauses.forEach(walk); break;
      case 'not': walk(n.include); break;
      case 'first': walk(n.match); break;
      case 'containing': case 'within': walk(n.big); walk(n.little); break;
      case 'mask': walk(n.inner); break;
      default: break;
    }
  };
  walk(node);
}

/** The tokens (indices) of the spans the query matches in these tokens of `field`. */
export function spanTokenMatches(tokens: ReadonlyArray<{ term: string; position: number }>, c: HighlightSpans): number[] {
  const byTerm = new Map<string, number[]>();
  tokens.forEach((t) => {
    const list = byTerm.get(t.term);
    if (!list) byTerm.set(t.term, [t.position]);
    else if (list[list.length - 1] !== t.position) list.push(t.position);
  });
  // The positions are the field's only: a masked or other field reads nothing here.
  const positions = (field: string, term: string) => (field === c.field ? byTerm.get(term) : undefined);
  const node = rewriteSpan(c.node, (field) => (field === c.field ? byTerm.keys() : []), Number.MAX_SAFE_INTEGER, compareUtf8);
  const wanted = new Set<string>();
  for (const m of spanMatches(node, positions)) for (const h of m.hits) if (h.field === c.field) wanted.add(`${h.position}\u0000${h.term}`);
  const out: number[] = [];
  tokens.forEach((t, i) => wanted.has(`${t.position}\u0000${t.term}`) && out.push(i));
  return out;
}

import { booleanQuery } from '../boolean-query';
import { MultiTermQuery } from '../multi-term-query';
import type { ParseContext } from '../parse-context';
import type { Query } from '../query';
import { SynonymQuery } from '../synonym-query';
import { TermQuery } from '../term-query';

/**
 * A prefix term with analyze_wildcard (QueryStringQueryParser.getPossiblyAnalyzedPrefixQuery and
 * SimpleQueryStringQueryParser.newPossiblyAnalyzedQuery): the text analysed, one clause per position joined by the
 * default operator, a SynonymQuery where tokens are stacked, the last position a prefix. null: no token.
 */
export function analyzedPrefix(ctx: ParseContext, field: string, text: string, analyzerName: string | undefined, operator: 'OR' | 'AND'): Query | null {
  const m = ctx.index.fieldMapping(field)!;
  const analyzer = analyzerName !== undefined ? ctx.index.analyzerByName(analyzerName) : ctx.index.searchAnalyzer(m);
  if (!analyzer) return new MultiTermQuery(field, text, false);
  const positions: string[][] = [];
  for (const t of analyzer.analyze(text).tokens) {
    if (positions.length === 0 || t.positionIncrement > 0) positions.push([]);
    positions[positions.length - 1].push(t.term);
  }
  if (positions.length === 0) return null;
  if (positions.length === 1 && positions[0].length === 1) return new MultiTermQuery(field, positions[0][0], false);
  const occur = operator === 'AND' ? 'MUST' : 'SHOULD';
  return booleanQuery(positions.map((terms, i) => {
    const last = i === positions.length - 1;
    if (terms.length === 1) return { occur, query: last ? new MultiTermQuery(field, terms[0], false) : new TermQuery(field, terms[0]) };
    if (!last) return { occur, query: new SynonymQuery(field, terms) };
    return { occur, query: booleanQuery(terms.map((t) => ({ occur: 'SHOULD' as const, query: new MultiTermQuery(field, t, false) }))) };
  }));
}

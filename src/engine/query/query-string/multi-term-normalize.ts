import type { Analyzer } from '../../analysis/analyzer';
import type { IndexService } from '../../index/index-service';
import type { LeafFieldMapping } from '../../mapping/field-mapping';

/**
 * Analyzer.normalize as the query parsers use it on prefix, wildcard, fuzzy, regexp and range terms: a keyword
 * field's normalizer, or the lower-casing a text field's search analyzer does (Lucene keeps only the
 * multi-term-aware filters, which for the analyzers here means lower-casing; stemmers and the tokenizer are skipped).
 */
export function normalizeTerm(index: IndexService, m: LeafFieldMapping, text: string, analyzerName?: string): string {
  if (m.type === 'keyword' && analyzerName === undefined) {
    if (!m.normalizer) return text;
    const n = index.searchAnalyzer(m);
    return n ? n.analyze(text).tokens.map((t) => t.term).join('') : text;
  }
  if (m.type !== 'text' && analyzerName === undefined) return text;
  const analyzer = analyzerName !== undefined ? index.analyzerByName(analyzerName) : index.searchAnalyzer(m);
  return analyzer && lowercases(analyzer) ? text.toLowerCase() : text;
}

const LOWERCASES = new WeakMap<Analyzer, boolean>();
/** Whether the analyzer's chain lower-cases (read off what it does to one upper-case letter). */
function lowercases(a: Analyzer): boolean {
  let v = LOWERCASES.get(a);
  if (v === undefined) {
    const t = a.analyze('Q').tokens;
    v = t.length === 1 && t[0].term === 'q';
    LOWERCASES.set(a, v);
  }
  return v;
}

/**
 * A query_string wildcard term (QueryParserBase.analyzeWildcard): the text between `*`, `?` and escaped chars is
 * normalized, those are kept; `\x` matches x literally (WildcardQuery's escape).
 */
export function wildcardPattern(index: IndexService, m: LeafFieldMapping, raw: string, analyzerName?: string): { text: string; matches: (term: string) => boolean } {
  let text = '';
  let re = '';
  const parts = raw.split(/(\\[\s\S]|[?*]+)/u);
  for (const part of parts) {
    if (part === '') continue;
    if (part.startsWith('\\') && part.length > 1) {
      text += part;
      re += escapeRe(part.slice(1));
    } else if (/^[?*]+$/.test(part)) {
      text += part;
      for (const c of part) re += c === '*' ? '[\\s\\S]*' : '[\\s\\S]';
    } else {
      const n = normalizeTerm(index, m, part, analyzerName);
      text += n;
      re += escapeRe(n);
    }
  }
  const pattern = new RegExp(`^${re}$`, 'u');
  return { text, matches: (t) => pattern.test(t) };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

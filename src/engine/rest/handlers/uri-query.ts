import { URI_WILDCARD_TERM } from '../../query/multi-term-query';

/**
 * The `q=` URL parameter (ES runs it through query_string). Searchpad understands its everyday subset:
 * whitespace-separated `field:value` and bare terms (bare terms search `df`, or every field), prefix and wildcard
 * terms (`BA*`, `b?r`), joined by
 * `default_operator` (OR unless AND).
 */
export function uriQuery(q: string, params: Map<string, string>): unknown {
  const parts = q.trim().split(/\s+/).filter(Boolean);
  const df = params.get('df');
  const lenient = params.get('lenient') === 'true' || params.get('lenient') === '';
  const clauses = parts.map((p) => {
    const m = /^([^:\s]+):(.+)$/.exec(p);
    const field = m && m[1] !== '*' ? m[1] : undefined;
    const text = m ? m[2] : p;
    // `BA*`, `b?r`: a prefix or wildcard term, normalized as the field's analyzer does (query_string).
    if (/[*?]/.test(text) && !text.startsWith('"')) return { [URI_WILDCARD_TERM]: { field: field ?? df, text } };
    if (field) return { match: { [field]: lenient ? { query: text.replace(/^"|"$/g, ''), lenient } : { query: text.replace(/^"|"$/g, '') } } };
    return df ? { match: { [df]: lenient ? { query: text, lenient } : { query: text } } } : { multi_match: { query: text, lenient: true } };
  });
  if (clauses.length === 0) return { match_all: {} };
  if (clauses.length === 1) return clauses[0];
  const and = (params.get('default_operator') ?? 'OR').toUpperCase() === 'AND';
  return { bool: { [and ? 'must' : 'should']: clauses } };
}

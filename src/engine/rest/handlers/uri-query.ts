/**
 * The `q=` URL parameter (ES runs it through query_string). Searchpad understands its everyday subset:
 * whitespace-separated `field:value` and bare terms (bare terms search `df`, or every field), joined by
 * `default_operator` (OR unless AND).
 */
export function uriQuery(q: string, params: Map<string, string>): unknown {
  const parts = q.trim().split(/\s+/).filter(Boolean);
  const df = params.get('df');
  const clauses = parts.map((p) => {
    const m = /^([^:\s]+):(.+)$/.exec(p);
    if (m && m[1] !== '*') return { match: { [m[1]]: { query: m[2].replace(/^"|"$/g, '') } } };
    const text = m ? m[2] : p;
    return df ? { match: { [df]: { query: text } } } : { multi_match: { query: text, lenient: true } };
  });
  if (clauses.length === 0) return { match_all: {} };
  if (clauses.length === 1) return clauses[0];
  const and = (params.get('default_operator') ?? 'OR').toUpperCase() === 'AND';
  return { bool: { [and ? 'must' : 'should']: clauses } };
}

/**
 * The `q=` URL parameter: RestActions.urlParamsToQueryBuilder makes it a query_string query with `df`,
 * `analyzer`, `analyze_wildcard` (false unless given), `lenient` and `default_operator` from the URL.
 */
export function uriQuery(q: string, params: Map<string, string>): unknown {
  const body: Record<string, unknown> = { query: q };
  const df = params.get('df');
  if (df !== undefined) body.default_field = df;
  const analyzer = params.get('analyzer');
  if (analyzer !== undefined) body.analyzer = analyzer;
  body.analyze_wildcard = flag(params.get('analyze_wildcard')) ?? false;
  const lenient = flag(params.get('lenient'));
  if (lenient !== undefined) body.lenient = lenient;
  const op = params.get('default_operator');
  if (op !== undefined) body.default_operator = op;
  return { query_string: body };
}

/** paramAsBoolean: absent is undefined, `` and `true` are true. */
function flag(v: string | undefined): boolean | undefined {
  if (v === undefined) return undefined;
  return v === '' || v === 'true' ? true : v === 'false' ? false : undefined;
}

/**
 * Where in a request body Elasticsearch says an error is. `parsing_exception` carries `line`/`col`;
 * `x_content_parse_exception` starts its reason with `[line:col]`; `json_parse_exception` says
 * `line: N, column: M` (Jackson's words). Lines and columns are 1-based, in the body as sent.
 */
export interface ErrorLocation {
  line: number;
  col: number;
  type: string;
  reason: string;
}

interface ErrorLike {
  type?: unknown;
  reason?: unknown;
  line?: unknown;
  col?: unknown;
  root_cause?: unknown;
  caused_by?: unknown;
}

function located(e: ErrorLike): ErrorLocation | undefined {
  const type = typeof e.type === 'string' ? e.type : 'error';
  const reason = typeof e.reason === 'string' ? e.reason : '';
  if (typeof e.line === 'number' && typeof e.col === 'number') return { line: e.line, col: e.col, type, reason };
  const bracket = /^\[(\d+):(\d+)\]/.exec(reason);
  if (bracket) return { line: Number(bracket[1]), col: Number(bracket[2]), type, reason };
  const jackson = /line: (\d+), column: (\d+)/.exec(reason);
  if (jackson && type === 'json_parse_exception') return { line: Number(jackson[1]), col: Number(jackson[2]), type, reason };
  return undefined;
}

/** The first located error of an answer's body: the error itself, its root causes, then what caused it. */
export function errorLocation(body: unknown): ErrorLocation | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  const seen = new Set<unknown>();
  const visit = (e: unknown): ErrorLocation | undefined => {
    if (typeof e !== 'object' || e === null || seen.has(e)) return undefined;
    seen.add(e);
    const err = e as ErrorLike;
    return located(err) ?? (Array.isArray(err.root_cause) ? err.root_cause.map(visit).find(Boolean) : undefined) ?? visit(err.caused_by);
  };
  return visit(error);
}

/** The 0-based buffer position of a body location, for a request whose method line is `requestLine` (0-based). */
export function bufferPosition(requestLine: number, loc: { line: number; col: number }): { line: number; column: number } {
  return { line: requestLine + loc.line, column: Math.max(0, loc.col - 1) };
}

/** The buffer position of an answer's located error (NDJSON bodies are sent re-lined: no position). */
export function answerErrorPosition(a: { line: number; ndjson: boolean; body?: unknown }) {
  const loc = a.ndjson ? undefined : errorLocation(a.body);
  return loc && { ...loc, ...bufferPosition(a.line, loc) };
}

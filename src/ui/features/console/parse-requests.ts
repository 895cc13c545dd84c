/**
 * Kibana Console syntax: a buffer of requests, each a `METHOD /path` line followed by an optional body
 * (JSON, possibly over several lines, or NDJSON lines for `_bulk`). Lines are 0-based.
 */
export interface ConsoleRequest {
  method: string;
  path: string;
  /** The body text as typed (undefined when none). */
  bodyText?: string;
  startLine: number;
  endLine: number;
}

const METHOD_LINE = /^\s*(GET|PUT|POST|DELETE|HEAD|PATCH)\s+(\S+)\s*$/i;

export function parseRequests(buffer: string): ConsoleRequest[] {
  const lines = buffer.split('\n');
  const out: ConsoleRequest[] = [];
  let current: ConsoleRequest | undefined;
  let body: string[] = [];
  const close = (endLine: number) => {
    if (!current) return;
    while (body.length > 0 && body[body.length - 1].trim() === '') {
      body.pop();
      endLine--;
    }
    current.endLine = Math.max(current.startLine, endLine);
    if (body.length > 0) current.bodyText = body.join('\n');
    out.push(current);
    current = undefined;
    body = [];
  };
  lines.forEach((line, i) => {
    const m = METHOD_LINE.exec(line);
    if (m) {
      close(i - 1);
      const path = m[2].startsWith('/') ? m[2] : `/${m[2]}`;
      current = { method: m[1].toUpperCase(), path, startLine: i, endLine: i };
      return;
    }
    if (!current) return;
    if (line.trim().startsWith('#') || line.trim().startsWith('//')) {
      if (body.length === 0) return;
    }
    body.push(line);
  });
  close(lines.length - 1);
  return out;
}

/** The request whose line range contains the cursor line (or the nearest one above it). */
export function requestAtLine(requests: ConsoleRequest[], line: number): ConsoleRequest | undefined {
  let found: ConsoleRequest | undefined;
  for (const r of requests) if (r.startLine <= line) found = r;
  return found;
}

/** The body to send: NDJSON text for `_bulk`/`_msearch`, otherwise the parsed JSON (text when invalid, so the engine reports it). */
export function requestBody(r: ConsoleRequest): unknown {
  if (r.bodyText === undefined) return undefined;
  if (/\/_bulk(\?|$)|\/_msearch(\?|$)/.test(r.path)) {
    return r.bodyText.split('\n').map((l) => l.trim()).filter((l) => l !== '').join('\n') + '\n';
  }
  return r.bodyText;
}

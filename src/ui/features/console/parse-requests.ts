import { withoutComments } from './json-tokens';

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

/** A request line, with an optional trailing comment. */
const METHOD_LINE = /^\s*(GET|PUT|POST|DELETE|HEAD|PATCH)\s+([^\s#]+)\s*(?:(?:#|\/\/).*)?$/i;
const COMMENT_LINE = /^\s*(#|\/\/)/;

export function parseRequests(buffer: string): ConsoleRequest[] {
  const lines = buffer.split('\n');
  const out: ConsoleRequest[] = [];
  let current: ConsoleRequest | undefined;
  let body: string[] = [];
  const close = (endLine: number) => {
    if (!current) return;
    // Blank and comment lines after a body belong to no request (often a note about the next one).
    while (body.length > 0 && (body[body.length - 1].trim() === '' || COMMENT_LINE.test(body[body.length - 1]))) {
      body.pop();
      endLine--;
    }
    current.endLine = Math.max(current.startLine, endLine);
    // Comment lines before the body are kept (blanked when sent), so body line numbers stay the buffer's.
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
  // Comments are the writer's notes: blanked, so the engine's line/col still point into the buffer.
  const text = withoutComments(r.bodyText);
  if (isNdjson(r.path)) {
    return text.split('\n').map((l) => l.trim()).filter((l) => l !== '').join('\n') + '\n';
  }
  return text;
}

/** `_bulk` and `_msearch` bodies are NDJSON: one document a line. */
export function isNdjson(path: string): boolean {
  return /\/_bulk(\?|$)|\/_msearch(\?|$)/.test(path);
}

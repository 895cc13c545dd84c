import { withoutComments } from './json-tokens';
import { isNdjson, parseRequests } from './parse-requests';

export interface BodyProblem {
  /** 0-based line and column in the buffer. */
  line: number;
  column: number;
  message: string;
}

/** Where a body of the buffer is not valid JSON (NDJSON bodies are checked line by line). */
export function bodyProblems(buffer: string): BodyProblem[] {
  const problems: BodyProblem[] = [];
  for (const r of parseRequests(buffer)) {
    if (r.bodyText === undefined) continue;
    const bodyLine = r.startLine + 1;
    const body = withoutComments(r.bodyText);
    const chunks = isNdjson(r.path) ? body.split('\n').map((text, i) => ({ text, line: bodyLine + i })) : [{ text: body, line: bodyLine }];
    for (const { text, line } of chunks) {
      if (text.trim() === '') continue;
      try {
        JSON.parse(text);
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        const pos = Number(/position (\d+)/.exec(msg)?.[1] ?? text.length);
        const before = text.slice(0, pos);
        const lines = before.split('\n');
        problems.push({ line: line + lines.length - 1, column: lines[lines.length - 1].length, message: msg.replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '') });
      }
    }
  }
  return problems;
}

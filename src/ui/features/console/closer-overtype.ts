import { bracketDepth } from './json-tokens';

/**
 * With brackets closed as they are opened, a person who types `{`, Enter, the members, Enter and `}` would get a
 * second `}`: the auto-inserted one waits on the line below. When the request's brackets already balance, a typed
 * `}` or `]` moves over the closer that waits ahead instead (across blank lines), as Monaco does for a closer
 * right after the cursor. Lines and columns are 0-based.
 */
export interface CloserMove {
  /** The text from `from` to `to` (the waiting closer included) is replaced by `text`; the cursor ends after it. */
  from: { line: number; column: number };
  to: { line: number; column: number };
  text: string;
}

export function closerMove(lines: string[], bodyStart: number, bodyEnd: number, line: number, column: number, closer: '}' | ']'): CloserMove | undefined {
  if (bracketDepth(lines.slice(bodyStart, bodyEnd + 1).join('\n')) !== 0) return undefined;
  const after = lines[line].slice(column);
  // The waiting closer: the next non-blank character after the cursor, on this line or a later one of the body.
  let l = line;
  let c = column + (after.length - after.trimStart().length);
  while (c >= lines[l].length && l < bodyEnd) {
    l++;
    c = lines[l].length - lines[l].trimStart().length;
  }
  if (lines[l]?.[c] !== closer) return undefined;
  if (l === line) return { from: { line, column }, to: { line, column: c + 1 }, text: closer };
  // A blank line the cursor is on goes away; text before the cursor stays, and the closer keeps its line.
  const before = lines[line].slice(0, column);
  if (before.trim() === '' && line > 0) return { from: { line: line - 1, column: lines[line - 1].length }, to: { line: l, column: c + 1 }, text: `\n${lines[l].slice(0, c)}${closer}` };
  return { from: { line, column: before.trimEnd().length }, to: { line: l, column: c + 1 }, text: `\n${lines[l].slice(0, c)}${closer}` };
}

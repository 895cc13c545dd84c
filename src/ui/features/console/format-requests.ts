import { formatBody } from './format-body';
import { isNdjson, parseRequests } from './parse-requests';

/** A body to replace: 0-based buffer lines `startLine..endLine` (whole lines) become `text`. */
export interface BodyEdit {
  startLine: number;
  endLine: number;
  text: string;
}

/** The re-indented bodies of the requests that lines `from..to` (0-based) touch; bodies already so are left out. */
export function formatEdits(buffer: string, from: number, to: number): BodyEdit[] {
  const edits: BodyEdit[] = [];
  for (const r of parseRequests(buffer)) {
    if (r.bodyText === undefined || r.endLine < from || r.startLine > to) continue;
    const text = formatBody(r.bodyText, isNdjson(r.path));
    if (text !== undefined && text !== r.bodyText) edits.push({ startLine: r.startLine + 1, endLine: r.endLine, text });
  }
  return edits;
}

/**
 * Cuts a text into runs at token boundaries so each run knows which tokens cover it. Offsets are
 * UTF-16 code units, as ES gives them and JavaScript strings index them, so emoji and CJK line up.
 */
export interface Span {
  start: number;
  end: number;
  key: string;
}

export interface Run {
  text: string;
  start: number;
  keys: string[];
}

/**
 * The text cut at every span start and end inside it, each run with the keys of the spans covering it (in the
 * spans' order). A long document's thousands of tokens cost n log n, not runs × spans.
 */
export function runsOf(text: string, spans: Span[]): Run[] {
  return disjointRuns(text, spans) ?? sweepRuns(text, spans);
}

/**
 * perf: the usual case, spans that neither overlap nor leave the text nor are empty (no synonyms, shingles or
 * n-grams): a run per span and per gap, in one pass after a sort. Undefined for any other spans.
 */
function disjointRuns(text: string, spans: Span[]): Run[] | undefined {
  const order = spans.map((_, i) => i).sort((a, b) => spans[a].start - spans[b].start);
  const runs: Run[] = [];
  let at = 0;
  for (const i of order) {
    const { start, end, key } = spans[i];
    if (start < at || end <= start || end > text.length) return undefined;
    if (start > at) runs.push({ text: text.slice(at, start), start: at, keys: [] });
    runs.push({ text: text.slice(start, end), start, keys: [key] });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), start: at, keys: [] });
  return runs;
}

/** Any spans: cut at every span start and end inside the text, and sweep the spans open over each run. */
function sweepRuns(text: string, spans: Span[]): Run[] {
  const cuts = new Set<number>([0, text.length]);
  for (const s of spans) {
    if (s.start >= 0 && s.start <= text.length) cuts.add(s.start);
    if (s.end >= 0 && s.end <= text.length) cuts.add(s.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  // Non-empty spans by start; `open` holds those begun and not yet ended (indices into `spans`, in their order).
  const byStart = spans.map((_, i) => i).filter((i) => spans[i].end > spans[i].start);
  byStart.sort((a, b) => spans[a].start - spans[b].start || a - b);
  let next = 0;
  let open: number[] = [];
  const runs: Run[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i];
    const end = points[i + 1];
    let added = false;
    while (next < byStart.length && spans[byStart[next]].start <= start) {
      open.push(byStart[next++]);
      added = true;
    }
    if (added && open.length > 1) open.sort((a, b) => a - b);
    // Every span end inside the text is a cut point, so a span still open here reaches `end` unless it ended at `start` or before.
    if (open.some((j) => spans[j].end < end)) open = open.filter((j) => spans[j].end >= end);
    runs.push({ text: text.slice(start, end), start, keys: open.map((j) => spans[j].key) });
  }
  return runs;
}

/** Payloads come base64-encoded; show their bytes as text when they are printable UTF-8. */
export function decodePayload(b64: string): string {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  } catch {
    return '';
  }
  const hex = () => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ');
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /^[\x20-\x7e\u00a0-\uffff]*$/.test(text) ? text : hex();
  } catch {
    return hex();
  }
}

/**
 * Splits an NDJSON `_bulk` body into batches of whole actions (an action line plus its source line,
 * except `delete`, which has none), so a long import can be sent in pieces and show its progress.
 *
 * A batch ends after `actionsPerBatch` actions or once it holds `charsPerBatch` characters (a file of big
 * documents stays well under `http.max_content_length`). perf: the page's thread only scans for line ends
 * and cuts the text; it parses no line unless it may be a `delete` (one naming `delete`, or with a `\u`
 * escape that could spell it): parsing every action line and joining the lines again held the page 130-170 ms
 * for 100,000 documents; the scan also lets the page run every few ms (`pause`). 500 actions: in Chromium's worker, 100,000 WordNet documents loaded at ~27k docs/s in
 * batches of 500 and ~19k in batches of 5,000 (measured in turns on a busy machine; in Node it is the reverse).
 */
export async function bulkBatches(ndjson: string, actionsPerBatch = 500, charsPerBatch = 4_000_000, pause: () => Promise<void> = nextTask): Promise<string[]> {
  const batches: string[] = [];
  const n = ndjson.length;
  let batchStart = 0;
  let actions = 0;
  let expectSource = false;
  const maybeDelete = nextOccurrence(ndjson, 'delete');
  const maybeEscape = nextOccurrence(ndjson, '\\u');
  let sliceStart = performance.now();
  const endAction = async (lineEnd: number) => {
    actions++;
    const cut = Math.min(lineEnd + 1, n);
    if (actions >= actionsPerBatch || cut - batchStart >= charsPerBatch) {
      batches.push(ndjson.slice(batchStart, cut));
      batchStart = cut;
      actions = 0;
      if (performance.now() - sliceStart >= SLICE_MS) {
        await pause();
        sliceStart = performance.now();
      }
    }
  };
  for (let pos = 0; pos < n; ) {
    let end = ndjson.indexOf('\n', pos);
    if (end < 0) end = n;
    if (!isBlank(ndjson, pos, end)) {
      if (expectSource) {
        expectSource = false;
        await endAction(end);
      } else if (maybeDelete(pos) < end || maybeEscape(pos) < end) {
        if (isDelete(ndjson.slice(pos, end))) await endAction(end);
        else expectSource = true;
      } else expectSource = true;
    }
    pos = end + 1;
  }
  // What is left: an action without its source, or only blank lines (kept with the last batch).
  if (batchStart < n) {
    const rest = ndjson.slice(batchStart);
    if (!isBlank(rest, 0, rest.length)) batches.push(rest);
    else if (batches.length > 0) batches[batches.length - 1] += rest;
  }
  // The engine, as Elasticsearch, wants the body to end with a newline.
  if (batches.length > 0 && !batches[batches.length - 1].endsWith('\n')) batches[batches.length - 1] += '\n';
  return batches;
}

/** How long the scan runs before it lets the page's other tasks run. */
const SLICE_MS = 8;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `at(pos)`: where `needle` next occurs from `pos` (Infinity when it does not); each search resumes the last. */
function nextOccurrence(text: string, needle: string): (pos: number) => number {
  let found = -1;
  return (pos) => {
    if (found !== Infinity && found < pos) {
      const i = text.indexOf(needle, pos);
      found = i < 0 ? Infinity : i;
    }
    return found;
  };
}

/** Whether a line is blank as the engine judges it (String.prototype.trim); most lines start with `{`. */
function isBlank(text: string, from: number, to: number): boolean {
  if (from < to && text.charCodeAt(from) === 0x7b) return false;
  return text.slice(from, to).trim() === '';
}

function isDelete(line: string): boolean {
  try {
    const parsed = JSON.parse(line) as Record<string, unknown> | null;
    return parsed !== null && typeof parsed === 'object' && Object.keys(parsed)[0] === 'delete';
  } catch {
    return false; // a broken line: the engine reports it in its batch
  }
}

/**
 * Groups a highlighted text's runs into chunks of about a given length, so that each chunk can be its own block
 * that the browser skips while it is off screen (`content-visibility: auto`). A chunk ends only after a plain run
 * (one no token covers) that ends in a space, tab or line break: never inside a mark, a surrogate pair, a word or a CR LF.
 */
import type { Run } from './spans';

/** perf: about 15 lines of the source text in a narrow pane; a screenful draws a few chunks, not all. */
export const CHUNK_CHARS = 800;

/**
 * The runs, in order, split into consecutive groups: their texts joined are the runs' texts joined. A group
 * ends at the first plain run ending in a space or tab once it holds `size` characters, or once it holds half that if
 * the run ends a line (so that most chunks start a line). A text with no such run is one chunk.
 */
export function chunkRuns(runs: Run[], size = CHUNK_CHARS): Run[][] {
  const chunks: Run[][] = [];
  let chunk: Run[] = [];
  let length = 0;
  for (const run of runs) {
    chunk.push(run);
    length += run.text.length;
    if (run.keys.length > 0 || length < size / 2) continue;
    const last = run.text.at(-1);
    if (last === '\n' || (length >= size && (last === ' ' || last === '\t'))) {
      chunks.push(chunk);
      chunk = [];
      length = 0;
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Splits an NDJSON `_bulk` body into batches of whole actions (an action line plus its source line,
 * except `delete`, which has none), so a long import can be sent in pieces and show its progress.
 */
export function bulkBatches(ndjson: string, actionsPerBatch = 500): string[] {
  const lines = ndjson.split('\n').filter((l) => l.trim() !== '');
  const batches: string[] = [];
  let current: string[] = [];
  let actions = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    current.push(line);
    let isDelete = false;
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      isDelete = Object.keys(parsed)[0] === 'delete';
    } catch {
      // a broken line: let the engine report it in its batch
    }
    if (!isDelete && i + 1 < lines.length) current.push(lines[++i]);
    actions++;
    if (actions === actionsPerBatch) {
      batches.push(current.join('\n') + '\n');
      current = [];
      actions = 0;
    }
  }
  if (current.length) batches.push(current.join('\n') + '\n');
  return batches;
}

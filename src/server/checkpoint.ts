import { closeSync, existsSync, fsyncSync, openSync, readFileSync } from 'node:fs';
import { replaceFileDurably, writeAll } from './durable-write';
import { encodeLine, readLines } from './record-file';

/**
 * `log.ckp`: how many records of the log were acknowledged, as Elasticsearch's `translog.ckp` (rewritten and
 * fsynced after every sync of the translog). Without it a log cut short at a record boundary, or inside its last
 * record, would look like fewer writes or a torn append. It holds two fixed-size slots, written in turn, each a
 * checksummed line: a write torn by a crash spoils one slot, and the other still holds the previous count.
 */
export interface Checkpoint {
  generation: number;
  /** Records acknowledged in this generation of the log. */
  records: number;
  /** The log's length in bytes after them. */
  size: number;
}

const SLOT = 128;

export class CheckpointFile {
  constructor(readonly file: string) {}

  exists(): boolean {
    return existsSync(this.file);
  }

  /** The newest slot that verifies, or why none does. */
  read(): Checkpoint | { problem: string } {
    const bytes = readFileSync(this.file);
    const found: Checkpoint[] = [];
    for (let slot = 0; slot * SLOT < bytes.length; slot++) {
      const { lines } = readLines(bytes.subarray(slot * SLOT, (slot + 1) * SLOT));
      const line = lines[0];
      if (line?.ok && isCheckpoint(line.value)) found.push(line.value);
    }
    if (found.length === 0) return { problem: `neither of its ${Math.ceil(bytes.length / SLOT) || 0} slot(s) verifies` };
    return found.reduce((a, b) => (b.generation > a.generation || (b.generation === a.generation && b.records > a.records) ? b : a));
  }

  /** A new generation: both slots, written to a new file renamed into place. */
  reset(checkpoint: Checkpoint): void {
    const slot = encodeSlot(checkpoint);
    replaceFileDurably(this.file, [slot, slot]);
  }

  /** After a record is fsynced in the log: its slot (alternating), fsynced. */
  write(checkpoint: Checkpoint): void {
    this.writeSlot(checkpoint.records % 2, encodeSlot(checkpoint));
  }

  /** Undoes `write` of a record whose append failed: its slot is blanked, the other still holds the count before it. */
  clear(records: number): void {
    this.writeSlot(records % 2, ' '.repeat(SLOT));
  }

  private writeSlot(slot: number, text: string) {
    const fd = openSync(this.file, 'r+');
    try {
      writeAll(fd, Buffer.from(text, 'utf8'), slot * SLOT);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}

function encodeSlot(c: Checkpoint): string {
  const line = encodeLine({ generation: c.generation, records: c.records, size: c.size });
  if (line.length > SLOT) throw new Error(`checkpoint line over ${SLOT} bytes`);
  // Padded after the newline: the slot's one line is what is read back.
  return line + ' '.repeat(SLOT - line.length);
}

function isCheckpoint(v: unknown): v is Checkpoint {
  const c = v as Checkpoint;
  return typeof c === 'object' && c !== null && Number.isInteger(c.generation) && Number.isInteger(c.records) && Number.isInteger(c.size);
}

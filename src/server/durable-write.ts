import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Replaces `file` with `chunks` so that a crash at any moment leaves either the old file or the whole new
 * one: write a temporary file, fsync it, rename it over `file`, fsync the directory (the rename itself is
 * only durable once the directory entry is on disk).
 */
export function replaceFileDurably(file: string, chunks: Iterable<string>): void {
  const tmp = `${file}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    // Lines are gathered into pieces of about 1 MB: one write per line would be one system call per document.
    let piece = '';
    for (const chunk of chunks) {
      piece += chunk;
      if (piece.length >= 1 << 20) {
        writeAll(fd, Buffer.from(piece, 'utf8'));
        piece = '';
      }
    }
    if (piece) writeAll(fd, Buffer.from(piece, 'utf8'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  fsyncDirectory(dirname(file));
}

/** Makes the directory's entries (files created, renamed, removed) durable. */
export function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * `writeSync` may write less than asked (a full disk, a signal): loop until every byte is written or it
 * throws. At `position` when given, else at the file's current position.
 */
export function writeAll(fd: number, bytes: Buffer, position?: number): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done, position === undefined ? null : position + done);
}

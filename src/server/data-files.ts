import type { Mutation } from '../engine/index.ts';

/**
 * The data directory's own format, in the first line of each file. 1 was the files before checksums (a JSON
 * snapshot and a log of bare JSON lines): still read, without verification, and rewritten as 2 at start-up.
 */
export const DATA_FORMAT = 2;

/** A data directory that cannot be loaded without losing acknowledged writes: nothing on disk was changed. */
export class DataDirectoryDamaged extends Error {
  override name = 'DataDirectoryDamaged';
}

export interface LogRecord {
  seq: number;
  mutations: Mutation[];
}

/** What a file held, as far as it verifies, and where it stops being trustworthy. */
export interface ReadFile {
  format: number;
  generation: number;
  records: LogRecord[];
  /** The first record that cannot be trusted, and everything after it that is lost with it. */
  damage?: { offset: number; what: string; lost: string };
  /** A last line without its newline: an append cut short, never acknowledged. */
  torn?: { offset: number; length: number };
  /** The first line is not a header that verifies: `generation` is unknown (-1). */
  headerDamaged?: true;
  /** The byte offset of a last record that verifies but lacks its newline (kept). */
  unterminated?: number;
}


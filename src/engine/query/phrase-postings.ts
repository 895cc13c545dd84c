import { readPositions } from '../index/prox';
import type { FieldPostings } from '../index/segment';

/** Decodes postings' positions into one reusable buffer per phrase term (no allocation per doc once warm). */
export class PositionBuffers {
  private readonly bufs: Int32Array[];
  constructor(n: number) {
    this.bufs = Array.from({ length: n }, () => new Int32Array(16));
  }
  /** The positions of posting `p`, as term `i`'s buffer (valid until the next read for `i`). */
  read(i: number, fp: FieldPostings, p: number): Int32Array {
    return this.fill(i, fp, p).subarray(0, fp.freqs[p]);
  }

  /** Term `i`'s whole buffer, its first `fp.freqs[p]` entries the positions of posting `p` (no view allocated). */
  fill(i: number, fp: FieldPostings, p: number): Int32Array {
    const freq = fp.freqs[p];
    if (this.bufs[i].length < freq) this.bufs[i] = new Int32Array(freq * 2);
    readPositions(fp.prox, fp.proxStart[p], freq, this.bufs[i]);
    return this.bufs[i];
  }
}

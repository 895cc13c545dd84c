import type { Doc } from './corpus.ts';
import { tokenize } from './tokenize.ts';

/**
 * The floor: a minimal BM25 over typed arrays (one field, exact lengths, no JSON, no explanations), the
 * physical-limit reference the engine is measured against. Not part of the product.
 */
export class Floor {
  private termIds = new Map<string, number>();
  private starts!: Int32Array;
  private docs!: Int32Array;
  private freqs!: Int32Array;
  private posStarts!: Int32Array;
  private positions!: Int32Array;
  private lengths!: Float32Array;
  private avgdl = 1;
  private acc!: Float64Array;
  private touched!: Int32Array;
  readonly ids: string[] = [];

  build(docs: Doc[]) {
    const postings: Array<{ docs: number[]; pos: number[][] }> = [];
    this.lengths = new Float32Array(docs.length);
    let total = 0;
    docs.forEach((d, docId) => {
      this.ids.push(d.id);
      const tokens = tokenize(d.body);
      this.lengths[docId] = tokens.length;
      total += tokens.length;
      const seen = new Map<number, number[]>();
      tokens.forEach((tok, p) => {
        let t = this.termIds.get(tok);
        if (t === undefined) {
          t = postings.length;
          this.termIds.set(tok, t);
          postings.push({ docs: [], pos: [] });
        }
        let list = seen.get(t);
        if (!list) {
          seen.set(t, (list = []));
          postings[t].docs.push(docId);
          postings[t].pos.push(list);
        }
        list.push(p);
      });
    });
    this.avgdl = total / docs.length;
    let n = 0;
    let np = 0;
    for (const p of postings) {
      n += p.docs.length;
      for (const l of p.pos) np += l.length;
    }
    this.starts = new Int32Array(postings.length + 1);
    this.docs = new Int32Array(n);
    this.freqs = new Int32Array(n);
    this.posStarts = new Int32Array(n + 1);
    this.positions = new Int32Array(np);
    let i = 0;
    let j = 0;
    postings.forEach((p, t) => {
      this.starts[t] = i;
      p.docs.forEach((d, k) => {
        this.docs[i] = d;
        this.freqs[i] = p.pos[k].length;
        this.posStarts[i] = j;
        for (const x of p.pos[k]) this.positions[j++] = x;
        i++;
      });
    });
    this.starts[postings.length] = i;
    this.posStarts[i] = j;
    this.acc = new Float64Array(docs.length);
    this.touched = new Int32Array(docs.length);
  }

  private idf(t: number) {
    const df = this.starts[t + 1] - this.starts[t];
    return Math.log(1 + (this.lengths.length - df + 0.5) / (df + 0.5));
  }

  /** Disjunction (or all terms required), top k doc ids by BM25. */
  search(text: string, k = 10, and = false): string[] {
    const terms = [...new Set(tokenize(text))].map((t) => this.termIds.get(t));
    if (and && terms.some((t) => t === undefined)) return [];
    const ts = terms.filter((t): t is number => t !== undefined);
    if (and && ts.length > 1) return this.conjunction(ts, k);
    let nTouched = 0;
    const counts = undefined as Map<number, number> | undefined;
    for (const t of ts) {
      const w = this.idf(t) * 2.2;
      for (let i = this.starts[t]; i < this.starts[t + 1]; i++) {
        const d = this.docs[i];
        const f = this.freqs[i];
        const s = (w * f) / (f + 1.2 * (0.25 + (0.75 * this.lengths[d]) / this.avgdl));
        if (this.acc[d] === 0) this.touched[nTouched++] = d;
        this.acc[d] += s;
        if (counts) counts.set(d, (counts.get(d) ?? 0) + 1);
      }
    }
    const top = this.topK(k, nTouched, counts ? (d) => counts.get(d) === ts.length : undefined);
    return top;
  }

  /** All terms required: walk the rarest term's postings, skipping ahead in the others. */
  private conjunction(ts: number[], k: number): string[] {
    const terms = [...ts].sort((a, b) => this.starts[a + 1] - this.starts[a] - (this.starts[b + 1] - this.starts[b]));
    const weights = terms.map((t) => this.idf(t) * 2.2);
    const cursors = terms.map((t) => this.starts[t]);
    let nTouched = 0;
    const lead = terms[0];
    outer: for (let i = this.starts[lead]; i < this.starts[lead + 1]; i++) {
      const d = this.docs[i];
      const norm = 1.2 * (0.25 + (0.75 * this.lengths[d]) / this.avgdl);
      let score = (weights[0] * this.freqs[i]) / (this.freqs[i] + norm);
      for (let x = 1; x < terms.length; x++) {
        const end = this.starts[terms[x] + 1];
        while (cursors[x] < end && this.docs[cursors[x]] < d) cursors[x]++;
        if (cursors[x] >= end) break outer;
        if (this.docs[cursors[x]] !== d) continue outer;
        const f = this.freqs[cursors[x]];
        score += (weights[x] * f) / (f + norm);
      }
      this.acc[d] = score;
      this.touched[nTouched++] = d;
    }
    return this.topK(k, nTouched);
  }

  /** Exact two-or-more-word phrase, top k by BM25 with the phrase frequency. */
  phrase(text: string, k = 10): string[] {
    const ts = tokenize(text).map((t) => this.termIds.get(t));
    if (ts.some((t) => t === undefined)) return [];
    const terms = ts as number[];
    const idf = terms.reduce((a, t) => a + this.idf(t), 0) * 2.2;
    const cursors = terms.map((t) => this.starts[t]);
    let nTouched = 0;
    const lead = terms[0];
    outer: for (let i = this.starts[lead]; i < this.starts[lead + 1]; i++) {
      const d = this.docs[i];
      const at = [i];
      for (let x = 1; x < terms.length; x++) {
        const end = this.starts[terms[x] + 1];
        while (cursors[x] < end && this.docs[cursors[x]] < d) cursors[x]++;
        if (cursors[x] >= end) break outer;
        if (this.docs[cursors[x]] !== d) continue outer;
        at.push(cursors[x]);
      }
      let freq = 0;
      for (let p = this.posStarts[at[0]]; p < this.posStarts[at[0] + 1]; p++) {
        const start = this.positions[p];
        let ok = true;
        for (let x = 1; x < at.length && ok; x++) {
          ok = false;
          for (let q = this.posStarts[at[x]]; q < this.posStarts[at[x] + 1]; q++) if (this.positions[q] === start + x) ok = true;
        }
        if (ok) freq++;
      }
      if (freq > 0) {
        this.acc[d] = (idf * freq) / (freq + 1.2 * (0.25 + (0.75 * this.lengths[d]) / this.avgdl));
        this.touched[nTouched++] = d;
      }
    }
    return this.topK(k, nTouched);
  }

  private topK(k: number, nTouched: number, keep?: (d: number) => boolean): string[] {
    // A min-heap of the best k (score, doc), root = worst.
    const hs = new Float64Array(k);
    const hd = new Int32Array(k);
    let n = 0;
    const worse = (i: number, j: number) => hs[i] < hs[j] || (hs[i] === hs[j] && hd[i] > hd[j]);
    const swap = (i: number, j: number) => {
      const s = hs[i]; hs[i] = hs[j]; hs[j] = s;
      const d = hd[i]; hd[i] = hd[j]; hd[j] = d;
    };
    for (let t = 0; t < nTouched; t++) {
      const d = this.touched[t];
      const s = this.acc[d];
      this.acc[d] = 0;
      if (keep && !keep(d)) continue;
      if (n < k) {
        let i = n++;
        hs[i] = s;
        hd[i] = d;
        while (i > 0 && worse(i, (i - 1) >> 1)) {
          swap(i, (i - 1) >> 1);
          i = (i - 1) >> 1;
        }
      } else if (s > hs[0] || (s === hs[0] && d < hd[0])) {
        hs[0] = s;
        hd[0] = d;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          let w = i;
          if (l < n && worse(l, w)) w = l;
          if (l + 1 < n && worse(l + 1, w)) w = l + 1;
          if (w === i) break;
          swap(i, w);
          i = w;
        }
      }
    }
    const out = Array.from({ length: n }, (_, i) => [hs[i], hd[i]] as [number, number]);
    return out.sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([, d]) => this.ids[d]);
  }
}

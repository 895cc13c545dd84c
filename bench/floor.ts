import type { Doc } from './corpus.ts';
import { tokenize } from './tokenize.ts';

/** One field's postings in flat typed arrays: docs, freqs and positions per term, exact lengths per doc. */
class FloorField {
  readonly termIds = new Map<string, number>();
  starts!: Int32Array;
  docs!: Int32Array;
  freqs!: Int32Array;
  posStarts!: Int32Array;
  positions!: Int32Array;
  lengths!: Float32Array;
  avgdl = 1;

  build(texts: string[]) {
    const postings: Array<{ docs: number[]; pos: number[][] }> = [];
    this.lengths = new Float32Array(texts.length);
    let total = 0;
    texts.forEach((text, docId) => {
      const tokens = tokenize(text);
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
    this.avgdl = total / texts.length;
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
  }

  idf(t: number) {
    const df = this.starts[t + 1] - this.starts[t];
    return Math.log(1 + (this.lengths.length - df + 0.5) / (df + 0.5));
  }

  norm(d: number) {
    return 1.2 * (0.25 + (0.75 * this.lengths[d]) / this.avgdl);
  }

  /** Posting index of doc `d` in term `t`'s postings, or -1 (binary search). */
  find(t: number, d: number): number {
    let lo = this.starts[t];
    let hi = this.starts[t + 1];
    while (lo < hi) {
      const m = (lo + hi) >>> 1;
      if (this.docs[m] < d) lo = m + 1;
      else hi = m;
    }
    return lo < this.starts[t + 1] && this.docs[lo] === d ? lo : -1;
  }

  /**
   * Phrase frequency of the terms at consecutive positions in the doc whose postings are `at`: exact
   * matches for slop 0; with a slop, the start positions where every later term is within `slop` of its
   * place (a simple check, not Lucene's sloppy frequency).
   */
  phraseFreq(at: number[], slop: number): number {
    let freq = 0;
    for (let p = this.posStarts[at[0]]; p < this.posStarts[at[0] + 1]; p++) {
      const start = this.positions[p];
      let ok = true;
      for (let x = 1; x < at.length && ok; x++) {
        ok = false;
        for (let q = this.posStarts[at[x]]; q < this.posStarts[at[x] + 1] && !ok; q++) {
          const dist = this.positions[q] - (start + x);
          if (dist <= slop && dist >= -slop) ok = true;
        }
      }
      if (ok) freq++;
    }
    return freq;
  }
}

/**
 * The floor: a minimal BM25 over typed arrays (title and body indexed with positions, exact lengths, no
 * JSON, no explanations, no stored sources), the physical-limit reference the engine is measured against.
 * Queries run on the body. Not part of the product.
 */
export class Floor {
  private readonly title = new FloorField();
  private readonly body = new FloorField();
  private acc!: Float64Array;
  private touched!: Int32Array;
  readonly ids: string[] = [];

  build(docs: Doc[]) {
    for (const d of docs) this.ids.push(d.id);
    this.title.build(docs.map((d) => d.title));
    this.body.build(docs.map((d) => d.body));
    this.acc = new Float64Array(docs.length);
    this.touched = new Int32Array(docs.length);
  }

  private terms(text: string): Array<number | undefined> {
    return tokenize(text).map((t) => this.body.termIds.get(t));
  }

  /** Disjunction (or all terms required), top k doc ids by BM25. */
  search(text: string, k = 10, and = false): string[] {
    return this.top(text, k, and).map(([, d]) => this.ids[d]);
  }

  private top(text: string, k: number, and: boolean): Array<[number, number]> {
    const f = this.body;
    const terms = [...new Set(this.terms(text))];
    if (and && terms.some((t) => t === undefined)) return [];
    const ts = terms.filter((t): t is number => t !== undefined);
    if (and && ts.length > 1) return this.conjunction(ts, k);
    let nTouched = 0;
    for (const t of ts) {
      const w = f.idf(t) * 2.2;
      for (let i = f.starts[t]; i < f.starts[t + 1]; i++) {
        const d = f.docs[i];
        const fr = f.freqs[i];
        const s = (w * fr) / (fr + f.norm(d));
        if (this.acc[d] === 0) this.touched[nTouched++] = d;
        this.acc[d] += s;
      }
    }
    return this.topK(k, nTouched);
  }

  /** All terms required: walk the rarest term's postings, skipping ahead in the others. */
  private conjunction(ts: number[], k: number): Array<[number, number]> {
    const f = this.body;
    const terms = [...ts].sort((a, b) => f.starts[a + 1] - f.starts[a] - (f.starts[b + 1] - f.starts[b]));
    const weights = terms.map((t) => f.idf(t) * 2.2);
    const cursors = terms.map((t) => f.starts[t]);
    let nTouched = 0;
    const lead = terms[0];
    outer: for (let i = f.starts[lead]; i < f.starts[lead + 1]; i++) {
      const d = f.docs[i];
      const norm = f.norm(d);
      let score = (weights[0] * f.freqs[i]) / (f.freqs[i] + norm);
      for (let x = 1; x < terms.length; x++) {
        const end = f.starts[terms[x] + 1];
        while (cursors[x] < end && f.docs[cursors[x]] < d) cursors[x]++;
        if (cursors[x] >= end) break outer;
        if (f.docs[cursors[x]] !== d) continue outer;
        const fr = f.freqs[cursors[x]];
        score += (weights[x] * fr) / (fr + norm);
      }
      this.acc[d] = score;
      this.touched[nTouched++] = d;
    }
    return this.topK(k, nTouched);
  }

  /** Exact two-or-more-word phrase, top k by BM25 with the phrase frequency. */
  phrase(text: string, k = 10): string[] {
    const f = this.body;
    const ts = this.terms(text);
    if (ts.some((t) => t === undefined)) return [];
    const terms = ts as number[];
    const idf = terms.reduce((a, t) => a + f.idf(t), 0) * 2.2;
    const cursors = terms.map((t) => f.starts[t]);
    let nTouched = 0;
    const lead = terms[0];
    const at = new Array<number>(terms.length);
    outer: for (let i = f.starts[lead]; i < f.starts[lead + 1]; i++) {
      const d = f.docs[i];
      at[0] = i;
      for (let x = 1; x < terms.length; x++) {
        const end = f.starts[terms[x] + 1];
        while (cursors[x] < end && f.docs[cursors[x]] < d) cursors[x]++;
        if (cursors[x] >= end) break outer;
        if (f.docs[cursors[x]] !== d) continue outer;
        at[x] = cursors[x];
      }
      const freq = f.phraseFreq(at, 0);
      if (freq > 0) {
        this.acc[d] = (idf * freq) / (freq + f.norm(d));
        this.touched[nTouched++] = d;
      }
    }
    return this.topK(k, nTouched).map(([, d]) => this.ids[d]);
  }

  /**
   * Rescore: the match's top `window`, each given the phrase's BM25 (with slop) added to its score,
   * then the top k of the window.
   */
  rescore(text: string, window: number, slop: number, k = 10): string[] {
    const f = this.body;
    const ts = this.terms(text);
    const top = this.top(text, window, false);
    const known = ts.every((t) => t !== undefined) && ts.length > 0;
    const idf = known ? (ts as number[]).reduce((a, t) => a + f.idf(t), 0) * 2.2 : 0;
    const scored = top.map(([first, d]) => {
      let score = first;
      if (known) {
        const at = (ts as number[]).map((t) => f.find(t, d));
        if (at.every((i) => i >= 0)) {
          const freq = ts.length === 1 ? f.freqs[at[0]] : f.phraseFreq(at, slop);
          if (freq > 0) score += (idf * freq) / (freq + f.norm(d));
        }
      }
      return { d, score };
    });
    scored.sort((a, b) => b.score - a.score || a.d - b.d);
    return scored.slice(0, k).map((s) => this.ids[s.d]);
  }

  /** The best k as [score, doc], best first. */
  private topK(k: number, nTouched: number): Array<[number, number]> {
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
    return out.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  }
}

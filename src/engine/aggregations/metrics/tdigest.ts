/**
 * A t-digest (Dunning) with ES 6.8's quantile and cdf interpolation (t-digest 3.2: between centroid centres, from
 * `min` at rank 0 to `max` at rank n). Small inputs keep every value as its own centroid (then results equal
 * Elasticsearch's exactly); past 20 × compression values the centroids are merged under the q(1-q) size bound, so
 * large inputs are approximate as ES's are (ES's AVL digest also breaks ties at random).
 */
export class TDigest {
  private means: number[] = [];
  private weights: number[] = [];
  private unsorted: number[] = [];
  count = 0;
  min = Infinity;
  max = -Infinity;
  constructor(readonly compression: number) {}

  add(x: number, w = 1) {
    this.unsorted.push(x, w);
    this.count += w;
    if (x < this.min) this.min = x;
    if (x > this.max) this.max = x;
    if (this.unsorted.length > 40 * Math.max(this.compression, 1)) this.flush();
  }

  merge(other: TDigest) {
    other.flush();
    for (let i = 0; i < other.means.length; i++) this.add(other.means[i], other.weights[i]);
  }

  private flush() {
    if (this.unsorted.length === 0) return;
    const pairs: Array<[number, number]> = this.means.map((m, i) => [m, this.weights[i]]);
    for (let i = 0; i < this.unsorted.length; i += 2) pairs.push([this.unsorted[i], this.unsorted[i + 1]]);
    this.unsorted = [];
    pairs.sort((a, b) => a[0] - b[0]);
    const compress = pairs.length > 20 * Math.max(this.compression, 1);
    const means: number[] = [];
    const weights: number[] = [];
    let sofar = 0;
    for (const [m, w] of pairs) {
      const last = means.length - 1;
      if (compress && last >= 0) {
        const q = (sofar + (weights[last] + w) / 2) / this.count;
        const bound = (4 * this.count * q * (1 - q)) / this.compression;
        if (weights[last] + w <= bound) {
          const nw = weights[last] + w;
          means[last] += ((m - means[last]) * w) / nw;
          weights[last] = nw;
          continue;
        }
        sofar += weights[last];
      }
      means.push(m);
      weights.push(w);
    }
    this.means = means;
    this.weights = weights;
  }

  /** The centroids as [mean, weight], in order. */
  centroids(): Array<[number, number]> {
    this.flush();
    return this.means.map((m, i) => [m, this.weights[i]]);
  }

  quantile(q: number): number {
    this.flush();
    const n = this.means.length;
    if (n === 0) return NaN;
    if (n === 1) return this.means[0];
    const index = q * this.count;
    if (index <= 0) return this.min;
    if (index >= this.count) return this.max;
    let weightSoFar = this.weights[0] / 2;
    if (index < weightSoFar) return weightedAverage(this.min, weightSoFar - index, this.means[0], index);
    for (let i = 0; i < n - 1; i++) {
      const dw = (this.weights[i] + this.weights[i + 1]) / 2;
      if (weightSoFar + dw > index) {
        const z1 = index - weightSoFar;
        const z2 = weightSoFar + dw - index;
        return weightedAverage(this.means[i], z2, this.means[i + 1], z1);
      }
      weightSoFar += dw;
    }
    const z1 = index - weightSoFar;
    const z2 = this.weights[n - 1] / 2 - z1;
    return weightedAverage(this.means[n - 1], z2, this.max, z1);
  }

  cdf(x: number): number {
    this.flush();
    const n = this.means.length;
    if (n === 0) return NaN;
    if (x < this.min) return 0;
    if (x >= this.max) return 1;
    if (n === 1) return (x - this.min) / (this.max - this.min);
    let r = 0;
    let left = this.min;
    let leftWeight = 0;
    for (let i = 0; i < n; i++) {
      const right = this.means[i];
      const half = this.weights[i] / 2;
      if (x < right) {
        const span = right - left;
        const frac = span > 0 ? (x - left) / span : 1;
        return (r + (leftWeight + half) * frac) / this.count;
      }
      r += leftWeight + half;
      left = right;
      leftWeight = half;
    }
    const span = this.max - left;
    const frac = span > 0 ? (x - left) / span : 1;
    return (r + leftWeight * frac) / this.count;
  }
}

function weightedAverage(x1: number, w1: number, x2: number, w2: number): number {
  const lo = Math.min(x1, x2);
  const hi = Math.max(x1, x2);
  const v = (x1 * w1 + x2 * w2) / (w1 + w2);
  return Math.max(lo, Math.min(hi, v));
}

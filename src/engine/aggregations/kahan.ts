/** ES's compensated (Kahan) summation of sum/avg/stats, so partial sums of doubles round as Elasticsearch's do. */
export class KahanSum {
  sum = 0;
  private compensation = 0;
  add(value: number) {
    if (!Number.isFinite(value)) {
      this.sum += value;
    } else if (Number.isFinite(this.sum)) {
      const corrected = value - this.compensation;
      const next = this.sum + corrected;
      this.compensation = next - this.sum - corrected;
      this.sum = next;
    }
  }
}

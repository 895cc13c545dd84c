/**
 * The char-buffer idiom of Lucene's light stemmers (StemmerUtil): a term as an array of UTF-16 units and a
 * length, rewritten in place, so each algorithm reads as its source describes it.
 */
export class StemBuffer {
  readonly s: string[];
  len: number;
  constructor(term: string) {
    this.s = term.split('');
    this.len = this.s.length;
  }
  endsWith(suffix: string, len = this.len): boolean {
    if (suffix.length > len) return false;
    for (let i = 0; i < suffix.length; i++) if (this.s[len - suffix.length + i] !== suffix[i]) return false;
    return true;
  }
  startsWith(prefix: string, len = this.len): boolean {
    if (prefix.length > len) return false;
    for (let i = 0; i < prefix.length; i++) if (this.s[i] !== prefix[i]) return false;
    return true;
  }
  /** StemmerUtil.delete: removes the unit at `pos`, returning the new length. */
  delete(pos: number): number {
    this.s.splice(pos, 1);
    this.len--;
    return this.len;
  }
  /** StemmerUtil.deleteN. */
  deleteN(pos: number, n: number): number {
    this.s.splice(pos, n);
    this.len -= n;
    return this.len;
  }
  at(i: number): string {
    return this.s[i];
  }
  toString(): string {
    return this.s.slice(0, this.len).join('');
  }
  /** Maps single units through a table (the accent folds most light stemmers start with). */
  fold(table: Readonly<Record<string, string>>, len = this.len): void {
    for (let i = 0; i < len; i++) if (Object.prototype.hasOwnProperty.call(table, this.s[i])) this.s[i] = table[this.s[i]];
  }
}

/** Character.isLetter for one UTF-16 unit. */
export const isLetterUnit = (c: string | undefined) => c !== undefined && /^\p{L}$/u.test(c);

/** A fold table from `'àáâä' → 'a'` groups. */
export function foldTable(groups: Readonly<Record<string, string>>): Record<string, string> {
  const t: Record<string, string> = Object.create(null);
  for (const [to, from] of Object.entries(groups)) for (const c of from) t[c] = to;
  return t;
}

import { illegalArgument } from '../../errors/catalog';

/**
 * Lucene 7.7's RegExp syntax (org.apache.lucene.util.automaton.RegExp), over code points, always matching a
 * whole term. The optional operators are on when their flag is: `&` (INTERSECTION), `~` (COMPLEMENT), `#`
 * (EMPTY), `@` (ANYSTRING), `<n-m>` (INTERVAL); otherwise those characters are literal.
 */
export const REGEXP_FLAGS = { INTERSECTION: 0x1, COMPLEMENT: 0x2, EMPTY: 0x4, ANYSTRING: 0x8, AUTOMATON: 0x10, INTERVAL: 0x20, ALL: 0xffff, NONE: 0 } as const;

export type RegexpNode =
  | { k: 'chars'; test: (c: number) => boolean }
  | { k: 'string'; cps: number[] }
  | { k: 'empty' }
  | { k: 'anystring' }
  | { k: 'union' | 'concat' | 'inter'; a: RegexpNode; b: RegexpNode }
  | { k: 'complement'; a: RegexpNode }
  | { k: 'repeat'; a: RegexpNode; min: number; max: number /* -1: unbounded */ }
  | { k: 'interval'; min: bigint; max: bigint; digits: number };

class Parser {
  pos = 0;
  readonly cps: number[];
  constructor(text: string, readonly flags: number) {
    this.cps = [...text].map((c) => c.codePointAt(0)!);
  }
  more() {
    return this.pos < this.cps.length;
  }
  peek(chars: string) {
    return this.more() && chars.includes(String.fromCodePoint(this.cps[this.pos]));
  }
  match(c: string) {
    if (this.more() && this.cps[this.pos] === c.codePointAt(0)) {
      this.pos++;
      return true;
    }
    return false;
  }
  next(): number {
    if (!this.more()) throw illegalArgument('unexpected end-of-string');
    return this.cps[this.pos++];
  }
  check(flag: number) {
    return (this.flags & flag) !== 0;
  }
  union(): RegexpNode {
    const e = this.inter();
    return this.match('|') ? { k: 'union', a: e, b: this.union() } : e;
  }
  inter(): RegexpNode {
    const e = this.concat();
    return this.check(REGEXP_FLAGS.INTERSECTION) && this.match('&') ? { k: 'inter', a: e, b: this.inter() } : e;
  }
  concat(): RegexpNode {
    const e = this.repeat();
    if (this.more() && !this.peek(')|') && (!this.check(REGEXP_FLAGS.INTERSECTION) || !this.peek('&'))) return { k: 'concat', a: e, b: this.concat() };
    return e;
  }
  repeat(): RegexpNode {
    let e = this.complement();
    while (this.peek('?*+{')) {
      if (this.match('?')) e = { k: 'repeat', a: e, min: 0, max: 1 };
      else if (this.match('*')) e = { k: 'repeat', a: e, min: 0, max: -1 };
      else if (this.match('+')) e = { k: 'repeat', a: e, min: 1, max: -1 };
      else if (this.match('{')) {
        const n = this.integer();
        let m = n;
        if (this.match(',')) m = this.peek('0123456789') ? this.integer() : -1;
        if (!this.match('}')) throw illegalArgument(`expected '}' at position ${this.pos}`);
        e = { k: 'repeat', a: e, min: n, max: m };
      }
    }
    return e;
  }
  integer(): number {
    const start = this.pos;
    while (this.peek('0123456789')) this.pos++;
    if (start === this.pos) throw illegalArgument(`integer expected at position ${this.pos}`);
    return Number(String.fromCodePoint(...this.cps.slice(start, this.pos)));
  }
  complement(): RegexpNode {
    if (this.check(REGEXP_FLAGS.COMPLEMENT) && this.match('~')) return { k: 'complement', a: this.complement() };
    return this.charClassExp();
  }
  charClassExp(): RegexpNode {
    if (this.match('[')) {
      const negate = this.match('^');
      const ranges: Array<[number, number]> = [];
      do {
        const c = this.charExp();
        ranges.push(this.match('-') ? [c, this.charExp()] : [c, c]);
      } while (this.more() && !this.peek(']'));
      if (!this.match(']')) throw illegalArgument(`expected ']' at position ${this.pos}`);
      for (const [lo, hi] of ranges) if (lo > hi) throw illegalArgument(`invalid range: from (${lo}) cannot be > to (${hi})`);
      const inClass = (c: number) => ranges.some(([lo, hi]) => c >= lo && c <= hi);
      return { k: 'chars', test: negate ? (c) => !inClass(c) : inClass };
    }
    return this.simple();
  }
  simple(): RegexpNode {
    if (this.match('.')) return { k: 'chars', test: () => true };
    if (this.check(REGEXP_FLAGS.EMPTY) && this.match('#')) return { k: 'empty' };
    if (this.check(REGEXP_FLAGS.ANYSTRING) && this.match('@')) return { k: 'anystring' };
    if (this.match('"')) {
      const start = this.pos;
      while (this.more() && !this.peek('"')) this.pos++;
      if (!this.match('"')) throw illegalArgument(`expected '"' at position ${this.pos}`);
      return { k: 'string', cps: this.cps.slice(start, this.pos - 1) };
    }
    if (this.match('(')) {
      if (this.match(')')) return { k: 'string', cps: [] };
      const e = this.union();
      if (!this.match(')')) throw illegalArgument(`expected ')' at position ${this.pos}`);
      return e;
    }
    if ((this.check(REGEXP_FLAGS.AUTOMATON) || this.check(REGEXP_FLAGS.INTERVAL)) && this.match('<')) {
      const start = this.pos;
      while (this.more() && !this.peek('>')) this.pos++;
      if (!this.match('>')) throw illegalArgument(`expected '>' at position ${this.pos}`);
      const s = String.fromCodePoint(...this.cps.slice(start, this.pos - 1));
      const dash = s.indexOf('-');
      if (dash === -1) {
        if (!this.check(REGEXP_FLAGS.AUTOMATON)) throw illegalArgument(`interval syntax error at position ${this.pos - 1}`);
        throw illegalArgument(`'${s}' not found`);
      }
      if (!this.check(REGEXP_FLAGS.INTERVAL)) throw illegalArgument(`illegal identifier at position ${this.pos - 1}`);
      const lo = s.slice(0, dash);
      const hi = s.slice(dash + 1);
      if (!/^\d+$/.test(lo) || !/^\d+$/.test(hi)) throw illegalArgument(`interval syntax error at position ${this.pos - 1}`);
      const digits = lo.length === hi.length ? lo.length : 0;
      let min = BigInt(lo);
      let max = BigInt(hi);
      if (min > max) [min, max] = [max, min];
      return { k: 'interval', min, max, digits };
    }
    const c = this.charExp();
    return { k: 'chars', test: (x) => x === c };
  }
  charExp(): number {
    this.match('\\');
    return this.next();
  }
}

/** Parses a Lucene regular expression (IllegalArgumentException as RegExp raises it). */
export function parseLuceneRegexp(text: string, flags: number = REGEXP_FLAGS.ALL): RegexpNode {
  const p = new Parser(text, flags);
  if (text.length === 0) return { k: 'string', cps: [] };
  const e = p.union();
  if (p.more()) throw illegalArgument(`end-of-string expected at position ${p.pos}`);
  return e;
}

/**
 * Whether the whole of `term` is in the language of `node`. Each node answers the set of positions where a
 * match starting at a position can end (memoized), so intersection and complement are exact set operations.
 */
export function regexpMatcher(node: RegexpNode): (term: string) => boolean {
  return (term) => {
    const cps = [...term].map((c) => c.codePointAt(0)!);
    const n = cps.length;
    const memo = new Map<RegexpNode, Map<number, Set<number>>>();
    const ends = (e: RegexpNode, start: number): Set<number> => {
      let byStart = memo.get(e);
      if (!byStart) memo.set(e, (byStart = new Map()));
      const cached = byStart.get(start);
      if (cached) return cached;
      const out = new Set<number>();
      byStart.set(start, out);
      switch (e.k) {
        case 'chars':
          if (start < n && e.test(cps[start])) out.add(start + 1);
          break;
        case 'string':
          if (e.cps.every((c, i) => cps[start + i] === c)) out.add(start + e.cps.length);
          break;
        case 'empty':
          break;
        case 'anystring':
          for (let i = start; i <= n; i++) out.add(i);
          break;
        case 'union':
          for (const x of ends(e.a, start)) out.add(x);
          for (const x of ends(e.b, start)) out.add(x);
          break;
        case 'concat':
          for (const m of ends(e.a, start)) for (const x of ends(e.b, m)) out.add(x);
          break;
        case 'inter': {
          const b = ends(e.b, start);
          for (const x of ends(e.a, start)) if (b.has(x)) out.add(x);
          break;
        }
        case 'complement': {
          const a = ends(e.a, start);
          for (let i = start; i <= n; i++) if (!a.has(i)) out.add(i);
          break;
        }
        case 'repeat': {
          // positions reachable by exactly k repetitions, k = 0, 1, ... (stops once nothing new can appear)
          let frontier = new Set([start]);
          const seen = new Set<string>();
          for (let k = 0; e.max === -1 || k <= e.max; k++) {
            if (k >= e.min) for (const x of frontier) out.add(x);
            const key = [...frontier].sort((a, b) => a - b).join(',');
            if (frontier.size === 0 || (k >= e.min && seen.has(key))) break;
            seen.add(key);
            const next = new Set<number>();
            for (const p of frontier) for (const x of ends(e.a, p)) next.add(x);
            frontier = next;
          }
          break;
        }
        case 'interval':
          for (let i = start + 1; i <= n; i++) {
            if (cps[i - 1] < 48 || cps[i - 1] > 57) break;
            if (e.digits > 0 && i - start !== e.digits) continue;
            const v = BigInt(String.fromCodePoint(...cps.slice(start, i)));
            if (v >= e.min && v <= e.max) out.add(i);
          }
          break;
      }
      return out;
    };
    return ends(node, 0).has(n);
  };
}

import { illegalArgument } from '../../errors/catalog';
import { notSupportedYet } from '../../errors/not-supported-yet';
import { alt, LazyDfa, seq, set, star, type Pattern } from './scanner-automaton';

/**
 * Lucene 7.7's RegExp syntax (org.apache.lucene.util.automaton.RegExp, all flags), as the simple_pattern
 * tokenizers read it, compiled to an automaton over code points that is determinized lazily. Union `|`,
 * concatenation, `? * + {n} {n,} {n,m}`, classes `[a-z]` and `[^...]`, `.`, `#` (no string), `@` (any string),
 * `"literal"`, `()` (the empty string) and `\` escaping any character are implemented; intersection `&`,
 * complement `~` and `<...>` (named automata, numeric intervals) are refused by name.
 */

const MAX_CODE_POINT = 0x10ffff;
type Ranges = Array<[number, number]>;
type Node = Pattern<Ranges>;

const EPSILON: Node = seq<Ranges>();
const ANY: Node = set<Ranges>([[0, MAX_CODE_POINT]]);
const NONE: Node = { kind: 'none' };
const char = (c: number): Node => set<Ranges>([[c, c]]);
const opt = (n: Node): Node => alt(n, EPSILON);

function repeat(n: Node, min: number, max: number | undefined): Node {
  if (max !== undefined && min > max) return NONE;
  const parts: Node[] = Array.from({ length: min }, () => n);
  if (max === undefined) parts.push(star(n));
  else for (let i = min; i < max; i++) parts.push(opt(n));
  return seq(...parts);
}

class Parser {
  private pos = 0;
  constructor(private readonly s: string) {}

  private more() { return this.pos < this.s.length; }
  private peek(chars: string) { return this.more() && chars.includes(String.fromCodePoint(this.s.codePointAt(this.pos)!)); }
  private match(c: string) {
    if (this.more() && this.s.codePointAt(this.pos) === c.codePointAt(0)) {
      this.pos += c.length;
      return true;
    }
    return false;
  }
  private next(): number {
    if (!this.more()) throw illegalArgument('unexpected end-of-string');
    const c = this.s.codePointAt(this.pos)!;
    this.pos += c > 0xffff ? 2 : 1;
    return c;
  }

  parse(): Node {
    if (this.s.length === 0) return EPSILON;
    const e = this.union();
    if (this.more()) throw illegalArgument(`end-of-string expected at position ${this.pos}`);
    return e;
  }

  private union(): Node {
    const e = this.inter();
    return this.match('|') ? alt(e, this.union()) : e;
  }

  private inter(): Node {
    const e = this.concat();
    if (this.peek('&')) throw notSupportedYet('simple_pattern operator', '&');
    return e;
  }

  private concat(): Node {
    const e = this.repeatExp();
    return this.more() && !this.peek(')|&') ? seq(e, this.concat()) : e;
  }

  private repeatExp(): Node {
    let e = this.compl();
    while (this.peek('?*+{')) {
      if (this.match('?')) e = opt(e);
      else if (this.match('*')) e = star(e);
      else if (this.match('+')) e = repeat(e, 1, undefined);
      else if (this.match('{')) {
        const n = this.integer();
        let m: number | undefined = n;
        if (this.match(',')) m = this.peek('0123456789') ? this.integer() : undefined;
        if (!this.match('}')) throw illegalArgument(`expected '}' at position ${this.pos}`);
        e = repeat(e, n, m);
      }
    }
    return e;
  }

  private integer(): number {
    const start = this.pos;
    while (this.peek('0123456789')) this.next();
    if (start === this.pos) throw illegalArgument(`integer expected at position ${this.pos}`);
    const n = Number(this.s.slice(start, this.pos));
    if (n > 2147483647) throw illegalArgument(`For input string: "${this.s.slice(start, this.pos)}"`);
    return n;
  }

  private compl(): Node {
    if (this.peek('~')) throw notSupportedYet('simple_pattern operator', '~');
    return this.charClassExp();
  }

  private charClassExp(): Node {
    if (!this.match('[')) return this.simple();
    const negate = this.match('^');
    let ranges: Ranges = [];
    do {
      const c = this.charExp();
      if (this.match('-')) {
        const to = this.charExp();
        if (c > to) throw illegalArgument(`invalid range: from (${c}) cannot be > to (${to})`);
        ranges.push([c, to]);
      } else ranges.push([c, c]);
    } while (this.more() && !this.peek(']'));
    if (negate) ranges = complement(ranges);
    if (!this.match(']')) throw illegalArgument(`expected ']' at position ${this.pos}`);
    return set(ranges);
  }

  private simple(): Node {
    if (this.match('.')) return ANY;
    if (this.match('#')) return NONE;
    if (this.match('@')) return star(ANY);
    if (this.match('"')) {
      const start = this.pos;
      while (this.more() && !this.peek('"')) this.next();
      if (!this.match('"')) throw illegalArgument(`expected '"' at position ${this.pos}`);
      return seq(...[...this.s.slice(start, this.pos - 1)].map((ch) => char(ch.codePointAt(0)!)));
    }
    if (this.match('(')) {
      if (this.match(')')) return EPSILON;
      const e = this.union();
      if (!this.match(')')) throw illegalArgument(`expected ')' at position ${this.pos}`);
      return e;
    }
    if (this.peek('<')) throw notSupportedYet('simple_pattern operator', '<...>');
    return char(this.charExp());
  }

  private charExp(): number {
    this.match('\\');
    return this.next();
  }
}

function complement(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Ranges = [];
  let from = 0;
  for (const [lo, hi] of sorted) {
    if (lo > from) out.push([from, lo - 1]);
    from = Math.max(from, hi + 1);
  }
  if (from <= MAX_CODE_POINT) out.push([from, MAX_CODE_POINT]);
  return out;
}

/** A Lucene RegExp as a deterministic automaton over code points, its states built as the text needs them. */
export class CodePointAutomaton extends LazyDfa<Ranges, number> {
  constructor(pattern: string) {
    super([new Parser(pattern).parse()], (ranges, cp) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi));
  }
}

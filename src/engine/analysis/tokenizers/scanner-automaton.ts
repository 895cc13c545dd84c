/**
 * A JFlex-style scanner over character classes: each rule is a regular expression over class letters,
 * compiled to one NFA; the DFA is built lazily (subset construction, a state per set of NFA states met). As
 * JFlex's generated scanners, the longest match wins and a tie goes to the earliest rule.
 */

/** A regular expression over class letters. */
export type Pattern =
  | { kind: 'set'; classes: string }
  | { kind: 'seq'; parts: Pattern[] }
  | { kind: 'alt'; options: Pattern[] }
  | { kind: 'star'; inner: Pattern };

export const set = (classes: string): Pattern => ({ kind: 'set', classes });
export const seq = (...parts: Pattern[]): Pattern => ({ kind: 'seq', parts });
export const alt = (...options: Pattern[]): Pattern => ({ kind: 'alt', options });
export const star = (inner: Pattern): Pattern => ({ kind: 'star', inner });
export const plus = (inner: Pattern): Pattern => seq(inner, star(inner));

interface NfaState {
  readonly edges: Array<{ classes: string; to: number }>;
  readonly eps: number[];
  /** The rule this state accepts (its index), or -1. */
  accept: number;
}

interface DfaState {
  readonly next: Map<string, DfaState | null>;
  readonly nfa: readonly number[];
  /** The earliest rule accepted here, or -1. */
  readonly accept: number;
}

export interface Match {
  length: number;
  rule: number;
}

export class Scanner {
  private readonly nfa: NfaState[] = [];
  private readonly dfa = new Map<string, DfaState>();
  private readonly start: DfaState;

  constructor(rules: readonly Pattern[]) {
    const begin = this.state();
    rules.forEach((rule, i) => {
      const [from, to] = this.compile(rule);
      this.nfa[begin].eps.push(from);
      this.nfa[to].accept = i;
    });
    this.start = this.dfaState([begin]);
  }

  private state(): number {
    this.nfa.push({ edges: [], eps: [], accept: -1 });
    return this.nfa.length - 1;
  }

  /** Thompson's construction: the entry and exit states of `p`. */
  private compile(p: Pattern): [number, number] {
    const from = this.state();
    const to = this.state();
    switch (p.kind) {
      case 'set':
        this.nfa[from].edges.push({ classes: p.classes, to });
        break;
      case 'seq': {
        let at = from;
        for (const part of p.parts) {
          const [a, b] = this.compile(part);
          this.nfa[at].eps.push(a);
          at = b;
        }
        this.nfa[at].eps.push(to);
        break;
      }
      case 'alt':
        for (const option of p.options) {
          const [a, b] = this.compile(option);
          this.nfa[from].eps.push(a);
          this.nfa[b].eps.push(to);
        }
        break;
      case 'star': {
        const [a, b] = this.compile(p.inner);
        this.nfa[from].eps.push(a, to);
        this.nfa[b].eps.push(a, to);
        break;
      }
    }
    return [from, to];
  }

  private dfaState(seeds: readonly number[]): DfaState {
    const seen = new Set<number>();
    const stack = [...seeds];
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (seen.has(s)) continue;
      seen.add(s);
      stack.push(...this.nfa[s].eps);
    }
    const states = [...seen].sort((a, b) => a - b);
    const key = states.join(',');
    let d = this.dfa.get(key);
    if (!d) {
      let accept = -1;
      for (const s of states) {
        const a = this.nfa[s].accept;
        if (a >= 0 && (accept < 0 || a < accept)) accept = a;
      }
      d = { next: new Map(), nfa: states, accept };
      this.dfa.set(key, d);
    }
    return d;
  }

  private step(d: DfaState, cls: string): DfaState | null {
    const known = d.next.get(cls);
    if (known !== undefined) return known;
    const targets: number[] = [];
    for (const s of d.nfa) for (const e of this.nfa[s].edges) if (e.classes.includes(cls)) targets.push(e.to);
    const next = targets.length === 0 ? null : this.dfaState(targets);
    d.next.set(cls, next);
    return next;
  }

  /** The longest match of any rule at `from` in the string of class letters, or undefined. */
  longestMatch(classes: string, from: number): Match | undefined {
    let d: DfaState | null = this.start;
    let best: Match | undefined;
    for (let i = from; i < classes.length; i++) {
      d = this.step(d, classes[i]);
      if (d === null) break;
      if (d.accept >= 0) best = { length: i + 1 - from, rule: d.accept };
    }
    return best;
  }
}

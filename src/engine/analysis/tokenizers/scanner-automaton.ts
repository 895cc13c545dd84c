/**
 * Regular expressions run as JFlex's and Lucene's scanners run them: the rules are compiled to one NFA (Thompson's
 * construction) and the DFA is built lazily (subset construction, a state per set of NFA states met). A rule's
 * characters are labels (`L`: class letters, code point ranges) that a symbol of the input (`S`) matches or not.
 * As JFlex's generated scanners, the longest match wins and a tie goes to the earliest rule.
 */

export type Pattern<L = string> =
  | { kind: 'set'; label: L }
  | { kind: 'seq'; parts: Array<Pattern<L>> }
  | { kind: 'alt'; options: Array<Pattern<L>> }
  | { kind: 'star'; inner: Pattern<L> }
  | { kind: 'none' };

export const set = <L>(label: L): Pattern<L> => ({ kind: 'set', label });
export const seq = <L>(...parts: Array<Pattern<L>>): Pattern<L> => ({ kind: 'seq', parts });
export const alt = <L>(...options: Array<Pattern<L>>): Pattern<L> => ({ kind: 'alt', options });
export const star = <L>(inner: Pattern<L>): Pattern<L> => ({ kind: 'star', inner });
export const plus = <L>(inner: Pattern<L>): Pattern<L> => seq(inner, star(inner));

interface NfaState<L> {
  readonly edges: Array<{ label: L; to: number }>;
  readonly eps: number[];
  /** The rule this state accepts (its index), or -1. */
  accept: number;
}

export interface DfaState<S> {
  readonly next: Map<S, DfaState<S> | null>;
  readonly nfa: readonly number[];
  /** The earliest rule accepted here, or -1. */
  readonly accept: number;
}

export interface Match {
  length: number;
  rule: number;
}

export class LazyDfa<L, S> {
  private readonly nfa: Array<NfaState<L>> = [];
  private readonly dfa = new Map<string, DfaState<S>>();
  readonly start: DfaState<S>;

  constructor(rules: ReadonlyArray<Pattern<L>>, private readonly matches: (label: L, symbol: S) => boolean) {
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
  private compile(p: Pattern<L>): [number, number] {
    const from = this.state();
    const to = this.state();
    switch (p.kind) {
      case 'set':
        this.nfa[from].edges.push({ label: p.label, to });
        break;
      case 'none':
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

  private dfaState(seeds: readonly number[]): DfaState<S> {
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
    let d: DfaState<S> | undefined = this.dfa.get(key);
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

  /** The state after `symbol`, or null (no match can go on). */
  step(d: DfaState<S>, symbol: S): DfaState<S> | null {
    const known = d.next.get(symbol);
    if (known !== undefined) return known;
    const targets: number[] = [];
    for (const s of d.nfa) for (const e of this.nfa[s].edges) if (this.matches(e.label, symbol)) targets.push(e.to);
    const next = targets.length === 0 ? null : this.dfaState(targets);
    d.next.set(symbol, next);
    return next;
  }
}

/** A scanner over a string of class letters (a rule's label: the class letters it takes). */
export class Scanner extends LazyDfa<string, string> {
  constructor(rules: ReadonlyArray<Pattern<string>>) {
    super(rules, (classes, cls) => classes.includes(cls));
  }

  /** The longest match of any rule at `from` in the string of class letters, or undefined. */
  longestMatch(classes: string, from: number): Match | undefined {
    let d: DfaState<string> | null = this.start;
    let best: Match | undefined;
    for (let i = from; i < classes.length; i++) {
      d = this.step(d, classes[i]);
      if (d === null) break;
      if (d.accept >= 0) best = { length: i + 1 - from, rule: d.accept };
    }
    return best;
  }
}

/**
 * Lucene 7.7's SimpleQueryParser: a forgiving syntax that never fails. `+` and, `|` or, `-` not, `"phrase"`,
 * `"phrase"~N` (near), `term~N` (fuzzy), `term*` (prefix), `(...)` precedence, `\` escape, whitespace; each
 * operator can be turned off by the flags, its character then being part of the text. An unmatched `(` or `"` is
 * ignored; the tree is built left to right, a change of operator making the tree so far one clause.
 */

export const SIMPLE_FLAGS = {
  AND: 1 << 0, NOT: 1 << 1, OR: 1 << 2, PREFIX: 1 << 3, PHRASE: 1 << 4, PRECEDENCE: 1 << 5, ESCAPE: 1 << 6,
  WHITESPACE: 1 << 7, FUZZY: 1 << 8, NEAR: 1 << 9,
} as const;

export type SimpleOccur = 'MUST' | 'SHOULD' | 'MUST_NOT';

/** What each piece builds (null: nothing, e.g. a term the analyzer removed). */
export interface SimpleFactory<Q> {
  text(text: string): Q | null;
  phrase(text: string, slop: number): Q | null;
  fuzzy(text: string, edits: number): Q | null;
  prefix(text: string): Q | null;
  matchAll(): Q;
  matchNone(reason: string): Q;
  bool(clauses: Array<{ occur: SimpleOccur; query: Q }>): Q;
}

/** The tree as the parser grows it: a BooleanQuery it may still append to, or a leaf. */
type Node<Q> = { bool: Array<{ occur: SimpleOccur; node: Node<Q> }> } | { leaf: Q };

interface State<Q> {
  data: string[];
  index: number;
  length: number;
  currentOperation: SimpleOccur | null;
  previousOperation: SimpleOccur | null;
  not: number;
  top: Node<Q> | null;
}

const isWhitespace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

export function parseSimple<Q>(text: string, flags: number, defaultOperator: 'MUST' | 'SHOULD', f: SimpleFactory<Q>): Q {
  if (text.trim() === '*') return f.matchAll();
  const has = (flag: number) => (flags & flag) !== 0;
  const data = [...text];

  const tokenFinished = (s: State<Q>): boolean => {
    const c = s.data[s.index];
    return (c === '"' && has(SIMPLE_FLAGS.PHRASE)) || (c === '|' && has(SIMPLE_FLAGS.OR)) || (c === '+' && has(SIMPLE_FLAGS.AND))
      || (c === '(' && has(SIMPLE_FLAGS.PRECEDENCE)) || (c === ')' && has(SIMPLE_FLAGS.PRECEDENCE)) || (isWhitespace(c) && has(SIMPLE_FLAGS.WHITESPACE));
  };

  const buildQueryTree = (s: State<Q>, q: Q | Node<Q> | null, isNode = false) => {
    if (q === null) return;
    let branch: Node<Q> = isNode ? (q as Node<Q>) : { leaf: q as Q };
    // A negated branch becomes (-branch *:*).
    if (s.not % 2 === 1) branch = { bool: [{ occur: 'MUST_NOT', node: branch }, { occur: 'SHOULD', node: { leaf: f.matchAll() } }] };
    if (s.top === null) s.top = branch;
    else {
      if (s.currentOperation === null) s.currentOperation = defaultOperator;
      if (s.previousOperation !== s.currentOperation) s.top = { bool: [{ occur: s.currentOperation, node: s.top }] };
      const top = s.top as { bool: Array<{ occur: SimpleOccur; node: Node<Q> }> };
      s.top = { bool: [...top.bool, { occur: s.currentOperation, node: branch }] };
      s.previousOperation = s.currentOperation;
    }
    s.currentOperation = null;
  };

  /** parseFuzziness: the integer after `~` (empty: 2; not a number: 0; negative: 0). */
  const parseFuzziness = (s: State<Q>): number => {
    if (s.data[s.index] !== '~') return 0;
    let slop = '';
    while (s.index < s.length) {
      s.index++;
      if (s.index < s.length) {
        if (tokenFinished(s)) break;
        slop += s.data[s.index];
      }
    }
    let n = 0;
    if (slop === '') n = 2;
    else if (/^[+-]?\d+$/.test(slop) && Math.abs(Number(slop)) <= 2147483647) n = Number(slop);
    return n < 0 ? 0 : n;
  };

  const consumeSubQuery = (s: State<Q>) => {
    const start = ++s.index;
    let precedence = 1;
    let escaped = false;
    while (s.index < s.length) {
      if (!escaped) {
        const c = s.data[s.index];
        if (c === '\\' && has(SIMPLE_FLAGS.ESCAPE)) {
          escaped = true;
          s.index++;
          continue;
        } else if (c === '(') precedence++;
        else if (c === ')') {
          precedence--;
          if (precedence === 0) break;
        }
      }
      escaped = false;
      s.index++;
    }
    if (s.index === s.length) s.index = start; // no closing parenthesis: the opening one is ignored
    else if (s.index === start) {
      s.currentOperation = null;
      s.index++;
    } else {
      const sub: State<Q> = { data: s.data, index: start, length: s.index, currentOperation: null, previousOperation: null, not: 0, top: null };
      parseSubQuery(sub);
      if (sub.top !== null) buildQueryTree(s, sub.top, true);
      s.index++;
    }
  };

  const consumePhrase = (s: State<Q>) => {
    s.index++;
    const start = s.index;
    let buffer = '';
    let escaped = false;
    let hasSlop = false;
    while (s.index < s.length) {
      if (!escaped) {
        const c = s.data[s.index];
        if (c === '\\' && has(SIMPLE_FLAGS.ESCAPE)) {
          escaped = true;
          s.index++;
          continue;
        } else if (c === '"') {
          if (s.length > s.index + 1 && s.data[s.index + 1] === '~' && has(SIMPLE_FLAGS.NEAR)) {
            s.index++;
            if (s.length > s.index + 1) hasSlop = true;
          }
          break;
        }
      }
      escaped = false;
      buffer += s.data[s.index++];
    }
    if (s.index === s.length) s.index = start; // no closing quote: the opening one is ignored
    else if (s.index === start) {
      s.currentOperation = null;
      s.index++;
    } else {
      buildQueryTree(s, f.phrase(buffer, hasSlop ? parseFuzziness(s) : 0));
      s.index++;
    }
  };

  const consumeToken = (s: State<Q>) => {
    let buffer = '';
    let escaped = false;
    let prefix = false;
    let fuzzy = false;
    while (s.index < s.length) {
      if (!escaped) {
        const c = s.data[s.index];
        if (c === '\\' && has(SIMPLE_FLAGS.ESCAPE)) {
          escaped = true;
          prefix = false;
          s.index++;
          continue;
        } else if (tokenFinished(s)) break;
        else if (buffer.length > 0 && c === '~' && has(SIMPLE_FLAGS.FUZZY)) {
          fuzzy = true;
          break;
        }
        prefix = buffer.length > 0 && c === '*' && has(SIMPLE_FLAGS.PREFIX);
      }
      escaped = false;
      buffer += s.data[s.index++];
    }
    if (buffer.length === 0) return;
    let branch: Q | null;
    if (fuzzy && has(SIMPLE_FLAGS.FUZZY)) {
      const edits = Math.min(parseFuzziness(s), 2); // LevenshteinAutomata.MAXIMUM_SUPPORTED_DISTANCE
      branch = edits === 0 ? f.text(buffer) : f.fuzzy(buffer, edits);
    } else if (prefix) branch = f.prefix(buffer.slice(0, -1));
    else branch = f.text(buffer);
    buildQueryTree(s, branch);
  };

  const parseSubQuery = (s: State<Q>) => {
    while (s.index < s.length) {
      const c = s.data[s.index];
      if (c === '(' && has(SIMPLE_FLAGS.PRECEDENCE)) consumeSubQuery(s);
      else if (c === ')' && has(SIMPLE_FLAGS.PRECEDENCE)) s.index++; // a stray closing parenthesis is skipped
      else if (c === '"' && has(SIMPLE_FLAGS.PHRASE)) consumePhrase(s);
      else if (c === '+' && has(SIMPLE_FLAGS.AND)) {
        if (s.currentOperation === null && s.top !== null) s.currentOperation = 'MUST';
        s.index++;
      } else if (c === '|' && has(SIMPLE_FLAGS.OR)) {
        if (s.currentOperation === null && s.top !== null) s.currentOperation = 'SHOULD';
        s.index++;
      } else if (c === '-' && has(SIMPLE_FLAGS.NOT)) {
        s.not++;
        s.index++;
        continue;
      } else if (isWhitespace(c) && has(SIMPLE_FLAGS.WHITESPACE)) s.index++;
      else consumeToken(s);
      s.not = 0;
    }
  };

  const state: State<Q> = { data, index: 0, length: data.length, currentOperation: null, previousOperation: null, not: 0, top: null };
  parseSubQuery(state);
  if (state.top === null) return f.matchNone('empty string passed to query parser');
  const build = (n: Node<Q>): Q => ('leaf' in n ? n.leaf : f.bool(n.bool.map((c) => ({ occur: c.occur, query: build(c.node) }))));
  return build(state.top);
}

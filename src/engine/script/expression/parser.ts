/**
 * Lexer and parser of Lucene 7's expression language (`Javascript.g4`): double-valued arithmetic, comparisons,
 * boolean and bit operators, `?:`, calls of named functions, and variables such as `factor`, `_score`,
 * `doc['price'].value` or `doc['price'].max()` (one token, as Lucene lexes them). Error texts follow Lucene's
 * `JavascriptParserErrorStrategy` (the lexer silently drops characters it cannot read, as Lucene's does);
 * nesting is bounded by MAX_NESTING_DEPTH.
 */
import { MAX_NESTING_DEPTH, MAX_TREE_HEIGHT } from '../limits';

export type ExprNode =
  | { kind: 'num'; value: number }
  | { kind: 'var'; name: string; pos: number }
  | { kind: 'call'; name: string; args: ExprNode[]; pos: number }
  | { kind: 'unary'; op: '-' | '+' | '!' | '~'; operand: ExprNode }
  | { kind: 'binary'; op: string; left: ExprNode; right: ExprNode }
  | { kind: 'cond'; test: ExprNode; then: ExprNode; else: ExprNode };

/** A parse failure (Lucene: `java.text.ParseException`) at a source offset. */
export class ExpressionParseError {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

interface Tok {
  readonly kind: 'num' | 'var' | 'op' | 'eof';
  readonly text: string;
  readonly start: number;
  readonly line: number;
  readonly column: number;
  readonly value?: number;
}

const OPERATORS = ['>>>', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||', '(', ')', ',', '!', '~', '*', '/', '%', '+', '-', '<', '>', '&', '^', '|', '?', ':'];

const PRECEDENCE = new Map<string, number>([
  ['||', 1], ['&&', 2], ['|', 3], ['^', 4], ['&', 5], ['==', 6], ['!=', 6], ['<', 7], ['<=', 7], ['>', 7], ['>=', 7],
  ['<<', 8], ['>>', 8], ['>>>', 8], ['+', 9], ['-', 9], ['*', 10], ['/', 10], ['%', 10],
]);

const isIdStart = (c: string) => /[_$a-zA-Z]/.test(c);
const isIdPart = (c: string) => /[_$a-zA-Z0-9]/.test(c);

export function parseExpression(src: string): ExprNode {
  const root = new ExpressionParser(tokenize(src)).parse();
  checkTreeHeight(root);
  return root;
}

/** Rejects trees taller than MAX_TREE_HEIGHT (compiling and evaluating recurse once per level); iterative. */
function checkTreeHeight(root: ExprNode): void {
  const stack: [ExprNode, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [n, depth] = stack.pop() as [ExprNode, number];
    if (depth > MAX_TREE_HEIGHT) {
      throw new ExpressionParseError(`the expression nests deeper than [${MAX_TREE_HEIGHT}] levels`, 0);
    }
    const children =
      n.kind === 'call' ? n.args : n.kind === 'unary' ? [n.operand] : n.kind === 'binary' ? [n.left, n.right]
        : n.kind === 'cond' ? [n.test, n.then, n.else] : [];
    for (const c of children) stack.push([c, depth + 1]);
  }
}

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const push = (kind: Tok['kind'], start: number, end: number, value?: number) =>
    out.push({ kind, text: src.substring(start, end), start, line, column: start - lineStart, value });
  while (i < src.length) {
    const c = src[i];
    if (c === '\n') {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    const start = i;
    if (/[0-9.]/.test(c) && !(c === '.' && !/[0-9]/.test(src[i + 1] ?? ''))) {
      i = lexNumber(src, i);
      const text = src.substring(start, i);
      push('num', start, i, numberValue(text));
      continue;
    }
    if (isIdStart(c)) {
      i = lexVariable(src, i);
      push('var', start, i);
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (op === undefined) {
      // ES: Lucene removes the lexer's error listeners, so a character no token matches is dropped.
      i++;
      continue;
    }
    i += op.length;
    push('op', start, i);
  }
  out.push({ kind: 'eof', text: '<EOF>', start: src.length, line, column: src.length - lineStart });
  return out;
}

function lexNumber(src: string, start: number): number {
  let i = start;
  if (src[i] === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X') && /[0-9a-fA-F]/.test(src[i + 2] ?? '')) {
    i += 2;
    while (/[0-9a-fA-F]/.test(src[i] ?? '')) i++;
    return i;
  }
  if (src[i] === '0' && /[0-7]/.test(src[i + 1] ?? '')) {
    i++;
    while (/[0-7]/.test(src[i] ?? '')) i++;
    return i;
  }
  if (src[i] === '.') {
    i++;
    while (/[0-9]/.test(src[i] ?? '')) i++;
  } else {
    if (src[i] === '0') i++;
    else while (/[0-9]/.test(src[i] ?? '')) i++;
    if (src[i] === '.') {
      i++;
      while (/[0-9]/.test(src[i] ?? '')) i++;
    }
  }
  if ((src[i] === 'e' || src[i] === 'E') && /[0-9]/.test(src[i + 1] === '+' || src[i + 1] === '-' ? src[i + 2] ?? '' : src[i + 1] ?? '')) {
    i += src[i + 1] === '+' || src[i + 1] === '-' ? 2 : 1;
    while (/[0-9]/.test(src[i] ?? '')) i++;
  }
  return i;
}

/** Lucene: hex and octal literals are read as longs, decimals as doubles; all become doubles. */
function numberValue(text: string): number {
  if (/^0[xX]/.test(text)) return Number(BigInt.asIntN(64, BigInt(text)));
  if (/^0[0-7]+$/.test(text)) return Number(BigInt.asIntN(64, BigInt(`0o${text.slice(1)}`)));
  return Number(text);
}

/** `ID ARRAY* ( . ID ARRAY* )* ( . ID () )?` where ARRAY is `['str']`, `["str"]` or `[int]`. */
function lexVariable(src: string, start: number): number {
  let i = start;
  const id = () => {
    while (i < src.length && isIdPart(src[i])) i++;
  };
  const arrays = () => {
    for (;;) {
      if (src[i] !== '[') return;
      const q = src[i + 1];
      let j = i + 2;
      if (q === "'" || q === '"') {
        while (j < src.length && src[j] !== q) j += src[j] === '\\' ? 2 : 1;
        if (src[j] !== q || src[j + 1] !== ']') return;
        i = j + 2;
      } else if (/[0-9]/.test(q ?? '')) {
        j = i + 1;
        while (/[0-9]/.test(src[j] ?? '')) j++;
        if (src[j] !== ']') return;
        i = j + 1;
      } else {
        return;
      }
    }
  };
  id();
  arrays();
  while (src[i] === '.' && isIdStart(src[i + 1] ?? '')) {
    i++;
    id();
    if (src[i] === '(' && src[i + 1] === ')') {
      i += 2;
      return i;
    }
    arrays();
  }
  return i;
}

class ExpressionParser {
  private i = 0;
  private depth = 0;

  constructor(private readonly toks: Tok[]) {}

  parse(): ExprNode {
    const e = this.conditional();
    const t = this.toks[this.i];
    if (t.kind !== 'eof') throw this.unexpected(t, "was expecting one of [<EOF>]");
    return e;
  }

  private conditional(): ExprNode {
    this.enter();
    const test = this.binary(1);
    let result = test;
    if (this.isOp('?')) {
      this.i++;
      const then = this.conditional();
      this.expect(':');
      result = { kind: 'cond', test, then, else: this.conditional() };
    }
    this.depth--;
    return result;
  }

  private binary(min: number): ExprNode {
    let left = this.unary();
    for (;;) {
      const t = this.toks[this.i];
      const p = t.kind === 'op' ? PRECEDENCE.get(t.text) : undefined;
      if (p === undefined || p < min) return left;
      this.i++;
      left = { kind: 'binary', op: t.text, left, right: this.binary(p + 1) };
    }
  }

  private unary(): ExprNode {
    const t = this.toks[this.i];
    if (t.kind === 'op' && (t.text === '-' || t.text === '+' || t.text === '!' || t.text === '~')) {
      this.i++;
      this.enter();
      const operand = this.unary();
      this.depth--;
      return { kind: 'unary', op: t.text, operand };
    }
    return this.primary();
  }

  private primary(): ExprNode {
    const t = this.toks[this.i];
    if (t.kind === 'num') {
      this.i++;
      return { kind: 'num', value: t.value as number };
    }
    if (t.kind === 'var') {
      this.i++;
      if (this.isOp('(')) {
        this.i++;
        const args: ExprNode[] = [];
        if (!this.isOp(')')) {
          do args.push(this.conditional());
          while (this.accept(','));
        }
        this.expect(')');
        return { kind: 'call', name: t.text, args, pos: t.start };
      }
      return { kind: 'var', name: t.text, pos: t.start };
    }
    if (this.isOp('(')) {
      this.i++;
      const e = this.conditional();
      this.expect(')');
      return e;
    }
    if (t.kind === 'eof') throw new ExpressionParseError('unexpected end of expression', t.start);
    throw new ExpressionParseError(
      `invalid sequence of tokens near '${t.text}' on line (${t.line}) and column (${t.column})`,
      t.start,
    );
  }

  private enter(): void {
    if (++this.depth > MAX_NESTING_DEPTH) {
      throw new ExpressionParseError(`the expression nests deeper than [${MAX_NESTING_DEPTH}] levels`, this.toks[this.i].start);
    }
  }

  private isOp(text: string): boolean {
    const t = this.toks[this.i];
    return t.kind === 'op' && t.text === text;
  }

  private accept(text: string): boolean {
    if (!this.isOp(text)) return false;
    this.i++;
    return true;
  }

  private expect(text: string): void {
    if (this.accept(text)) return;
    throw this.unexpected(this.toks[this.i], `was expecting one of [${text}]`);
  }

  private unexpected(t: Tok, expecting: string): ExpressionParseError {
    if (t.kind === 'eof') return new ExpressionParseError('unexpected end of expression', t.start);
    return new ExpressionParseError(
      `unexpected token '${t.text}' on line (${t.line}) and column (${t.column}) ${expecting}`,
      t.start,
    );
  }
}

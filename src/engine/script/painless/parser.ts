/**
 * Recursive-descent parser for the Painless subset, following ES 6.8's `PainlessParser.g4` (statement forms,
 * operator precedence, right-associative `?:`, `?:` elvis and assignments, casts, negative literal folding) with
 * its error messages. Nesting is bounded by MAX_NESTING_DEPTH so deep input fails cleanly instead of overflowing.
 */
import { JavaException, illegalArgumentJava } from '../script-errors';
import { MAX_NESTING_DEPTH, MAX_TREE_HEIGHT } from '../limits';
import type { AssignOp, BinaryOp, DeclVar, Expr, NumericType, Program, Stmt } from './ast';
import { tokenizePainless, type Token } from './lexer';

/** Binary operators by precedence, loosest first (ES: the order of the `expression` alternatives, reversed). */
const BINARY_PRECEDENCE: Readonly<Record<string, number>> = {
  '||': 1,
  '&&': 2,
  '|': 3,
  '^': 4,
  '&': 5,
  '==': 6, '===': 6, '!=': 6, '!==': 6,
  instanceof: 7,
  '<': 8, '<=': 8, '>': 8, '>=': 8,
  '<<': 9, '>>': 9, '>>>': 9,
  '=~': 10, '==~': 10,
  '+': 11, '-': 11,
  '*': 12, '/': 12, '%': 12,
};

const ASSIGN_OPS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '&=', '^=', '|=', '<<=', '>>=', '>>>=']);

/** Parses a Painless source; throws a JavaException carrying the offset for the compile-error script_stack. */
export function parsePainless(source: string): Program {
  const program = new Parser(source, tokenizePainless(source)).parseProgram();
  checkTreeHeight(program.body);
  return program;
}

type Node = Expr | Stmt;

/** Rejects trees taller than MAX_TREE_HEIGHT (compiling and evaluating recurse once per level); iterative. */
function checkTreeHeight(body: Stmt[]): void {
  const stack: [Node, number][] = body.map((s): [Node, number] => [s, 1]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Node, number];
    if (depth > MAX_TREE_HEIGHT) {
      throw new JavaException('stack_overflow_error', `the script nests deeper than [${MAX_TREE_HEIGHT}] levels`, node.pos);
    }
    for (const child of childrenOf(node)) stack.push([child, depth + 1]);
  }
}

function childrenOf(n: Node): Node[] {
  switch (n.kind) {
    case 'field':
      return [n.obj];
    case 'index':
      return [n.obj, n.index];
    case 'call':
      return [n.obj, ...n.args];
    case 'unary':
    case 'cast':
    case 'instanceof':
      return [n.operand];
    case 'binary':
    case 'logical':
    case 'elvis':
      return [n.left, n.right];
    case 'cond':
      return [n.test, n.then, n.else];
    case 'assign':
      return [n.target, n.value];
    case 'incdec':
      return [n.target];
    case 'expr':
      return [n.expr];
    case 'decl':
      return n.vars.flatMap((v) => (v.init ? [v.init] : []));
    case 'if':
      return n.else ? [n.test, n.then, n.else] : [n.test, n.then];
    case 'while':
    case 'do':
      return n.body ? [n.test, n.body] : [n.test];
    case 'for':
      return [n.init, n.test, n.update, n.body].filter((c): c is Node => c !== undefined);
    case 'each':
      return [n.iterable, n.body];
    case 'return':
      return n.expr ? [n.expr] : [];
    case 'block':
      return n.body;
    default:
      return [];
  }
}

class Parser {
  private i = 0;
  private depth = 0;
  private readonly statementStarts: number[] = [];

  constructor(
    private readonly src: string,
    private readonly tokens: Token[],
  ) {}

  parseProgram(): Program {
    const body: Stmt[] = [];
    while (this.peek().kind !== 'EOF') body.push(this.parseStatement(false));
    const statementStarts = [...new Set(this.statementStarts)].sort((a, b) => a - b);
    return { body, statementStarts };
  }

  // ---- statements ------------------------------------------------------------------------------------------------

  private parseStatement(inBlock: boolean): Stmt {
    this.enter();
    try {
      const t = this.peek();
      if (t.kind === 'PUNCT') {
        switch (t.text) {
          case 'if':
            return this.parseIf();
          case 'while':
            return this.parseWhile();
          case 'for':
            return this.parseFor();
          case 'try':
          case 'throw':
            throw this.unsupported(t, `[${t.text}] statements are not supported`);
          case '{':
            // ES: a bare block is not a statement; only `trailer` accepts one.
            throw this.noViableAlternative(t);
        }
      }
      const stmt = this.parseDStatement();
      this.endDStatement(inBlock);
      return stmt;
    } finally {
      this.depth--;
    }
  }

  /** After a dstatement: `;`, or the end of the script, or (last in a block) the closing brace. */
  private endDStatement(inBlock: boolean): void {
    const t = this.peek();
    if (this.isPunct(t, ';')) {
      this.i++;
      return;
    }
    if (t.kind === 'EOF') return;
    if (inBlock && this.isPunct(t, '}')) return;
    throw this.mismatch(t, inBlock ? ["';'", "'}'"] : ['<EOF>', "';'"]);
  }

  private parseDStatement(): Stmt {
    const t = this.peek();
    if (t.kind === 'PUNCT') {
      switch (t.text) {
        case 'do': {
          this.i++;
          const body = this.parseBlock();
          this.expect('while');
          this.expect('(');
          const test = this.parseExpression();
          this.expect(')');
          this.statementStarts.push(t.start);
          return { kind: 'do', pos: t.start, body, test };
        }
        case 'continue':
        case 'break':
          this.i++;
          this.statementStarts.push(t.start);
          return { kind: t.text, pos: t.start };
        case 'return': {
          this.i++;
          this.statementStarts.push(t.start);
          const next = this.peek();
          if (this.isPunct(next, ';') || this.isPunct(next, '}') || next.kind === 'EOF') {
            return { kind: 'return', pos: t.start };
          }
          return { kind: 'return', pos: t.start, expr: this.parseExpression() };
        }
      }
    }
    if (this.isDeclarationStart()) return this.parseDeclaration();
    this.statementStarts.push(t.start);
    return { kind: 'expr', pos: t.start, expr: this.parseExpression() };
  }

  private isDeclarationStart(): boolean {
    const t = this.peek();
    if (t.kind !== 'TYPE') return false;
    let j = this.i + 1;
    while (this.isPunct(this.tokens[j], '[') && this.isPunct(this.tokens[j + 1], ']')) j += 2;
    return this.tokens[j].kind === 'ID';
  }

  private parseDeclaration(): Stmt {
    const t = this.peek();
    const type = this.parseDeclType();
    const vars: DeclVar[] = [];
    do {
      const id = this.peek();
      if (id.kind !== 'ID') throw this.mismatch(id, ['ID']);
      this.i++;
      this.statementStarts.push(id.start);
      let init: Expr | undefined;
      if (this.isPunct(this.peek(), '=')) {
        this.i++;
        init = this.parseExpression();
      }
      vars.push({ name: id.text, pos: id.start, init });
    } while (this.accept(','));
    return { kind: 'decl', pos: t.start, type, vars };
  }

  private parseDeclType(): string {
    const t = this.next();
    let type = t.text;
    while (this.isPunct(this.peek(), '[') && this.isPunct(this.tokens[this.i + 1], ']')) {
      this.i += 2;
      type += '[]';
    }
    return type;
  }

  private parseIf(): Stmt {
    const t = this.next();
    this.statementStarts.push(t.start);
    this.expect('(');
    const test = this.parseExpression();
    this.expect(')');
    const then = this.parseTrailer();
    if (this.accept('else')) return { kind: 'if', pos: t.start, test, then, else: this.parseTrailer() };
    return { kind: 'if', pos: t.start, test, then };
  }

  private parseWhile(): Stmt {
    const t = this.next();
    this.statementStarts.push(t.start);
    this.expect('(');
    const test = this.parseExpression();
    this.expect(')');
    if (this.accept(';')) return { kind: 'while', pos: t.start, test };
    return { kind: 'while', pos: t.start, test, body: this.parseTrailer() };
  }

  private parseFor(): Stmt {
    const t = this.next();
    this.statementStarts.push(t.start);
    this.expect('(');
    // for (Type name : iterable) and for (name in iterable)
    const a = this.peek();
    const b = this.tokens[this.i + 1];
    const c = this.tokens[this.i + 2];
    if (a.kind === 'TYPE' && b.kind === 'ID' && this.isPunct(c, ':')) {
      this.i += 3;
      return this.finishEach(t, a.text, b.text);
    }
    if (a.kind === 'ID' && this.isPunct(b, 'in')) {
      this.i += 2;
      return this.finishEach(t, 'def', a.text);
    }
    let init: Stmt | undefined;
    if (!this.isPunct(this.peek(), ';')) {
      if (this.isDeclarationStart()) init = this.parseDeclaration();
      else {
        const e = this.peek();
        init = { kind: 'expr', pos: e.start, expr: this.parseExpression() };
      }
    }
    this.expect(';');
    const test = this.isPunct(this.peek(), ';') ? undefined : this.parseExpression();
    this.expect(';');
    const update = this.isPunct(this.peek(), ')') ? undefined : this.parseExpression();
    this.expect(')');
    if (this.accept(';')) return { kind: 'for', pos: t.start, init, test, update };
    return { kind: 'for', pos: t.start, init, test, update, body: this.parseTrailer() };
  }

  private finishEach(t: Token, type: string, name: string): Stmt {
    const iterable = this.parseExpression();
    this.expect(')');
    return { kind: 'each', pos: t.start, type, name, iterable, body: this.parseTrailer() };
  }

  /** `trailer: block | statement`. */
  private parseTrailer(): Stmt {
    return this.isPunct(this.peek(), '{') ? this.parseBlock() : this.parseStatement(false);
  }

  private parseBlock(): Stmt {
    const open = this.expect('{');
    this.enter();
    const body: Stmt[] = [];
    while (!this.isPunct(this.peek(), '}')) {
      if (this.peek().kind === 'EOF') throw this.mismatch(this.peek(), ["'}'"]);
      body.push(this.parseStatement(true));
    }
    this.i++;
    this.depth--;
    return { kind: 'block', pos: open.start, body };
  }

  // ---- expressions -----------------------------------------------------------------------------------------------

  /** `expression`, loosest level: assignment (right-associative). */
  parseExpression(): Expr {
    this.enter();
    const start = this.peek().start;
    const left = this.parseElvis();
    const t = this.peek();
    let result = left;
    if (t.kind === 'PUNCT' && ASSIGN_OPS.has(t.text)) {
      this.i++;
      this.checkStorable(left, t);
      result = { kind: 'assign', pos: start, op: t.text as AssignOp, target: left, value: this.parseExpression() };
    }
    this.depth--;
    return result;
  }

  private parseElvis(): Expr {
    const start = this.peek().start;
    const left = this.parseConditional();
    if (!this.isPunct(this.peek(), '?:')) return left;
    this.i++;
    this.enter();
    const right = this.parseElvis();
    this.depth--;
    return { kind: 'elvis', pos: start, left, right };
  }

  private parseConditional(): Expr {
    const start = this.peek().start;
    const test = this.parseBinary(1);
    if (!this.isPunct(this.peek(), '?')) return test;
    this.i++;
    this.enter();
    const then = this.parseExpression();
    this.expect(':');
    const otherwise = this.parseConditional();
    this.depth--;
    return { kind: 'cond', pos: start, test, then, else: otherwise };
  }

  private parseBinary(minPrecedence: number): Expr {
    // ES: an operator's location is the start of its left operand.
    const start = this.peek().start;
    let left = this.parseUnary();
    for (;;) {
      const t = this.peek();
      const precedence = t.kind === 'PUNCT' ? BINARY_PRECEDENCE[t.text] : undefined;
      if (precedence === undefined || precedence < minPrecedence) return left;
      this.i++;
      if (t.text === 'instanceof') {
        const type = this.peek();
        if (type.kind !== 'TYPE') throw this.mismatch(type, ['TYPE']);
        left = { kind: 'instanceof', pos: start, operand: left, type: this.parseDeclType() };
        continue;
      }
      if (t.text === '=~' || t.text === '==~') throw this.unsupported(t, 'regexes are not supported');
      const right = this.parseBinary(precedence + 1);
      if (t.text === '&&' || t.text === '||') left = { kind: 'logical', pos: start, op: t.text, left, right };
      else left = { kind: 'binary', pos: start, op: t.text as BinaryOp, left, right };
    }
  }

  private parseUnary(): Expr {
    const t = this.peek();
    if (t.kind === 'PUNCT') {
      switch (t.text) {
        case '++':
        case '--': {
          this.i++;
          const target = this.parseChain();
          this.checkStorable(target, t);
          return { kind: 'incdec', pos: t.start, op: t.text, prefix: true, target };
        }
        case '-':
        case '+':
        case '!':
        case '~': {
          this.i++;
          if (t.text === '-' && this.isBareLiteral()) return this.parseNumber(this.next(), true, t.start);
          this.enter();
          const operand = this.parseUnary();
          this.depth--;
          return { kind: 'unary', pos: t.start, op: t.text, operand };
        }
        case '(':
          if (this.isCast()) {
            this.i++;
            const type = this.parseDeclType();
            this.expect(')');
            this.enter();
            const operand = this.parseUnary();
            this.depth--;
            return { kind: 'cast', pos: t.start, type, operand };
          }
      }
    }
    const chain = this.parseChain();
    const post = this.peek();
    if (this.isPunct(post, '++') || this.isPunct(post, '--')) {
      this.i++;
      this.checkStorable(chain, post);
      return { kind: 'incdec', pos: t.start, op: post.text as '++' | '--', prefix: false, target: chain };
    }
    return chain;
  }

  /** A numeric literal not followed by a postfix: ES folds a leading `-` into it (so `-2147483648` is an int). */
  private isBareLiteral(): boolean {
    const k = this.peek().kind;
    if (k !== 'INTEGER' && k !== 'DECIMAL' && k !== 'HEX' && k !== 'OCTAL') return false;
    const after = this.tokens[this.i + 1];
    return !(this.isPunct(after, '.') || this.isPunct(after, '?.') || this.isPunct(after, '['));
  }

  private isCast(): boolean {
    const a = this.tokens[this.i + 1];
    if (a.kind !== 'TYPE') return false;
    let j = this.i + 2;
    while (this.isPunct(this.tokens[j], '[') && this.isPunct(this.tokens[j + 1], ']')) j += 2;
    return this.isPunct(this.tokens[j], ')');
  }

  private parseChain(): Expr {
    const t = this.peek();
    let expr: Expr;
    if (t.kind === 'TYPE') {
      this.i++;
      const dot = this.peek();
      if (!this.isPunct(dot, '.')) throw this.noViableAlternative(dot);
      expr = { kind: 'static', pos: t.start, typeName: t.text };
    } else {
      expr = this.parsePrimary();
    }
    return this.parsePostfixes(expr);
  }

  private parsePostfixes(start: Expr): Expr {
    let expr = start;
    for (;;) {
      const t = this.peek();
      if (this.isPunct(t, '.') || this.isPunct(t, '?.')) {
        this.i++;
        const name = this.next();
        const nullSafe = t.text === '?.';
        if (name.kind === 'DOTID' && this.isPunct(this.peek(), '(')) {
          const args = this.parseArguments();
          expr = { kind: 'call', pos: t.start, obj: expr, name: name.text, args, nullSafe };
        } else {
          expr = { kind: 'field', pos: t.start, obj: expr, name: name.text, nullSafe };
        }
        continue;
      }
      if (this.isPunct(t, '[')) {
        if (expr.kind === 'static') throw this.noViableAlternative(t);
        this.i++;
        const indexStart = this.peek().start;
        const index = this.parseExpression();
        this.expect(']');
        expr = { kind: 'index', pos: indexStart, obj: expr, index };
        continue;
      }
      return expr;
    }
  }

  private parseArguments(): Expr[] {
    this.expect('(');
    const args: Expr[] = [];
    if (this.accept(')')) return args;
    do {
      const t = this.peek();
      if (this.isPunct(t, '->') || this.isPunct(t, '::') || this.isPunct(this.tokens[this.i + 1], '->')) {
        throw this.unsupported(t, 'lambdas and function references are not supported');
      }
      args.push(this.parseExpression());
    } while (this.accept(','));
    this.expect(')');
    return args;
  }

  private parsePrimary(): Expr {
    const t = this.peek();
    switch (t.kind) {
      case 'INTEGER':
      case 'DECIMAL':
      case 'HEX':
      case 'OCTAL':
        this.i++;
        return this.parseNumber(t, false, t.start);
      case 'STRING':
        this.i++;
        return { kind: 'str', pos: t.start, value: t.text };
      case 'ID': {
        this.i++;
        if (this.isPunct(this.peek(), '(')) {
          const args = this.parseArguments();
          throw illegalArgumentJava(`Unknown call [${t.text}] with [${args.length}] arguments.`, t.start);
        }
        return { kind: 'var', pos: t.start, name: t.text };
      }
      case 'PUNCT':
        switch (t.text) {
          case '(': {
            this.i++;
            const inner = this.parseExpression();
            this.expect(')');
            return inner;
          }
          case 'true':
          case 'false':
            this.i++;
            return { kind: 'bool', pos: t.start, value: t.text === 'true' };
          case 'null':
            this.i++;
            return { kind: 'null', pos: t.start };
          case 'new':
            throw this.unsupported(t, '[new] is not supported');
          case '[':
            throw this.unsupported(t, 'list and map initializers are not supported');
        }
    }
    throw this.noViableAlternative(t);
  }

  /** ES `ENumeric`/`EDecimal`: suffixes pick the type; out-of-range int/long literals are compile errors. */
  private parseNumber(t: Token, negative: boolean, pos: number): Expr {
    const raw = t.text;
    const sign = negative ? '-' : '';
    const last = raw[raw.length - 1];
    if (t.kind === 'HEX' || t.kind === 'OCTAL') {
      const isLong = last === 'l' || last === 'L';
      const digits = raw.slice(t.kind === 'HEX' ? 2 : 1, isLong ? -1 : undefined);
      const value = parseRadix(sign + digits, t.kind === 'HEX' ? 16 : 8, isLong);
      if (value === undefined) throw illegalArgumentJava(`Invalid ${isLong ? 'long' : 'int'} constant [${sign}${raw}].`, pos);
      return { kind: 'num', pos, type: isLong ? 'long' : 'int', value };
    }
    let type: NumericType = t.kind === 'DECIMAL' ? 'double' : 'int';
    let body = raw;
    if (/[lL]$/.test(raw)) {
      type = 'long';
      body = raw.slice(0, -1);
    } else if (/[fF]$/.test(raw)) {
      type = 'float';
      body = raw.slice(0, -1);
    } else if (/[dD]$/.test(raw)) {
      type = 'double';
      body = raw.slice(0, -1);
    }
    if (type === 'int' || type === 'long') {
      const value = parseRadix(sign + body, 10, type === 'long');
      if (value === undefined) throw illegalArgumentJava(`Invalid ${type} constant [${sign}${raw}].`, pos);
      return { kind: 'num', pos, type, value };
    }
    const value = Number(sign + body);
    return { kind: 'num', pos, type, value: type === 'float' ? Math.fround(value) : value };
  }

  // ---- helpers ---------------------------------------------------------------------------------------------------

  private checkStorable(target: Expr, op: Token): void {
    if (target.kind === 'var' || target.kind === 'field' || target.kind === 'index') return;
    throw illegalArgumentJava('Left-hand side cannot be assigned a value.', target.pos ?? op.start);
  }

  private enter(): void {
    if (++this.depth > MAX_NESTING_DEPTH) {
      throw new JavaException(
        'stack_overflow_error',
        `the script nests deeper than [${MAX_NESTING_DEPTH}] levels`,
        this.peek().start,
      );
    }
  }

  private peek(): Token {
    return this.tokens[this.i];
  }

  private next(): Token {
    const t = this.tokens[this.i];
    if (t.kind !== 'EOF') this.i++;
    return t;
  }

  private isPunct(t: Token | undefined, text: string): boolean {
    return t !== undefined && t.kind === 'PUNCT' && t.text === text;
  }

  private accept(text: string): boolean {
    if (!this.isPunct(this.peek(), text)) return false;
    this.i++;
    return true;
  }

  private expect(text: string): Token {
    const t = this.peek();
    if (!this.isPunct(t, text)) throw this.mismatch(t, [`'${text}'`]);
    this.i++;
    return t;
  }

  /** ANTLR's `getTokenErrorDisplay`: the token's source text in quotes. */
  private display(t: Token): string {
    return t.kind === 'EOF' ? "'<EOF>'" : `'${this.src.substring(t.start, t.end)}'`;
  }

  private mismatch(t: Token, expected: string[]): JavaException {
    const set = expected.length === 1 ? expected[0] : `{${expected.join(', ')}}`;
    return illegalArgumentJava(`unexpected token [${this.display(t)}] was expecting one of [${set}].`, t.start);
  }

  private noViableAlternative(t: Token): JavaException {
    if (t.kind === 'EOF') return illegalArgumentJava('unexpected end of script.', t.start);
    return illegalArgumentJava(`invalid sequence of tokens near [${this.display(t)}].`, t.start);
  }

  private unsupported(t: Token, what: string): JavaException {
    return illegalArgumentJava(`${what} in Searchpad's Painless subset.`, t.start);
  }
}

/** Java `Integer.parseInt`/`Long.parseLong` with a radix: undefined where Java throws NumberFormatException. */
function parseRadix(text: string, radix: number, isLong: boolean): number | undefined {
  const digits = text.startsWith('-') ? text.slice(1) : text;
  if (digits === '') return undefined;
  let big: bigint;
  try {
    big = BigInt(radix === 16 ? `0x${digits}` : radix === 8 ? `0o${digits}` : digits);
  } catch {
    return undefined;
  }
  if (text.startsWith('-')) big = -big;
  const max = isLong ? 9223372036854775807n : 2147483647n;
  const min = isLong ? -9223372036854775808n : -2147483648n;
  if (big > max || big < min) return undefined;
  return Number(big);
}

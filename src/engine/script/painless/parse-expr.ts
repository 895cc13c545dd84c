/**
 * Painless expressions, following ES 6.8's `PainlessParser.g4`: operator precedence, right-associative `?:`, elvis
 * and assignments, casts, postfix chains (`.field`, `.call()`, `[index]`, null-safe `?.`), and negative literal
 * folding. An operator's position is the start of its left operand, where ES points its errors.
 */
import { illegalArgumentJava } from '../script-errors';
import type { AssignOp, BinaryOp, Expr } from './ast';
import { parseNumericLiteral } from './literals';
import type { Token } from './lexer';
import { TokenCursor } from './token-cursor';

/** Binary operators by precedence, loosest first (ES: the order of the `expression` alternatives, reversed). */
const BINARY_PRECEDENCE = new Map<string, number>([
  ['||', 1], ['&&', 2], ['|', 3], ['^', 4], ['&', 5],
  ['==', 6], ['===', 6], ['!=', 6], ['!==', 6],
  ['instanceof', 7],
  ['<', 8], ['<=', 8], ['>', 8], ['>=', 8],
  ['<<', 9], ['>>', 9], ['>>>', 9],
  ['=~', 10], ['==~', 10],
  ['+', 11], ['-', 11],
  ['*', 12], ['/', 12], ['%', 12],
]);

const ASSIGN_OPS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '&=', '^=', '|=', '<<=', '>>=', '>>>=']);

export class ExpressionParser extends TokenCursor {
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

  protected parseElvis(): Expr {
    const start = this.peek().start;
    const left = this.parseConditional();
    if (!this.isPunct(this.peek(), '?:')) return left;
    this.i++;
    this.enter();
    const right = this.parseElvis();
    this.depth--;
    return { kind: 'elvis', pos: start, left, right };
  }

  protected parseConditional(): Expr {
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

  protected parseBinary(minPrecedence: number): Expr {
    // ES: an operator's location is the start of its left operand.
    const start = this.peek().start;
    let left = this.parseUnary();
    for (;;) {
      const t = this.peek();
      const precedence = t.kind === 'PUNCT' ? BINARY_PRECEDENCE.get(t.text) : undefined;
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

  protected parseUnary(): Expr {
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
          if (t.text === '-' && this.isBareLiteral()) return parseNumericLiteral(this.next(), true, t.start);
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
  protected isBareLiteral(): boolean {
    const k = this.peek().kind;
    if (k !== 'INTEGER' && k !== 'DECIMAL' && k !== 'HEX' && k !== 'OCTAL') return false;
    const after = this.tokens[this.i + 1];
    return !(this.isPunct(after, '.') || this.isPunct(after, '?.') || this.isPunct(after, '['));
  }

  protected isCast(): boolean {
    const a = this.tokens[this.i + 1];
    if (a.kind !== 'TYPE') return false;
    let j = this.i + 2;
    while (this.isPunct(this.tokens[j], '[') && this.isPunct(this.tokens[j + 1], ']')) j += 2;
    return this.isPunct(this.tokens[j], ')');
  }

  protected parseChain(): Expr {
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

  protected parsePostfixes(start: Expr): Expr {
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

  protected parseArguments(): Expr[] {
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

  protected parsePrimary(): Expr {
    const t = this.peek();
    switch (t.kind) {
      case 'INTEGER':
      case 'DECIMAL':
      case 'HEX':
      case 'OCTAL':
        this.i++;
        return parseNumericLiteral(t, false, t.start);
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
            return this.parseNew();
          case '[':
            return this.parseInitializer();
        }
    }
    throw this.noViableAlternative(t);
  }

  /** `new Type(args)`; array creation (`new int[3]`) is not supported yet. */
  protected parseNew(): Expr {
    const t = this.next();
    const type = this.next();
    if (type.kind !== 'TYPE' && type.kind !== 'ID') throw this.noViableAlternative(type);
    if (this.isPunct(this.peek(), '[')) throw this.unsupported(this.peek(), 'array creation is not supported');
    return { kind: 'new', pos: t.start, type: type.text, args: this.parseArguments() };
  }

  /** `[]`, `[a, b]` (a list), `[:]`, `[k: v, ...]` (a map), as Painless's list and map initializers. */
  protected parseInitializer(): Expr {
    const t = this.next();
    if (this.accept(']')) return { kind: 'listinit', pos: t.start, items: [] };
    if (this.isPunct(this.peek(), ':') && this.isPunct(this.tokens[this.i + 1], ']')) {
      this.i += 2;
      return { kind: 'mapinit', pos: t.start, entries: [] };
    }
    const first = this.parseExpression();
    if (this.accept(':')) {
      const entries: [Expr, Expr][] = [[first, this.parseExpression()]];
      while (this.accept(',')) {
        const key = this.parseExpression();
        this.expect(':');
        entries.push([key, this.parseExpression()]);
      }
      this.expect(']');
      return { kind: 'mapinit', pos: t.start, entries };
    }
    const items = [first];
    while (this.accept(',')) items.push(this.parseExpression());
    this.expect(']');
    return { kind: 'listinit', pos: t.start, items };
  }

  protected checkStorable(target: Expr, op: Token): void {
    if (target.kind === 'var' || target.kind === 'field' || target.kind === 'index') return;
    throw illegalArgumentJava('Left-hand side cannot be assigned a value.', target.pos ?? op.start);
  }
}

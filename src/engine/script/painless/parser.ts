/**
 * Painless statements and the parser entry point, following ES 6.8's `PainlessParser.g4`: `if`/`else`, `while`, `do`,
 * `for` and for-each, declarations, `return`/`break`/`continue`, blocks, and the `;`-or-end rule for the last
 * statement. Records where statements start, for the runtime script_stack.
 */
import type { DeclVar, Expr, FunctionDecl, Program, Stmt } from './ast';
import { tokenizePainless, type Token } from './lexer';
import { ExpressionParser } from './parse-expr';
import { checkTreeHeight } from './tree-height';

/** Parses a Painless source; throws a JavaException carrying the offset for the compile-error script_stack. */
export function parsePainless(source: string): Program {
  const program = new Parser(source, tokenizePainless(source)).parseProgram();
  checkTreeHeight(program.body);
  for (const f of program.functions) checkTreeHeight(f.body);
  return program;
}

class Parser extends ExpressionParser {
  private readonly statementStarts: number[] = [];

  parseProgram(): Program {
    const functions: FunctionDecl[] = [];
    while (this.isFunctionStart()) functions.push(this.parseFunction());
    const body: Stmt[] = [];
    while (this.peek().kind !== 'EOF') body.push(this.parseStatement(false));
    const statementStarts = [...new Set(this.statementStarts)].sort((a, b) => a - b);
    return { functions, body, statementStarts };
  }

  /** `type name (` opens a function declaration (they come before the statements). */
  private isFunctionStart(): boolean {
    const [a, b, c] = [this.tokens[this.i], this.tokens[this.i + 1], this.tokens[this.i + 2]];
    return (a.kind === 'TYPE' || a.kind === 'ID') && b?.kind === 'ID' && this.isPunct(c, '(');
  }

  private parseFunction(): FunctionDecl {
    const type = this.next();
    const name = this.next();
    this.expect('(');
    const params: FunctionDecl['params'] = [];
    if (!this.accept(')')) {
      do {
        const pt = this.next();
        if (pt.kind !== 'TYPE' && pt.kind !== 'ID') throw this.mismatch(pt, ['TYPE']);
        while (this.isPunct(this.peek(), '[') && this.isPunct(this.tokens[this.i + 1], ']')) this.i += 2;
        const pn = this.next();
        if (pn.kind !== 'ID') throw this.mismatch(pn, ['ID']);
        params.push({ type: pt.text, name: pn.text, pos: pn.start });
      } while (this.accept(','));
      this.expect(')');
    }
    return { pos: type.start, name: name.text, returnType: type.text, params, body: this.parseLambdaBlock() };
  }

  /** `{ statements }`: a function's or a block lambda's body. */
  protected override parseLambdaBlock(): Stmt[] {
    this.expect('{');
    const body: Stmt[] = [];
    while (!this.isPunct(this.peek(), '}')) {
      if (this.peek().kind === 'EOF') throw this.mismatch(this.peek(), ['}']);
      body.push(this.parseStatement(true));
    }
    this.expect('}');
    return body;
  }

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
}

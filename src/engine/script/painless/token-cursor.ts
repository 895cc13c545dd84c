/**
 * The token cursor both Painless parsers share: lookahead, nesting depth (bounded by MAX_NESTING_DEPTH so deep input
 * fails cleanly instead of overflowing the stack) and ES's parser error messages (`ParserErrorStrategy`).
 */
import { JavaException, illegalArgumentJava } from '../script-errors';
import { MAX_NESTING_DEPTH } from '../limits';
import type { Token } from './lexer';

export class TokenCursor {
  protected i = 0;
  protected depth = 0;

  constructor(
    protected readonly src: string,
    protected readonly tokens: Token[],
  ) {}

  protected parseDeclType(): string {
    const t = this.next();
    let type = t.text;
    while (this.isPunct(this.peek(), '[') && this.isPunct(this.tokens[this.i + 1], ']')) {
      this.i += 2;
      type += '[]';
    }
    return type;
  }

  protected enter(): void {
    if (++this.depth > MAX_NESTING_DEPTH) {
      throw new JavaException(
        'stack_overflow_error',
        `the script nests deeper than [${MAX_NESTING_DEPTH}] levels`,
        this.peek().start,
      );
    }
  }

  protected peek(): Token {
    return this.tokens[this.i];
  }

  protected next(): Token {
    const t = this.tokens[this.i];
    if (t.kind !== 'EOF') this.i++;
    return t;
  }

  protected isPunct(t: Token | undefined, text: string): boolean {
    return t !== undefined && t.kind === 'PUNCT' && t.text === text;
  }

  protected accept(text: string): boolean {
    if (!this.isPunct(this.peek(), text)) return false;
    this.i++;
    return true;
  }

  protected expect(text: string): Token {
    const t = this.peek();
    if (!this.isPunct(t, text)) throw this.mismatch(t, [`'${text}'`]);
    this.i++;
    return t;
  }

  /** ANTLR's `getTokenErrorDisplay`: the token's source text in quotes. */
  protected display(t: Token): string {
    return t.kind === 'EOF' ? "'<EOF>'" : `'${this.src.substring(t.start, t.end)}'`;
  }

  protected mismatch(t: Token, expected: string[]): JavaException {
    const set = expected.length === 1 ? expected[0] : `{${expected.join(', ')}}`;
    return illegalArgumentJava(`unexpected token [${this.display(t)}] was expecting one of [${set}].`, t.start);
  }

  protected noViableAlternative(t: Token): JavaException {
    if (t.kind === 'EOF') return illegalArgumentJava('unexpected end of script.', t.start);
    return illegalArgumentJava(`invalid sequence of tokens near [${this.display(t)}].`, t.start);
  }

  protected unsupported(t: Token, what: string): JavaException {
    return illegalArgumentJava(`${what} in Searchpad's Painless subset.`, t.start);
  }
}

import { LexicalError, TK, TOKEN_IMAGE, tokenize, type ClassicToken } from './classic-lexer';

/**
 * Lucene 7.7's classic QueryParser (QueryParser.jj + QueryParserBase), the grammar ES 6.8's query_string reads:
 *
 *   Query  ::= ( MultiTerm | Modifiers Clause ) ( MultiTerm | Conjunction Modifiers Clause )*
 *   Clause ::= [ (TERM | "*") ":" ] ( Term | "(" Query ")" [ "^" NUMBER ] )
 *
 * with Lucene 7's default splitOnWhitespace=false: runs of bare terms are analysed together (MultiTerm). What the
 * pieces become is the factory's business (QueryStringQueryParser's getFieldQuery, getRangeQuery...), so this file
 * knows only the syntax and QueryParserBase's clause rules.
 */

export type Occur = 'MUST' | 'SHOULD' | 'MUST_NOT';

export interface ClassicClause<Q> {
  occur: Occur;
  query: Q;
}

/** What each piece of the syntax builds (`field` is the default field when the text names none). null: nothing. */
export interface ClassicFactory<Q> {
  /** getFieldQuery(field, text, quoted=false): a bare term or several joined by spaces (escapes discarded). */
  field(field: string | null, text: string): Q | null;
  /** getFieldQuery(field, text, slop): a quoted phrase; slop undefined when the text gives none (phrase_slop). */
  phrase(field: string | null, text: string, slop: number | undefined): Q | null;
  /** handleBareFuzzy: `term~` (slop '') or `term~2` (slop '2'). */
  fuzzy(field: string | null, text: string, slop: string): Q | null;
  prefix(field: string | null, text: string): Q | null;
  /** The raw image, escapes kept (QueryParserBase hands getWildcardQuery the token image). */
  wildcard(field: string | null, text: string): Q | null;
  regexp(field: string | null, text: string): Q | null;
  range(field: string | null, lower: string | null, upper: string | null, includeLower: boolean, includeUpper: boolean): Q | null;
  boost(q: Q, boost: number): Q;
  /** getBooleanQuery: null when there are no clauses. */
  bool(clauses: ClassicClause<Q>[]): Q | null;
}

export interface ClassicOptions {
  defaultField: string | null;
  defaultOperator: 'OR' | 'AND';
}

/** org.apache.lucene.queryparser.classic.ParseException, its message as Lucene words it. */
export class ClassicParseException extends Error {
  constructor(message: string, override readonly cause?: Error) {
    super(message);
  }
}

const CONJ_NONE = 0;
const CONJ_AND = 1;
const CONJ_OR = 2;
const MOD_NONE = 0;
const MOD_NOT = 10;
const MOD_REQ = 11;

const TERM_STARTS = [TK.BAREOPER, TK.LPAREN, TK.STAR, TK.QUOTED, TK.TERM, TK.PREFIXTERM, TK.WILDTERM, TK.REGEXPTERM, TK.RANGEIN_START, TK.RANGEEX_START, TK.NUMBER];
const CLAUSE_STARTS = [TK.NOT, TK.PLUS, TK.MINUS, ...TERM_STARTS];
const DISALLOWED_POST_MULTI_TERM = new Set<number>([TK.COLON, TK.STAR, TK.FUZZY_SLOP, TK.CARAT, TK.AND, TK.OR]);

/** Lucene's discardEscapeChar: drops `\`, reads `\uXXXX`. */
export function discardEscapeChar(input: string): string {
  let out = '';
  let codePoint = 0;
  let codePointMultiplier = 0;
  let lastCharWasEscapeChar = false;
  for (const c of input) {
    if (codePointMultiplier > 0) {
      const h = parseInt(c, 16);
      if (!/^[0-9a-fA-F]$/.test(c)) throw new ClassicParseException(`Non-hex character in Unicode escape sequence: ${c}`);
      codePoint += h * codePointMultiplier;
      codePointMultiplier >>>= 4;
      if (codePointMultiplier === 0) {
        out += String.fromCharCode(codePoint);
        codePoint = 0;
      }
    } else if (lastCharWasEscapeChar) {
      if (c === 'u') codePointMultiplier = 16 * 16 * 16;
      else out += c;
      lastCharWasEscapeChar = false;
    } else if (c === '\\') lastCharWasEscapeChar = true;
    else out += c;
  }
  if (codePointMultiplier > 0) throw new ClassicParseException('Truncated unicode escape sequence.');
  if (lastCharWasEscapeChar) throw new ClassicParseException('Term can not end with escape character.');
  return out;
}

/** QueryParserBase.escape: a backslash before every character the syntax gives a meaning. */
export function escapeClassic(s: string): string {
  let out = '';
  for (const c of s) {
    if ('\\+-!():^[]"{}~*?|&/'.includes(c)) out += '\\';
    out += c;
  }
  return out;
}

class Parser<Q> {
  private pos = 0;
  constructor(private readonly tokens: ClassicToken[], private readonly f: ClassicFactory<Q>, private readonly o: ClassicOptions) {}

  private peek(k = 0): ClassicToken {
    return this.tokens[Math.min(this.pos + k, this.tokens.length - 1)];
  }
  private next(): ClassicToken {
    return this.tokens[this.pos++];
  }
  /** JavaCC's generated ParseException text for the token met where one of `expected` was due. */
  private fail(expected: readonly number[]): never {
    const tok = this.peek();
    const kinds = [...new Set(expected)].sort((a, b) => a - b);
    const escape = (t: string) => t.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r');
    const met = tok.kind === TK.EOF ? '<EOF>' : ` ${TOKEN_IMAGE[tok.kind]} "${escape(tok.image)} "`;
    const list = kinds.map((k) => `${TOKEN_IMAGE[k]}${k === TK.EOF ? ' ' : ' ...'}\n    `).join('');
    throw new ClassicParseException(`Encountered "${met}" at line 1, column ${tok.column}.\nWas expecting ${kinds.length === 1 ? '' : 'one of'}:\n    ${list}`.replace('expecting :', 'expecting:'));
  }
  private expect(kind: number, also: readonly number[] = []): ClassicToken {
    if (this.peek().kind !== kind) this.fail([kind, ...also]);
    return this.next();
  }

  topLevel(): Q | null {
    const q = this.query(this.o.defaultField, true);
    if (this.peek().kind !== TK.EOF) this.fail([TK.EOF, TK.AND, TK.OR, ...CLAUSE_STARTS, ...this.afterTerm]);
    return q;
  }

  /** Tokens a just-read term could still have taken (its `^boost` or `~slop`): named when what follows is wrong. */
  private afterTerm: number[] = [];

  private isMultiTerm(): boolean {
    return this.peek().kind === TK.TERM && this.peek(1).kind === TK.TERM && !DISALLOWED_POST_MULTI_TERM.has(this.peek(2).kind);
  }

  private query(field: string | null, top: boolean): Q | null {
    const clauses: ClassicClause<Q>[] = [];
    let firstQuery: Q | null = null;
    if (this.isMultiTerm()) firstQuery = this.multiTerm(field, clauses);
    else {
      const mods = this.modifiers();
      const q = this.clause(field, mods === MOD_NONE);
      this.addClause(clauses, CONJ_NONE, mods, q);
      if (mods === MOD_NONE) firstQuery = q;
    }
    for (;;) {
      const k = this.peek().kind;
      if (this.isMultiTerm()) {
        this.multiTerm(field, clauses);
        continue;
      }
      if (k === TK.AND || k === TK.OR || CLAUSE_STARTS.includes(k as never)) {
        const conj = this.conjunction();
        const mods = this.modifiers();
        this.addClause(clauses, conj, mods, this.clause(field, mods === MOD_NONE));
        continue;
      }
      if (!top && k !== TK.RPAREN) this.fail([TK.AND, TK.OR, TK.RPAREN, ...CLAUSE_STARTS, ...this.afterTerm]);
      break;
    }
    if (clauses.length === 1 && firstQuery !== null) return firstQuery;
    return this.f.bool(clauses);
  }

  private conjunction(): number {
    const k = this.peek().kind;
    if (k === TK.AND) { this.next(); return CONJ_AND; }
    if (k === TK.OR) { this.next(); return CONJ_OR; }
    return CONJ_NONE;
  }
  private modifiers(): number {
    const k = this.peek().kind;
    if (k === TK.PLUS) { this.next(); return MOD_REQ; }
    if (k === TK.MINUS || k === TK.NOT) { this.next(); return MOD_NOT; }
    return MOD_NONE;
  }

  /** QueryParserBase.addClause: AND makes the previous clause required, OR (under AND) optional. */
  private addClause(clauses: ClassicClause<Q>[], conj: number, mods: number, q: Q | null) {
    const and = this.o.defaultOperator === 'AND';
    if (clauses.length > 0 && conj === CONJ_AND) {
      const c = clauses[clauses.length - 1];
      if (c.occur !== 'MUST_NOT') clauses[clauses.length - 1] = { occur: 'MUST', query: c.query };
    }
    if (clauses.length > 0 && and && conj === CONJ_OR) {
      const c = clauses[clauses.length - 1];
      if (c.occur !== 'MUST_NOT') clauses[clauses.length - 1] = { occur: 'SHOULD', query: c.query };
    }
    if (q === null) return;
    let required: boolean;
    const prohibited = mods === MOD_NOT;
    if (!and) required = mods === MOD_REQ || (conj === CONJ_AND && !prohibited);
    else required = !prohibited && conj !== CONJ_OR;
    clauses.push({ occur: prohibited ? 'MUST_NOT' : required ? 'MUST' : 'SHOULD', query: q });
  }

  /** MultiTerm: bare terms one after another, analysed as one text; the result's clauses join the list. */
  private multiTerm(field: string | null, clauses: ClassicClause<Q>[]): Q | null {
    let text = this.next().image;
    while (this.peek().kind === TK.TERM && !DISALLOWED_POST_MULTI_TERM.has(this.peek(1).kind)) text += ` ${this.next().image}`;
    this.afterTerm = [];
    const q = this.f.field(field, discardEscapeChar(text));
    if (q !== null) {
      // addMultiTermClauses: a BooleanQuery's clauses are added one by one with the default operator's occur.
      const occur: Occur = this.o.defaultOperator === 'AND' ? 'MUST' : 'SHOULD';
      const inner = this.boolClausesOf?.(q);
      if (inner) for (const c of inner) clauses.push({ occur, query: c });
      else clauses.push({ occur, query: q });
    }
    return q;
  }
  /** Set by the caller: a built query's clauses when it is a BooleanQuery. */
  boolClausesOf?: (q: Q) => Q[] | undefined;

  /** `modifiable`: no modifier was read, so one would still have been taken here (JavaCC names it when failing). */
  private clause(field: string | null, modifiable: boolean): Q | null {
    const k0 = this.peek().kind;
    const k1 = this.peek(1).kind;
    if ((k0 === TK.TERM || k0 === TK.STAR) && k1 === TK.COLON) {
      const t = this.next();
      this.next();
      field = k0 === TK.STAR ? '*' : discardEscapeChar(t.image);
      if (!TERM_STARTS.includes(this.peek().kind as never)) this.fail(TERM_STARTS);
    }
    if (this.peek().kind === TK.LPAREN) {
      this.next();
      const q = this.query(field, false);
      this.expect(TK.RPAREN);
      this.afterTerm = [TK.CARAT];
      let boost: string | undefined;
      if (this.peek().kind === TK.CARAT) {
        this.next();
        boost = this.expect(TK.NUMBER).image;
        this.afterTerm = [];
      }
      return this.handleBoost(q, boost);
    }
    if (!TERM_STARTS.includes(this.peek().kind as never)) this.fail(modifiable ? CLAUSE_STARTS : TERM_STARTS);
    return this.term(field);
  }

  private handleBoost(q: Q | null, boost: string | undefined): Q | null {
    if (boost === undefined || q === null) return q;
    return this.f.boost(q, Math.fround(Number(boost)));
  }

  /** `^boost` and `~slop` after a term or phrase, in either order. */
  private suffixes(): { boost?: string; fuzzy?: string } {
    const out: { boost?: string; fuzzy?: string } = {};
    if (this.peek().kind === TK.CARAT) {
      this.next();
      out.boost = this.expect(TK.NUMBER).image;
      if (this.peek().kind === TK.FUZZY_SLOP) out.fuzzy = this.next().image;
      this.afterTerm = out.fuzzy === undefined ? [TK.FUZZY_SLOP] : [];
    } else if (this.peek().kind === TK.FUZZY_SLOP) {
      out.fuzzy = this.next().image;
      if (this.peek().kind === TK.CARAT) {
        this.next();
        out.boost = this.expect(TK.NUMBER).image;
      }
      this.afterTerm = out.boost === undefined ? [TK.CARAT] : [];
    } else this.afterTerm = [TK.CARAT, TK.FUZZY_SLOP];
    return out;
  }

  private term(field: string | null): Q | null {
    const t = this.peek();
    const f = this.f;
    switch (t.kind) {
      case TK.TERM: case TK.STAR: case TK.PREFIXTERM: case TK.WILDTERM: case TK.REGEXPTERM: case TK.NUMBER: case TK.BAREOPER: {
        this.next();
        const image = t.kind === TK.BAREOPER ? t.image.slice(0, 1) : t.image;
        const { boost, fuzzy } = this.suffixes();
        let q: Q | null;
        // QueryParserBase.handleBareTokenQuery
        if (t.kind === TK.STAR || t.kind === TK.WILDTERM) q = f.wildcard(field, image);
        else if (t.kind === TK.PREFIXTERM) q = f.prefix(field, discardEscapeChar(image.slice(0, -1)));
        else if (t.kind === TK.REGEXPTERM) q = f.regexp(field, image.slice(1, -1));
        else if (fuzzy !== undefined) q = f.fuzzy(field, discardEscapeChar(image), fuzzy.slice(1));
        else q = f.field(field, discardEscapeChar(image));
        return this.handleBoost(q, boost);
      }
      case TK.RANGEIN_START: case TK.RANGEEX_START: {
        this.next();
        const goop = [TK.RANGE_GOOP, TK.RANGE_QUOTED, TK.RANGE_TO];
        const g1 = this.peek();
        if (!goop.includes(g1.kind as never)) this.fail(goop);
        this.next();
        this.expect(TK.RANGE_TO);
        const g2 = this.peek();
        if (!goop.includes(g2.kind as never)) this.fail(goop);
        this.next();
        const end = this.peek();
        if (end.kind !== TK.RANGEIN_END && end.kind !== TK.RANGEEX_END) this.fail([TK.RANGEIN_END, TK.RANGEEX_END]);
        this.next();
        this.afterTerm = [TK.CARAT];
        let boost: string | undefined;
        if (this.peek().kind === TK.CARAT) {
          this.next();
          boost = this.expect(TK.NUMBER).image;
          this.afterTerm = [];
        }
        const part = (g: ClassicToken) => (g.kind === TK.RANGE_QUOTED ? g.image.slice(1, -1) : g.image === '*' ? null : g.image);
        const p1 = part(g1);
        const p2 = part(g2);
        const q = f.range(field, p1 === null ? null : discardEscapeChar(p1), p2 === null ? null : discardEscapeChar(p2), t.kind === TK.RANGEIN_START, end.kind === TK.RANGEIN_END);
        return this.handleBoost(q, boost);
      }
      case TK.QUOTED: {
        this.next();
        const { boost, fuzzy } = this.suffixes();
        // handleQuotedTerm: the slop is (int) Float.parseFloat of what follows `~`, ignored when not a number.
        let slop: number | undefined;
        if (fuzzy !== undefined) {
          const n = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?\s*$/.test(fuzzy.slice(1)) ? Math.trunc(Number(fuzzy.slice(1).replace(/[fFdD]\s*$/, ''))) : NaN;
          if (!Number.isNaN(n)) slop = n;
        }
        return this.handleBoost(f.phrase(field, discardEscapeChar(t.image.slice(1, -1)), slop), boost);
      }
      default:
        return this.fail(TERM_STARTS);
    }
  }
}

/**
 * Parses a query string as QueryParserBase.parse does: any syntax or lexical error becomes a ParseException
 * "Cannot parse '<query>': <reason>" whose cause is the original error.
 */
export function parseClassic<Q>(text: string, factory: ClassicFactory<Q>, options: ClassicOptions, boolClausesOf?: (q: Q) => Q[] | undefined): Q | null {
  try {
    const p = new Parser(tokenize(text), factory, options);
    p.boolClausesOf = boolClausesOf;
    return p.topLevel();
  } catch (e) {
    if (e instanceof ClassicParseException || e instanceof LexicalError) {
      throw new ClassicParseException(`Cannot parse '${text}': ${e.message}`, e);
    }
    throw e;
  }
}

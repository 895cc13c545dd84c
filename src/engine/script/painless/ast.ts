/** The Painless syntax tree the parser builds and the compiler walks. `pos` is the source offset errors point at. */

export type NumericType = 'int' | 'long' | 'float' | 'double';

export type Expr =
  /** A long literal past 2^53 is a bigint (long-math.ts). */
  | { kind: 'num'; pos: number; type: NumericType; value: number | bigint }
  | { kind: 'str'; pos: number; value: string }
  | { kind: 'bool'; pos: number; value: boolean }
  | { kind: 'null'; pos: number }
  | { kind: 'var'; pos: number; name: string }
  /** A class name heading a chain (`Math` in `Math.log(x)`). */
  | { kind: 'static'; pos: number; typeName: string }
  /** `obj.name` / `obj?.name` (also `list.0`); pos is the dot. */
  | { kind: 'field'; pos: number; obj: Expr; name: string; nullSafe: boolean }
  /** `obj[index]`; pos is the index expression (where ES points a failed map lookup). */
  | { kind: 'index'; pos: number; obj: Expr; index: Expr }
  /** `obj.name(args)`; pos is the dot. */
  | { kind: 'call'; pos: number; obj: Expr; name: string; args: Expr[]; nullSafe: boolean }
  | { kind: 'unary'; pos: number; op: '-' | '+' | '!' | '~'; operand: Expr }
  | { kind: 'binary'; pos: number; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'logical'; pos: number; op: '&&' | '||'; left: Expr; right: Expr }
  | { kind: 'cond'; pos: number; test: Expr; then: Expr; else: Expr }
  | { kind: 'elvis'; pos: number; left: Expr; right: Expr }
  | { kind: 'assign'; pos: number; op: AssignOp; target: Expr; value: Expr }
  | { kind: 'incdec'; pos: number; op: '++' | '--'; prefix: boolean; target: Expr }
  | { kind: 'cast'; pos: number; type: string; operand: Expr }
  | { kind: 'instanceof'; pos: number; operand: Expr; type: string }
  /** `new Type(args)` of a whitelisted class. */
  | { kind: 'new'; pos: number; type: string; args: Expr[] }
  /** `[a, b]`: a new ArrayList. */
  | { kind: 'listinit'; pos: number; items: Expr[] }
  /** `[k: v, ...]` and `[:]`: a new HashMap. */
  | { kind: 'mapinit'; pos: number; entries: [Expr, Expr][] }
  /** `(a, b) -> expr` or `x -> { statements }`: a lambda (only as a call argument, as in Painless). */
  | { kind: 'lambda'; pos: number; params: { name: string; pos: number }[]; body: Expr | Stmt[] }
  /** `name(args)`: a call of a function the script declares. */
  | { kind: 'fcall'; pos: number; name: string; args: Expr[] };

export type BinaryOp =
  | '*' | '/' | '%' | '+' | '-' | '<<' | '>>' | '>>>' | '<' | '<=' | '>' | '>=' | '==' | '===' | '!=' | '!=='
  | '&' | '^' | '|';

export type AssignOp = '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '&=' | '^=' | '|=' | '<<=' | '>>=' | '>>>=';

export interface DeclVar {
  readonly name: string;
  readonly pos: number;
  readonly init?: Expr;
}

export type Stmt =
  | { kind: 'expr'; pos: number; expr: Expr }
  | { kind: 'decl'; pos: number; type: string; vars: DeclVar[] }
  | { kind: 'if'; pos: number; test: Expr; then: Stmt; else?: Stmt }
  | { kind: 'while'; pos: number; test: Expr; body?: Stmt }
  | { kind: 'do'; pos: number; body: Stmt; test: Expr }
  | { kind: 'for'; pos: number; init?: Stmt; test?: Expr; update?: Expr; body?: Stmt }
  | { kind: 'each'; pos: number; type: string; name: string; iterable: Expr; body: Stmt }
  | { kind: 'return'; pos: number; expr?: Expr }
  | { kind: 'break'; pos: number }
  | { kind: 'continue'; pos: number }
  /** A `{...}` block; `body` may be empty. */
  | { kind: 'block'; pos: number; body: Stmt[] };

/** `type name(type a, ...) { ... }` before the script's statements. */
export interface FunctionDecl {
  readonly pos: number;
  readonly name: string;
  readonly returnType: string;
  readonly params: { type: string; name: string; pos: number }[];
  readonly body: Stmt[];
}

export interface Program {
  readonly functions: FunctionDecl[];
  readonly body: Stmt[];
  /** Offsets where statements start, ascending: the runtime script_stack cuts the snippet at them. */
  readonly statementStarts: number[];
}

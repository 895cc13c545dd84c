/** Bounds the height of a parsed Painless tree: compiling and evaluating recurse once per level. Iterative itself. */
import { JavaException } from '../script-errors';
import { MAX_TREE_HEIGHT } from '../limits';
import type { Expr, Stmt } from './ast';

type Node = Expr | Stmt;

/** Rejects trees taller than MAX_TREE_HEIGHT (compiling and evaluating recurse once per level); iterative. */
export function checkTreeHeight(body: Stmt[]): void {
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
    case 'new':
      return n.args;
    case 'listinit':
      return n.items;
    case 'mapinit':
      return n.entries.flat();
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

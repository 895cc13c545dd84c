/**
 * A completion `regex` (Lucene's RegExp syntax) as a JavaScript regular expression matching the start of an
 * analysed suggestion (RegexCompletionQuery accepts a suggestion when the expression matches one of its
 * prefixes). Literals, `.`, classes, groups, alternation and repetition (`* + ? {n,m}`), quoted strings and
 * escapes are translated; `@` (any string) and `#` (the empty language) follow the flags; the complement,
 * intersection and numeric interval operators are refused by name.
 */
import { illegalArgument } from '../../errors/catalog';
import { notSupportedYet } from '../../errors/not-supported-yet';

const SPECIAL = /[\\^$.*+?()[\]{}|/-]/;
const lit = (c: string) => (SPECIAL.test(c) ? `\\${c}` : c);

/** RegExp flags by name (`ALL`, `NONE`, or names joined by `|`); what each enables. */
function parseFlags(flags: string): Set<string> {
  const out = new Set<string>();
  for (const raw of flags.split('|')) {
    const f = raw.trim().toUpperCase();
    if (f === '') continue;
    if (f === 'ALL') ['INTERSECTION', 'COMPLEMENT', 'EMPTY', 'ANYSTRING', 'INTERVAL'].forEach((x) => out.add(x));
    else if (f === 'NONE') continue;
    else if (['INTERSECTION', 'COMPLEMENT', 'EMPTY', 'ANYSTRING', 'INTERVAL'].includes(f)) out.add(f);
    else throw illegalArgument(`Unknown regex flag [${raw}]`);
  }
  return out;
}

export function completionRegex(expr: string, flags: string): RegExp {
  const enabled = parseFlags(flags);
  let out = '';
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i];
    if (c === '\\') {
      i++;
      if (i < expr.length) out += lit(expr[i]);
    } else if (c === '"') {
      const end = expr.indexOf('"', i + 1);
      if (end < 0) throw illegalArgument(`expected '"' at position ${expr.length}`);
      for (const q of expr.slice(i + 1, end)) out += lit(q);
      i = end;
    } else if (c === '[') {
      const end = expr.indexOf(']', i + 2);
      if (end < 0) throw illegalArgument(`expected ']' at position ${expr.length}`);
      let body = expr.slice(i + 1, end);
      const negate = body.startsWith('^');
      if (negate) body = body.slice(1);
      let cls = '';
      for (let k = 0; k < body.length; k++) {
        if (body[k] === '\\' && k + 1 < body.length) cls += `\\${body[++k]}`;
        else if (body[k] === '-' && k > 0 && k < body.length - 1) cls += '-';
        else cls += lit(body[k]);
      }
      out += `[${negate ? '^' : ''}${cls}]`;
      i = end;
    } else if (c === '@' && enabled.has('ANYSTRING')) out += '[\\s\\S]*';
    else if (c === '#' && enabled.has('EMPTY')) out += '(?!)';
    else if ((c === '~' && enabled.has('COMPLEMENT')) || (c === '&' && enabled.has('INTERSECTION')) || (c === '<' && enabled.has('INTERVAL'))) {
      throw notSupportedYet('completion regex operator', c);
    } else if (c === '.') out += '[\\s\\S]';
    else if ('*+?(){}|'.includes(c)) out += c;
    else out += lit(c);
  }
  try {
    return new RegExp(`^(?:${out})`);
  } catch {
    throw illegalArgument(`invalid regex [${expr}]`);
  }
}

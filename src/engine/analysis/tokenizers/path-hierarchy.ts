import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import { token } from '../analysis-chain';
import type { Token } from '../token';

/**
 * PathHierarchyTokenizer (Lucene 7.7, forward): every prefix of the path that ends before a delimiter, and
 * the whole path, after `skip` leading elements; all at one position, starting where the kept part starts,
 * delimiters written as `replacement`. The reverse variant is refused by name.
 */
export function pathHierarchyTokenizer(conf: unknown): (text: string) => Token[] {
  const one = (key: string, def: string) => {
    const v = own(conf, key);
    if (v === undefined || v === null) return def;
    const s = String(v);
    if (s.length !== 1) throw illegalArgument(`${key} can only be a one char value`);
    return s;
  };
  const delimiter = one('delimiter', '/');
  const replacement = one('replacement', delimiter);
  const skipRaw = own(conf, 'skip');
  const skip = skipRaw === undefined || skipRaw === null ? 0 : Number(skipRaw);
  if (!Number.isInteger(skip) || skip < 0) throw illegalArgument(`skip must be a non-negative integer: ${String(skipRaw)}`);
  const reverse = own(conf, 'reverse');
  if (reverse === true || reverse === 'true') throw illegalArgument('[reverse] of the path_hierarchy tokenizer is not supported here yet');
  return (text) => {
    let start = 0;
    for (let n = 0; n < skip; n++) {
      if (text[start] === delimiter) start++;
      while (start < text.length && text[start] !== delimiter) start++;
    }
    const out: Token[] = [];
    const emit = (end: number) => {
      const t = token(text.slice(start, end).split(delimiter).join(replacement), start, end, 'word');
      if (out.length > 0) t.positionIncrement = 0;
      out.push(t);
    };
    for (let d = start + 1; d < text.length; d++) if (text[d] === delimiter) emit(d);
    if (start < text.length) emit(text.length);
    return out;
  };
}

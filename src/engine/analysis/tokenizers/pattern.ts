import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import { token } from '../analysis-chain';
import { translateJavaRegex } from '../java-regex';
import type { Token } from '../token';

/**
 * PatternTokenizer (Lucene 7.7): with `group` -1 the non-empty text between matches of `pattern`
 * (default `\W+`), else the non-empty `group` of every match; type "word". Java flags are refused.
 */
export function patternTokenizer(conf: unknown): (text: string) => Token[] {
  const flags = own(conf, 'flags');
  if (flags !== undefined && flags !== null && String(flags) !== '') throw illegalArgument('[flags] of the pattern tokenizer are not supported here');
  const pattern = own(conf, 'pattern') === undefined || own(conf, 'pattern') === null ? '\\W+' : String(own(conf, 'pattern'));
  const source = translateJavaRegex(pattern).source;
  const groupRaw = own(conf, 'group');
  const group = groupRaw === undefined || groupRaw === null ? -1 : Number(groupRaw);
  if (!Number.isInteger(group)) throw illegalArgument(`Failed to parse value [${String(groupRaw)}] for setting [group]`);
  return (text) => {
    const out: Token[] = [];
    const re = new RegExp(source, 'gud');
    if (group >= 0) {
      for (const m of text.matchAll(re)) {
        if (group >= m.indices!.length) throw new RangeError(`No group ${group}`);
        const span = m.indices![group];
        if (!span || span[0] === span[1]) continue;
        out.push(token(text.slice(span[0], span[1]), span[0], span[1], 'word'));
      }
      return out;
    }
    let index = 0;
    for (const m of text.matchAll(re)) {
      const start = m.index!;
      if (start - index > 0) out.push(token(text.slice(index, start), index, start, 'word'));
      index = start + m[0].length;
    }
    if (text.length - index > 0) out.push(token(text.slice(index), index, text.length, 'word'));
    return out;
  };
}

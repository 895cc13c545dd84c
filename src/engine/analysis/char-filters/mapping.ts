import { illegalArgument } from '../../errors/catalog';
import { EsError } from '../../errors/es-error';
import { OffsetMap, type CharFilter } from './offset-map';

const runtime = (reason: string) => new EsError({ type: 'runtime_exception', reason, status: 500 });

/** MappingCharFilterFactory.parseString: the rule escapes \\ \n \t \r \b \f \uXXXX (others stand for themselves). */
function parseRuleString(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; ) {
    let c = s[i++];
    if (c === '\\') {
      if (i >= s.length) throw runtime(`Invalid escaped char in [${s}]`);
      c = s[i++];
      if (c === 'n') c = '\n';
      else if (c === 't') c = '\t';
      else if (c === 'r') c = '\r';
      else if (c === 'b') c = '\b';
      else if (c === 'f') c = '\f';
      else if (c === 'u') {
        if (i + 3 >= s.length) throw runtime(`Invalid escaped char in [${s}]`);
        const hex = s.slice(i, i + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new EsError({ type: 'number_format_exception', reason: `For input string: "${hex}"`, status: 400 });
        c = String.fromCharCode(parseInt(hex, 16));
        i += 4;
      }
    }
    out += c;
  }
  return out;
}

/** Java's String.trim: strips code units <= U+0020 at both ends. */
const javaTrim = (s: string) => s.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/** The `source => target` rules as MappingCharFilterFactory parses them into a NormalizeCharMap. */
export function parseMappingRules(rules: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const rule of rules) {
    // `(.*)\s*=>\s*(.*)\s*$` with a greedy first group: the split is at the last `=>` of the rule's first line.
    const line = rule.split(/[\n\r\u0085\u2028\u2029]/)[0];
    const at = line.lastIndexOf('=>');
    if (at < 0) throw runtime(`Invalid Mapping Rule : [${rule}]`);
    const lhs = parseRuleString(javaTrim(line.slice(0, at)));
    const rhs = parseRuleString(javaTrim(line.slice(at + 2)));
    if (lhs.length === 0) throw illegalArgument('cannot match the empty string');
    if (map.has(lhs)) throw illegalArgument(`match "${lhs}" was already added`);
    map.set(lhs, rhs);
  }
  return map;
}

/** Lucene's MappingCharFilter: at each position the longest key wins; corrections as Lucene records them. */
export function mappingCharFilter(map: ReadonlyMap<string, string>): CharFilter {
  let maxKey = 0;
  for (const k of map.keys()) maxKey = Math.max(maxKey, k.length);
  return (text) => {
    const corrections = new OffsetMap();
    let out = '';
    let inputOff = 0;
    while (inputOff < text.length) {
      let matchLen = -1;
      let replacement = '';
      for (let len = Math.min(maxKey, text.length - inputOff); len >= 1; len--) {
        const r = map.get(text.slice(inputOff, inputOff + len));
        if (r !== undefined) {
          matchLen = len;
          replacement = r;
          break;
        }
      }
      if (matchLen < 0) {
        out += text[inputOff++];
        continue;
      }
      inputOff += matchLen;
      const diff = matchLen - replacement.length;
      if (diff !== 0) {
        const prev = corrections.lastDiff();
        if (diff > 0) corrections.add(inputOff - diff - prev, prev + diff);
        else {
          const outputStart = inputOff - prev;
          for (let extra = 0; extra < -diff; extra++) corrections.add(outputStart + extra, prev - extra - 1);
        }
      }
      out += replacement;
    }
    return { text: out, correct: (o) => corrections.correct(o) };
  };
}

import { illegalArgument } from '../errors/catalog';
import { EsError } from '../errors/es-error';

/**
 * Java regular expressions (java.util.regex.Pattern, default flags) translated to JS RegExp with the `u`
 * flag. What JS would read differently — Java's ASCII `\s`, its `.` and `$` line rules, `\Q..\E`,
 * escaped punctuation — is rewritten; what JS cannot express faithfully (possessive quantifiers, atomic
 * groups, class unions and intersections, inline flags, `\b` with Java's Unicode word rule, `\G`,
 * `\R`, `\X`, `\h`, `\v`, Unicode blocks and scripts) is refused by name rather than matched differently.
 */
export interface JavaRegex {
  /** The translated pattern, global and sticky-free: use `new RegExp(source, 'gu')`. */
  readonly source: string;
  /** Capturing groups, numbered as Java numbers them. */
  readonly groupCount: number;
  readonly groupNames: ReadonlyMap<string, number>;
}

const refuse = (construct: string, pattern: string) =>
  illegalArgument(`the Java regular expression construct [${construct}] in [${pattern}] is not supported here (no faithful JavaScript translation)`);

const syntax = (desc: string, index: number, pattern: string) =>
  illegalArgument(`${desc} near index ${index}\n${pattern}\n${' '.repeat(Math.max(0, index))}^`);

const lit = (cp: number) => `\\u{${cp.toString(16)}}`;

const JAVA_SPACE = '\\t\\n\\u{b}\\f\\r ';
const LINE_TERMINATORS = '\\n\\r\\u{85}\\u{2028}\\u{2029}';

/** POSIX classes (US-ASCII only by default in Java) as class contents. */
const POSIX: Record<string, string> = {
  Lower: 'a-z', Upper: 'A-Z', ASCII: '\\u{0}-\\u{7f}', Alpha: 'a-zA-Z', Digit: '0-9', Alnum: 'a-zA-Z0-9',
  Punct: '!-\\/:-@\\[-`{-~', Graph: '!-~', Print: ' -~', Blank: ' \\t', Cntrl: '\\u{0}-\\u{1f}\\u{7f}', XDigit: '0-9a-fA-F', Space: JAVA_SPACE,
};
const CATEGORIES = new Set(['L', 'Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'M', 'Mn', 'Mc', 'Me', 'N', 'Nd', 'Nl', 'No', 'P', 'Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po',
  'S', 'Sm', 'Sc', 'Sk', 'So', 'Z', 'Zs', 'Zl', 'Zp', 'C', 'Cc', 'Cf', 'Cs', 'Co', 'Cn']);

export function translateJavaRegex(pattern: string): JavaRegex {
  let i = 0;
  let out = '';
  let groupCount = 0;
  const groupNames = new Map<string, number>();
  let depth = 0;
  const cps = pattern;

  /** Reads `\p{..}`/`\P{..}` (after the backslash and letter); returns the class contents or a whole escape. */
  const property = (negated: boolean, inClass: boolean): string => {
    let name: string;
    if (cps[i] === '{') {
      const close = cps.indexOf('}', i);
      if (close < 0) throw syntax('Unclosed character family', i, pattern);
      name = cps.slice(i + 1, close);
      i = close + 1;
    } else {
      name = cps[i++] ?? '';
    }
    const bare = name.startsWith('Is') && CATEGORIES.has(name.slice(2)) ? name.slice(2) : name.startsWith('general_category=') ? name.slice(17) : name;
    if (CATEGORIES.has(bare)) return `\\${negated ? 'P' : 'p'}{${bare}}`;
    const posix = Object.prototype.hasOwnProperty.call(POSIX, name) ? POSIX[name] : undefined;
    if (posix !== undefined) {
      if (!negated) return inClass ? posix : `[${posix}]`;
      if (!inClass) return `[^${posix}]`;
    }
    throw refuse(`\\${negated ? 'P' : 'p'}{${name}}`, pattern);
  };

  /** An escape after `\`; returns its translation (inside or outside a class). */
  const escape = (inClass: boolean): string => {
    const c = cps[i++];
    if (c === undefined) throw syntax('Unexpected internal error', i, pattern);
    switch (c) {
      case 'd': return '\\d';
      case 'D': return '\\D';
      case 'w': return '\\w';
      case 'W': return '\\W';
      case 's': return inClass ? JAVA_SPACE : `[${JAVA_SPACE}]`;
      case 'S': if (inClass) throw refuse('\\S inside a character class', pattern); return `[^${JAVA_SPACE}]`;
      case 't': return lit(9);
      case 'n': return lit(10);
      case 'r': return lit(13);
      case 'f': return lit(12);
      case 'a': return lit(7);
      case 'e': return lit(27);
      case 'c': { const x = cps.charCodeAt(i++); if (Number.isNaN(x)) throw syntax('Illegal control escape sequence', i, pattern); return lit(x ^ 64); }
      case 'x': {
        if (cps[i] === '{') {
          const close = cps.indexOf('}', i);
          const hex = close < 0 ? '' : cps.slice(i + 1, close);
          if (!/^[0-9a-fA-F]+$/.test(hex) || parseInt(hex, 16) > 0x10ffff) throw syntax('Illegal hexadecimal escape sequence', i, pattern);
          i = close + 1;
          return lit(parseInt(hex, 16));
        }
        const hex = cps.slice(i, i + 2);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw syntax('Illegal hexadecimal escape sequence', i, pattern);
        i += 2;
        return lit(parseInt(hex, 16));
      }
      case 'u': {
        const hex = cps.slice(i, i + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw syntax('Illegal Unicode escape sequence', i, pattern);
        i += 4;
        return lit(parseInt(hex, 16));
      }
      case '0': {
        let oct = '';
        while (oct.length < 3 && /[0-7]/.test(cps[i] ?? '') && parseInt(oct + cps[i], 8) <= 0o377) oct += cps[i++];
        if (oct === '') throw syntax('Illegal octal escape sequence', i, pattern);
        return lit(parseInt(oct, 8));
      }
      case 'p': return property(false, inClass);
      case 'P': return property(true, inClass);
      case 'Q': {
        const end = cps.indexOf('\\E', i);
        const quoted = end < 0 ? cps.slice(i) : cps.slice(i, end);
        i = end < 0 ? cps.length : end + 2;
        let s = '';
        for (const ch of quoted) s += lit(ch.codePointAt(0)!);
        return inClass || quoted.length === 0 ? s : `(?:${s})`;
      }
      default: break;
    }
    if (!inClass) {
      if (c === 'A') return '(?<![\\s\\S])';
      if (c === 'z') return '(?![\\s\\S])';
      if (c === 'Z') return `(?=(?:\\r\\n|[${LINE_TERMINATORS}])?(?![\\s\\S]))`;
      if (c >= '1' && c <= '9') {
        let ref = Number(c);
        if (ref > groupCount) throw refuse(`\\${c} (a reference to a group not yet defined)`, pattern);
        while (/[0-9]/.test(cps[i] ?? '') && ref * 10 + Number(cps[i]) <= groupCount) ref = ref * 10 + Number(cps[i++]);
        return `(?:\\${ref})`;
      }
      if (c === 'k') {
        const m = /^<([A-Za-z][A-Za-z0-9]*)>/.exec(cps.slice(i));
        if (!m || !groupNames.has(m[1])) throw syntax('named capturing group is missing', i, pattern);
        i += m[0].length;
        return `(?:\\${groupNames.get(m[1])})`;
      }
    }
    if (/[A-Za-z0-9]/.test(c)) {
      if ('bBGRXhHvVK'.includes(c)) throw refuse(`\\${c}`, pattern);
      throw syntax('Illegal/unsupported escape sequence', i - 1, pattern);
    }
    // Any other escaped character stands for itself (a whole code point).
    const cp = cps.codePointAt(i - 1)!;
    if (cp > 0xffff) i++;
    return lit(cp);
  };

  const charClass = (): string => {
    // at cps[i] === '[' already consumed
    let s = '[';
    if (cps[i] === '^') { s += '^'; i++; }
    let first = true;
    for (;;) {
      const c = cps[i];
      if (c === undefined) throw syntax('Unclosed character class', cps.length - 1, pattern);
      if (c === ']' && !first) { i++; break; }
      first = false;
      if (c === '[') throw refuse('[...] nested in a character class (union)', pattern);
      if (c === '&' && cps[i + 1] === '&') throw refuse('&& (character class intersection)', pattern);
      if (c === '\\') { i++; s += escape(true); continue; }
      if (c === '-') {
        // A range dash, or a literal one at the ends.
        s += cps[i + 1] === ']' || s.endsWith('[') || s.endsWith('[^') ? lit(45) : '-';
        i++;
        continue;
      }
      const cp = cps.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      s += lit(cp);
    }
    return s + ']';
  };

  /** After an atom: a quantifier, refusing possessive ones. */
  const quantifier = () => {
    const c = cps[i];
    let q = '';
    if (c === '*' || c === '+' || c === '?') { q = c; i++; }
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(cps.slice(i));
      if (!m) throw syntax('Illegal repetition', i, pattern);
      if (m[3] !== undefined && m[3] !== '' && Number(m[3]) < Number(m[1])) throw syntax('Illegal repetition range', i, pattern);
      q = m[0];
      i += m[0].length;
    } else return '';
    if (cps[i] === '?') { q += '?'; i++; }
    else if (cps[i] === '+') throw refuse(`${q}+ (possessive quantifier)`, pattern);
    return q;
  };

  while (i < cps.length) {
    const c = cps[i];
    let atom: string;
    if (c === '\\') { i++; atom = escape(false); }
    else if (c === '[') { i++; atom = charClass(); }
    else if (c === '.') { i++; atom = `[^${LINE_TERMINATORS}]`; }
    else if (c === '^') { i++; out += '(?<![\\s\\S])'; continue; }
    else if (c === '$') { i++; out += `(?=(?:\\r\\n|[${LINE_TERMINATORS}])?(?![\\s\\S]))`; continue; }
    else if (c === '|') { i++; out += '|'; continue; }
    else if (c === '(') {
      i++;
      if (cps[i] === '?') {
        const rest = cps.slice(i + 1);
        if (rest.startsWith(':')) { out += '(?:'; i += 2; }
        else if (rest.startsWith('=') || rest.startsWith('!')) { out += `(?${rest[0]}`; i += 2; }
        else if (rest.startsWith('<=') || rest.startsWith('<!')) { out += `(?${rest.slice(0, 2)}`; i += 3; }
        else if (rest.startsWith('<')) {
          const m = /^<([A-Za-z][A-Za-z0-9]*)>/.exec(rest);
          if (!m) throw syntax('capturing group name does not start with a Latin letter', i + 2, pattern);
          if (groupNames.has(m[1])) throw syntax(`Named capturing group <${m[1]}> is already defined`, i + m[0].length, pattern);
          groupNames.set(m[1], ++groupCount);
          out += `(?<${m[1]}>`;
          i += 1 + m[0].length;
        } else if (rest.startsWith('>')) throw refuse('(?>...) (atomic group)', pattern);
        else throw refuse('(?flags) (inline flags)', pattern);
      } else {
        groupCount++;
        out += '(';
      }
      depth++;
      continue;
    } else if (c === ')') {
      if (depth === 0) throw syntax('Unmatched closing \')\'', i - 1, pattern);
      depth--;
      i++;
      atom = ')';
    } else if (c === '*' || c === '+' || c === '?' || c === '{') {
      throw syntax(`Dangling meta character '${c}'`, i, pattern);
    } else {
      const cp = cps.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      atom = lit(cp);
    }
    out += atom + quantifier();
  }
  if (depth > 0) throw syntax('Unclosed group', cps.length, pattern);
  try {
    new RegExp(out, 'gu');
  } catch {
    throw refuse(pattern, pattern);
  }
  return { source: out, groupCount, groupNames };
}

/** One piece of a Java replacement string (Matcher.appendReplacement): literal text or a group. */
type ReplacementPart = string | number;

/** Parses a Java replacement: `$n` (digits while the group exists), `${name}`, `\x` for a literal x. */
export function parseJavaReplacement(replacement: string, regex: JavaRegex): (groups: ReadonlyArray<string | undefined>) => string {
  const parts: ReplacementPart[] = [];
  let missing = -1;
  let lit = '';
  for (let i = 0; i < replacement.length; ) {
    const c = replacement[i++];
    if (c === '\\') {
      if (i >= replacement.length) throw illegalArgument('character to be escaped is missing');
      lit += replacement[i++];
    } else if (c === '$') {
      if (i >= replacement.length) throw illegalArgument('Illegal group reference: group index is missing');
      let ref: number;
      if (replacement[i] === '{') {
        const close = replacement.indexOf('}', i);
        const name = close < 0 ? '' : replacement.slice(i + 1, close);
        if (close < 0) throw illegalArgument("named capturing group is missing trailing '}'");
        if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw illegalArgument('named capturing group is missing trailing \'}\'');
        const n = regex.groupNames.get(name);
        if (n === undefined) throw illegalArgument(`No group with name {${name}}`);
        ref = n;
        i = close + 1;
      } else {
        const d = replacement.charCodeAt(i) - 48;
        if (d < 0 || d > 9) throw illegalArgument('Illegal group reference');
        ref = d;
        i++;
        while (i < replacement.length) {
          const nd = replacement.charCodeAt(i) - 48;
          if (nd < 0 || nd > 9 || ref * 10 + nd > regex.groupCount) break;
          ref = ref * 10 + nd;
          i++;
        }
        // Java throws this only when a match is replaced (Matcher.appendReplacement).
        if (ref > regex.groupCount) missing = ref;
      }
      if (lit) parts.push(lit);
      lit = '';
      parts.push(ref);
    } else lit += c;
  }
  if (lit) parts.push(lit);
  return (groups) => {
    if (missing >= 0) throw new EsError({ type: 'index_out_of_bounds_exception', reason: `No group ${missing}`, status: 500 });
    return parts.map((p) => (typeof p === 'number' ? groups[p] ?? '' : p)).join('');
  };
}

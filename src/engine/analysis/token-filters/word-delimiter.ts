import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import { settingBool, settingList } from '../settings';
import type { Token } from '../token';

/**
 * Lucene 7.7's WordDelimiterFilter and WordDelimiterGraphFilter with their WordDelimiterIterator, as the
 * sources describe them, configured as ES 6.8's factories read their settings.
 */

const LOWER = 1, UPPER = 2, DIGIT = 4, SUBWORD_DELIM = 8, ALPHA = LOWER | UPPER;
const isAlpha = (t: number) => (t & ALPHA) !== 0;
const isDigit = (t: number) => (t & DIGIT) !== 0;
const isSubwordDelim = (t: number) => (t & SUBWORD_DELIM) !== 0;
const isUpper = (t: number) => (t & UPPER) !== 0;

/** WordDelimiterIterator.getType: a character's class by its Unicode general category. */
function defaultType(ch: number): number {
  const c = String.fromCharCode(ch);
  if (ch >= 0xd800 && ch <= 0xdfff) return ALPHA | DIGIT; // surrogates: never split a pair
  if (/\p{Lu}/u.test(c)) return UPPER;
  if (/\p{Ll}/u.test(c)) return LOWER;
  if (/[\p{Lt}\p{Lm}\p{Lo}\p{Mn}\p{Me}\p{Mc}]/u.test(c)) return ALPHA;
  if (/[\p{Nd}\p{Nl}\p{No}]/u.test(c)) return DIGIT;
  return SUBWORD_DELIM;
}

const TYPE_NAMES = new Map([['LOWER', LOWER], ['UPPER', UPPER], ['ALPHA', ALPHA], ['DIGIT', DIGIT], ['ALPHANUM', ALPHA | DIGIT], ['SUBWORD_DELIM', SUBWORD_DELIM]]);

/** ES's `type_table` rules (`a => ALPHA`, `\\u002C => DIGIT`): one character each, one of the type names. */
function parseTypeTable(rules: readonly string[]): Map<number, number> {
  const table = new Map<number, number>();
  for (const rule of rules) {
    const m = /^(.*?)\s*=>\s*(.*?)\s*$/su.exec(rule);
    if (!m) throw illegalArgument(`Invalid Mapping Rule : [${rule}]`);
    const lhs = m[1].replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))).replace(/\\(.)/g, '$1');
    if (lhs.length !== 1) throw illegalArgument(`Invalid Mapping Rule : [${rule}], only a single character is allowed.`);
    const type = TYPE_NAMES.get(m[2]);
    if (type === undefined) throw illegalArgument(`Invalid Mapping Rule : [${rule}]`);
    table.set(lhs.charCodeAt(0), type);
  }
  return table;
}

interface Options {
  generateWordParts: boolean;
  generateNumberParts: boolean;
  catenateWords: boolean;
  catenateNumbers: boolean;
  catenateAll: boolean;
  preserveOriginal: boolean;
  splitOnCaseChange: boolean;
  splitOnNumerics: boolean;
  stemEnglishPossessive: boolean;
  protectedWords: ReadonlySet<string> | undefined;
  types: ReadonlyMap<number, number>;
}

const DONE = -1;

/** WordDelimiterIterator: the subwords of one term, as (current, end) spans. */
class SubwordIterator {
  text = '';
  current = 0;
  end = 0;
  private startBounds = 0;
  private endBounds = 0;
  private skipPossessive = false;
  private hasFinalPossessive = false;
  constructor(private readonly o: Options) {}

  charType(i: number): number {
    const ch = this.text.charCodeAt(i);
    return this.o.types.get(ch) ?? defaultType(ch);
  }
  setText(text: string): void {
    this.text = text;
    this.endBounds = text.length;
    this.current = this.startBounds = this.end = 0;
    this.skipPossessive = this.hasFinalPossessive = false;
    while (this.startBounds < text.length && isSubwordDelim(this.charType(this.startBounds))) this.startBounds++;
    while (this.endBounds > this.startBounds && isSubwordDelim(this.charType(this.endBounds - 1))) this.endBounds--;
    if (this.endsWithPossessive(this.endBounds)) this.hasFinalPossessive = true;
    this.current = this.startBounds;
  }

  /**
   * Starts on a token's term (setText and the first subword): true when the token passes as it is, a term that is
   * one whole subword or a protected word.
   */
  begin(term: string): boolean {
    this.setText(term);
    this.next();
    return (this.current === 0 && this.end === term.length) || this.o.protectedWords?.has(term) === true;
  }

  private endsWithPossessive(pos: number): boolean {
    const t = this.text;
    return this.o.stemEnglishPossessive && pos > 2 && t[pos - 2] === "'" && (t[pos - 1] === 's' || t[pos - 1] === 'S') &&
      isAlpha(this.charType(pos - 3)) && (pos === this.endBounds || isSubwordDelim(this.charType(pos)));
  }
  private isBreak(lastType: number, type: number): boolean {
    if ((type & lastType) !== 0) return false;
    if (!this.o.splitOnCaseChange && isAlpha(lastType) && isAlpha(type)) return false;
    if (isUpper(lastType) && isAlpha(type)) return false;
    if (!this.o.splitOnNumerics && ((isAlpha(lastType) && isDigit(type)) || (isDigit(lastType) && isAlpha(type)))) return false;
    return true;
  }
  next(): number {
    this.current = this.end;
    if (this.current === DONE) return DONE;
    if (this.skipPossessive) {
      this.current += 2;
      this.skipPossessive = false;
    }
    let lastType = 0;
    while (this.current < this.endBounds && isSubwordDelim((lastType = this.charType(this.current)))) this.current++;
    if (this.current >= this.endBounds) return (this.end = DONE);
    for (this.end = this.current + 1; this.end < this.endBounds; this.end++) {
      const type = this.charType(this.end);
      if (this.isBreak(lastType, type)) break;
      lastType = type;
    }
    if (this.end < this.endBounds - 1 && this.endsWithPossessive(this.end + 2)) this.skipPossessive = true;
    return this.end;
  }
  type(): number {
    if (this.end === DONE) return 0;
    const type = this.charType(this.current);
    return type === LOWER || type === UPPER ? ALPHA : type;
  }
  isSingleWord(): boolean {
    return this.hasFinalPossessive ? this.current === this.startBounds && this.end === this.endBounds - 2 : this.current === this.startBounds && this.end === this.endBounds;
  }
}

function readOptions(conf: unknown): Options {
  const b = (k: string, def: boolean) => settingBool(own(conf, k), def);
  if (own(conf, 'protected_words_path') !== undefined && own(conf, 'protected_words') === undefined) {
    throw illegalArgument(`IOException while reading protected_words_path: ${String(own(conf, 'protected_words_path'))} (files under the config directory do not exist in the browser; give [protected_words] inline)`);
  }
  if (own(conf, 'type_table_path') !== undefined && own(conf, 'type_table') === undefined) {
    throw illegalArgument(`IOException while reading type_table_path: ${String(own(conf, 'type_table_path'))} (files under the config directory do not exist in the browser; give [type_table] inline)`);
  }
  const prot = settingList(own(conf, 'protected_words'));
  return {
    generateWordParts: b('generate_word_parts', true),
    generateNumberParts: b('generate_number_parts', true),
    catenateWords: b('catenate_words', false),
    catenateNumbers: b('catenate_numbers', false),
    catenateAll: b('catenate_all', false),
    preserveOriginal: b('preserve_original', false),
    splitOnCaseChange: b('split_on_case_change', true),
    splitOnNumerics: b('split_on_numerics', true),
    stemEnglishPossessive: b('stem_english_possessive', true),
    protectedWords: prot === undefined ? undefined : new Set(prot),
    types: parseTypeTable(settingList(own(conf, 'type_table')) ?? []),
  };
}

const shouldConcatenate = (o: Options, t: number) => (o.catenateWords && isAlpha(t)) || (o.catenateNumbers && isDigit(t));
const shouldGenerateParts = (o: Options, t: number) => (o.generateWordParts && isAlpha(t)) || (o.generateNumberParts && isDigit(t));

/** A concatenation run: its text, where it starts and ends in the term, its type and how many subwords. */
class Concatenation {
  text = '';
  startPart = 0;
  endPart = 0;
  startPos = 0;
  type = 0;
  subwordCount = 0;
  isEmpty() {
    return this.text.length === 0;
  }
  clear() {
    this.text = '';
    this.startPart = this.endPart = this.type = this.subwordCount = this.startPos = 0;
  }
}

/** WordDelimiterFilter (the old, flat one): parts and concatenations buffered and sorted by start offset. */
export function wordDelimiterFilter(conf: unknown): TokenFilter {
  const o = readOptions(conf);
  return (input) => {
    const out: Token[] = [];
    const it = new SubwordIterator(o);
    let accumPosInc = 0;
    let first = true;
    for (const tok of input) {
      accumPosInc += tok.positionIncrement;
      if (it.begin(tok.term)) {
        out.push({ ...tok, positionIncrement: accumPosInc });
        accumPosInc = 0;
        first = false;
        continue;
      }
      if (it.end === DONE && !o.preserveOriginal) {
        if (tok.positionIncrement === 1 && !first) accumPosInc--;
        continue;
      }
      const saved = tok;
      // Offsets that do not span the term (an earlier filter changed it): every part takes the token's offsets.
      const illegalOffsets = saved.endOffset - saved.startOffset !== saved.term.length;
      let hasOutputToken = false;
      let hasOutputFollowingOriginal = !o.preserveOriginal;
      let lastConcatCount = 0;
      const buffered: Array<{ token: Token; startOff: number; posInc: number }> = [];
      if (o.preserveOriginal) {
        out.push({ ...tok, positionIncrement: accumPosInc });
        accumPosInc = 0;
        first = false;
      }
      const position = (inject: boolean): number => {
        const posInc = accumPosInc;
        if (hasOutputToken) {
          accumPosInc = 0;
          return inject ? 0 : Math.max(1, posInc);
        }
        hasOutputToken = true;
        if (!hasOutputFollowingOriginal) {
          hasOutputFollowingOriginal = true;
          return 0;
        }
        accumPosInc = 0;
        return Math.max(1, posInc);
      };
      // clearAttributes: a generated token keeps only its term, offsets, increment and the saved type.
      const fresh = (term: string, start: number, end: number, posInc: number): Token => ({ term, startOffset: start, endOffset: end, positionIncrement: posInc, positionLength: 1, type: saved.type });
      const generatePart = (single: boolean): Token => {
        const start = saved.startOffset + it.current;
        const end = saved.startOffset + it.end;
        let s = start, e = end;
        if (illegalOffsets) {
          if (single && start <= saved.endOffset) [s, e] = [start, saved.endOffset];
          else [s, e] = [saved.startOffset, saved.endOffset];
        }
        return fresh(saved.term.slice(it.current, it.end), s, e, position(false));
      };
      const buffer = (t: Token) => buffered.push({ token: t, startOff: t.startOffset, posInc: t.positionIncrement });
      const writeConcat = (c: Concatenation): Token => {
        const t = fresh(c.text, illegalOffsets ? saved.startOffset : c.startPart, illegalOffsets ? saved.endOffset : c.endPart, position(true));
        accumPosInc = 0;
        c.clear();
        return t;
      };
      const concat = new Concatenation();
      const concatAll = new Concatenation();
      const flushConcatenation = (c: Concatenation): boolean => {
        lastConcatCount = c.subwordCount;
        if (c.subwordCount !== 1 || !shouldGenerateParts(o, c.type)) {
          buffer(writeConcat(c));
          return true;
        }
        c.clear();
        return false;
      };
      const concatenate = (c: Concatenation) => {
        if (c.isEmpty()) c.startPart = saved.startOffset + it.current;
        c.text += saved.term.slice(it.current, it.end);
        c.subwordCount++;
        c.endPart = saved.startOffset + it.end;
      };
      for (;;) {
        if (it.end === DONE) {
          if (!concat.isEmpty() && flushConcatenation(concat)) continue;
          if (!concatAll.isEmpty()) {
            if (concatAll.subwordCount > lastConcatCount) {
              buffer(writeConcat(concatAll));
              continue;
            }
            concatAll.clear();
          }
          // InPlaceMergeSorter (stable): by start offset, then the larger increment first.
          buffered.sort((a, b) => a.startOff - b.startOff || b.posInc - a.posInc);
          for (const b of buffered) {
            if (first && b.token.positionIncrement === 0) b.token.positionIncrement = 1;
            first = false;
            out.push(b.token);
          }
          break;
        }
        if (it.isSingleWord()) {
          out.push(generatePart(true));
          it.next();
          first = false;
          continue;
        }
        const wordType = it.type();
        if (!concat.isEmpty() && (concat.type & wordType) === 0) {
          if (flushConcatenation(concat)) {
            hasOutputToken = false;
            continue;
          }
          hasOutputToken = false;
        }
        if (shouldConcatenate(o, wordType)) {
          if (concat.isEmpty()) concat.type = wordType;
          concatenate(concat);
        }
        if (o.catenateAll) concatenate(concatAll);
        if (shouldGenerateParts(o, wordType)) buffer(generatePart(false));
        it.next();
      }
    }
    return out;
  };
}

/**
 * WordDelimiterGraphFilter: the parts at consecutive positions, each concatenation (and the preserved
 * original) spanning the positions of its parts, sorted by start position then longest first; offsets
 * never go backwards.
 */
export function wordDelimiterGraphFilter(conf: unknown): TokenFilter {
  const o = readOptions(conf);
  return (input) => {
    const out: Token[] = [];
    const it = new SubwordIterator(o);
    let accumPosInc = 0;
    let lastStartOffset = 0;
    for (const tok of input) {
      accumPosInc += tok.positionIncrement;
      if (it.begin(tok.term)) {
        out.push({ ...tok, positionIncrement: accumPosInc });
        accumPosInc = 0;
        continue;
      }
      if (it.end === DONE) {
        // Only delimiters: swallowed (a hole), or passed as it is when the original is preserved.
        if (o.preserveOriginal) out.push(tok);
        continue;
      }
      const saved = tok;
      // Offsets that do not span the term (an earlier filter changed it): every part takes the token's offsets.
      const illegalOffsets = saved.endOffset - saved.startOffset !== saved.term.length;
      const parts: Array<{ term: string | undefined; startPos: number; endPos: number; startPart: number; endPart: number }> = [];
      const buffer = (term: string | undefined, startPos: number, endPos: number, startPart: number, endPart: number) => parts.push({ term, startPos, endPos, startPart, endPart });
      let wordPos = 0;
      let lastConcatCount = 0;
      const concat = new Concatenation();
      const concatAll = new Concatenation();
      const write = (c: Concatenation) => buffer(c.text, c.startPos, wordPos, c.startPart, c.endPart);
      const flushConcatenation = (c: Concatenation) => {
        if (wordPos === c.startPos) wordPos++;
        lastConcatCount = c.subwordCount;
        if (c.subwordCount !== 1 || !shouldGenerateParts(o, c.type)) write(c);
        c.clear();
      };
      const concatenate = (c: Concatenation) => {
        if (c.isEmpty()) {
          c.type = it.type();
          c.startPart = it.current;
          c.startPos = wordPos;
        }
        c.text += saved.term.slice(it.current, it.end);
        c.subwordCount++;
        c.endPart = it.end;
      };
      if (it.isSingleWord()) {
        buffer(undefined, wordPos, wordPos + 1, it.current, it.end);
        wordPos++;
        it.next();
      } else {
        while (it.end !== DONE) {
          const wordType = it.type();
          if (!concat.isEmpty() && (concat.type & wordType) === 0) flushConcatenation(concat);
          if (shouldConcatenate(o, wordType)) concatenate(concat);
          if (o.catenateAll) concatenate(concatAll);
          if (shouldGenerateParts(o, wordType)) {
            buffer(undefined, wordPos, wordPos + 1, it.current, it.end);
            wordPos++;
          }
          it.next();
        }
        if (!concat.isEmpty()) flushConcatenation(concat);
        if (!concatAll.isEmpty()) {
          if (concatAll.subwordCount > lastConcatCount) {
            if (wordPos === concatAll.startPos) wordPos++;
            write(concatAll);
          }
          concatAll.clear();
        }
      }
      if (o.preserveOriginal) {
        if (wordPos === 0) wordPos++;
        buffer(undefined, 0, wordPos, 0, saved.term.length);
      }
      parts.sort((a, b) => a.startPos - b.startPos || b.endPos - a.endPos);
      wordPos = 0;
      for (const p of parts) {
        let start = illegalOffsets ? saved.startOffset : saved.startOffset + p.startPart;
        let end = illegalOffsets ? saved.endOffset : saved.startOffset + p.endPart;
        start = Math.max(start, lastStartOffset);
        end = Math.max(end, lastStartOffset);
        lastStartOffset = start;
        out.push({
          ...saved,
          term: p.term ?? saved.term.slice(p.startPart, p.endPart),
          startOffset: start,
          endOffset: end,
          positionIncrement: accumPosInc + p.startPos - wordPos,
          positionLength: p.endPos - p.startPos,
        });
        accumPosInc = 0;
        wordPos = p.startPos;
      }
    }
    return out;
  };
}

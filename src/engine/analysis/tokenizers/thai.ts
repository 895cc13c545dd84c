import { illegalArgument } from '../../errors/catalog';
import { token, withCuts, type Tokenizer } from '../analysis-chain';
import type { Token } from '../token';

/**
 * Lucene 7.7's ThaiTokenizer (a SegmentingTokenizerBase): the text is read in buffers of 1024 UTF-16
 * units, each ending after its last line terminator (or full when it has none); each buffer is split
 * into sentences (the JDK's root sentence BreakIterator) and each sentence into words (the JDK's
 * dictionary-based Thai word BreakIterator). A word is a token when its first code point is a letter or
 * a digit; its type is `word`.
 *
 * The browser has no JDK: `Intl.Segmenter` (ICU's sentence and Thai dictionary word rules) stands in for
 * both iterators, and, as the JDK's iterator does and ICU's does not, a word is also broken where Thai
 * script meets another (๑๒๓456 → ๑๒๓, 456). ICU's dictionary is not the JDK's, so a Thai run may be
 * segmented differently from Elasticsearch's (see the README).
 */

const BUFFER = 1024;
const isSafeEnd = (c: number) => c === 0x0d || c === 0x0a || c === 0x85 || c === 0x2028 || c === 0x2029;
const isLetterOrDigit = (ch: string) => /^[\p{L}\p{Nd}]/u.test(ch);
const isThai = (ch: string) => /^\p{Script=Thai}$/u.test(ch);

let sentences: Intl.Segmenter | undefined;
let words: Intl.Segmenter | undefined;

/** The ends of the buffers SegmentingTokenizerBase.refill would hand to the sentence iterator. */
function bufferEnds(text: string, from = 0): number[] {
  const ends: number[] = [];
  for (let start = from; start < text.length; ) {
    let end = text.length;
    if (text.length - start >= BUFFER) {
      // more input follows: stop after the buffer's last line terminator, or take the whole buffer
      end = start + BUFFER;
      for (let i = start + BUFFER - 1; i >= start; i--) {
        if (isSafeEnd(text.charCodeAt(i))) {
          end = i + 1;
          break;
        }
      }
    }
    ends.push(end);
    start = end;
  }
  return ends;
}

/** Splits a word where Thai script meets another script, code point by code point. */
function* scriptRuns(word: string): Generator<[number, number]> {
  let start = 0;
  let prev: boolean | undefined;
  for (let i = 0; i < word.length; ) {
    const ch = String.fromCodePoint(word.codePointAt(i)!);
    const thai = isThai(ch);
    if (prev !== undefined && thai !== prev) {
      yield [start, i];
      start = i;
    }
    prev = thai;
    i += ch.length;
  }
  if (start < word.length) yield [start, word.length];
}

function thaiTokens(text: string): Token[] {
  sentences ??= new Intl.Segmenter('und', { granularity: 'sentence' });
  words ??= new Intl.Segmenter('th', { granularity: 'word' });
  const out: Token[] = [];
  let bufferStart = 0;
  for (const bufferEnd of bufferEnds(text)) {
    for (const sentence of sentences.segment(text.slice(bufferStart, bufferEnd))) {
      const sentenceStart = bufferStart + sentence.index;
      for (const w of words.segment(sentence.segment)) {
        for (const [a, b] of scriptRuns(w.segment)) {
          const piece = w.segment.slice(a, b);
          if (!isLetterOrDigit(piece)) continue;
          const start = sentenceStart + w.index + a;
          out.push(token(piece, start, start + piece.length, 'word'));
        }
      }
    }
    bufferStart = bufferEnd;
  }
  return out;
}

/**
 * Where a text may be cut: after a buffer that ended on a line terminator. Each buffer is segmented on
 * its own, and a piece ending there reads the same buffers as the whole text does.
 */
function thaiCut(text: string, from: number): number {
  // One value is cut many times over: its buffer ends are worked out once.
  if (text !== lastText) {
    lastText = text;
    lastEnds = bufferEnds(text);
  }
  for (const end of lastEnds) if (end >= from && end < text.length && isSafeEnd(text.charCodeAt(end - 1))) return end;
  return -1;
}
let lastText: string | undefined;
let lastEnds: number[] = [];

/**
 * The tokenizer; like Lucene's, which refuses to run on a JRE without a Thai dictionary iterator, it is
 * refused where the browser has no `Intl.Segmenter`.
 */
export function thaiTokenizer(): Tokenizer {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') {
    throw illegalArgument('This browser does not have support for Thai segmentation (Intl.Segmenter)');
  }
  return withCuts((text) => thaiTokens(text), thaiCut);
}

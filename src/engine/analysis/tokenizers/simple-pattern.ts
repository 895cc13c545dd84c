import { token } from '../analysis-chain';
import type { Token } from '../token';
import { CodePointAutomaton } from './lucene-regexp';

/**
 * Lucene 7.7's SimplePatternTokenizer and SimplePatternSplitTokenizer: a Lucene RegExp run as a DFA over code
 * points, greedy (the longest match from where a match may start). The first makes tokens of the matches and
 * skips what does not match; the second splits at the matches. A scan that fails goes back to one UTF-16 unit
 * after where it started, as Lucene's push-back does.
 */

/** Reads the code point at `at` as Lucene's nextCodePoint does (a high surrogate takes the next unit, whatever it is). */
function readCodePoint(text: string, at: number): { cp: number; next: number } | undefined {
  if (at >= text.length) return undefined;
  const c = text.charCodeAt(at);
  if (c >= 0xd800 && c <= 0xdbff) {
    const low = at + 1 < text.length ? text.charCodeAt(at + 1) : 0xffff;
    return { cp: ((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000, next: Math.min(at + 2, text.length) };
  }
  return { cp: c, next: at + 1 };
}

/** From `from`, the length of the longest match (-1 for none) and whether the scan met the end of the text. */
function scan(dfa: CodePointAutomaton, text: string, from: number): { accepted: number; atEnd: boolean; started: boolean } {
  let r = readCodePoint(text, from);
  if (!r) return { accepted: -1, atEnd: true, started: false };
  let state = dfa.step(dfa.start, r.cp);
  if (!state) return { accepted: -1, atEnd: false, started: false };
  let accepted = -1;
  let at = r.next;
  for (;;) {
    if (state.accept >= 0) accepted = at - from;
    r = readCodePoint(text, at);
    if (!r) return { accepted, atEnd: true, started: true };
    at = r.next;
    state = dfa.step(state, r.cp);
    if (!state) return { accepted, atEnd: false, started: true };
  }
}

export function simplePatternTokenizer(pattern: string): (text: string) => Token[] {
  const dfa = new CodePointAutomaton(pattern);
  return (text) => {
    const out: Token[] = [];
    let at = 0;
    while (at < text.length) {
      const s = scan(dfa, text, at);
      if (s.accepted !== -1) {
        out.push(token(text.slice(at, at + s.accepted), at, at + s.accepted, 'word'));
        at += s.accepted;
      } else if (s.started && s.atEnd) break;
      else at = s.started ? at + 1 : (readCodePoint(text, at)?.next ?? text.length);
    }
    return out;
  };
}

export function simplePatternSplitTokenizer(pattern: string): (text: string) => Token[] {
  const dfa = new CodePointAutomaton(pattern);
  return (text) => {
    const out: Token[] = [];
    let start = 0;
    let at = 0;
    const emit = (end: number) => {
      if (end > start) out.push(token(text.slice(start, end), start, end, 'word'));
    };
    while (at < text.length) {
      const s = scan(dfa, text, at);
      if (s.accepted !== -1) {
        emit(at);
        at += s.accepted;
        start = at;
      } else if (s.started && s.atEnd) {
        at = text.length;
      } else at = s.started ? at + 1 : (readCodePoint(text, at)?.next ?? text.length);
    }
    emit(text.length);
    return out;
  };
}

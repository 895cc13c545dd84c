/**
 * Text boundaries for the highlighters, as java.text.BreakIterator gives them, from the platform's
 * Intl.Segmenter (ICU's sentence and word rules, which Java's break iterators follow closely), with ES's
 * `boundary_scanner_locale` as the locale (Java's Locale.ROOT when unset).
 */

/** DONE, as BreakIterator answers past the text. */
export const DONE = -1;

export interface BreakIterator {
  /** The last boundary before `offset` (DONE when none). */
  preceding(offset: number): number;
  /** The first boundary after `offset` (DONE when none). */
  following(offset: number): number;
}

export type Granularity = 'sentence' | 'word';

function segmenter(locale: string | undefined, granularity: Granularity): Intl.Segmenter {
  try {
    return new Intl.Segmenter(locale && locale !== '' ? locale : 'und', { granularity });
  } catch {
    return new Intl.Segmenter('und', { granularity });
  }
}

/** Every boundary of `text[from, to)` (from and to included), ascending. */
export function boundaries(text: string, from: number, to: number, locale: string | undefined, granularity: Granularity): number[] {
  const out = [from];
  for (const s of segmenter(locale, granularity).segment(text.slice(from, to))) {
    if (s.index > 0) out.push(from + s.index);
    // Unicode's word rules keep `brown:fox` one word (a colon joins letters); Java's word iterator breaks at it.
    if (granularity === 'word' && s.segment.length > 1) {
      for (let i = s.segment.indexOf(':'); i >= 0; i = s.segment.indexOf(':', i + 1)) {
        if (i > 0) out.push(from + s.index + i);
        if (i + 1 < s.segment.length) out.push(from + s.index + i + 1);
      }
    }
  }
  if (out[out.length - 1] !== to) out.push(to);
  return [...new Set(out)].sort((a, b) => a - b);
}

/** A BreakIterator over a sorted list of boundaries. */
export class ListBreakIterator implements BreakIterator {
  constructor(private readonly list: number[]) {}
  preceding(offset: number): number {
    let lo = 0;
    let hi = this.list.length - 1;
    let best = DONE;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.list[mid] < offset) {
        best = this.list[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return best;
  }
  following(offset: number): number {
    let lo = 0;
    let hi = this.list.length - 1;
    let best = DONE;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.list[mid] > offset) {
        best = this.list[mid];
        hi = mid - 1;
      } else lo = mid + 1;
    }
    return best;
  }
}

export function breakIterator(text: string, locale: string | undefined, granularity: Granularity): ListBreakIterator {
  return new ListBreakIterator(boundaries(text, 0, text.length, locale, granularity));
}

/**
 * ES's BoundedBreakIteratorScanner: sentences grouped up to `maxLen` chars, or cut with word boundaries when
 * one sentence is longer. Built for the unified highlighter's calls: `preceding(matchStart + 1)` then
 * `following(matchStart)` for each new passage, offsets ascending. A passage starts at the sentence holding the
 * match and ends at the last sentence break within `maxLen` minus what precedes the match (the next break
 * when there is none); a passage still longer than `maxLen` is cut to the word boundary at or before
 * `offset - maxLen` on the left, and extended on the right by what is left of `maxLen` to the next word break.
 */
export class BoundedSentenceScanner implements BreakIterator {
  private windowStart = -1;
  private windowEnd = -1;
  private innerStart = -1;
  private innerEnd = 0;
  constructor(private readonly main: BreakIterator, private readonly inner: BreakIterator, private readonly maxLen: number, private readonly textEnd: number) {}

  preceding(offset: number): number {
    if (offset > this.windowStart && offset < this.windowEnd) {
      this.innerStart = this.innerEnd;
      this.innerEnd = this.windowEnd;
    } else {
      this.innerStart = Math.max(this.main.preceding(offset), 0);
      const targetEnd = offset + Math.max(0, this.maxLen - (offset - this.innerStart));
      this.innerEnd = targetEnd + 1 > this.textEnd ? this.textEnd : this.main.preceding(targetEnd + 1);
      // No break up to maxLen: the next one after it.
      if (this.innerStart === this.innerEnd) this.innerEnd = this.main.following(targetEnd);
      this.windowStart = this.innerStart;
      this.windowEnd = this.innerEnd;
    }
    if (this.innerEnd - this.innerStart > this.maxLen) {
      if (offset - this.maxLen > this.innerStart) this.innerStart = Math.max(this.innerStart, this.inner.preceding(offset - this.maxLen));
      const remaining = Math.max(0, this.maxLen - (offset - this.innerStart));
      if (offset + remaining < this.windowEnd) this.innerEnd = Math.min(this.windowEnd, this.inner.following(offset + remaining));
    }
    return this.innerStart;
  }

  following(_offset: number): number {
    return this.innerEnd;
  }
}

/** A break at `sep` only (ES's CustomSeparatorBreakIterator): one passage per value. */
export function separatorBreakIterator(text: string, sep: string): ListBreakIterator {
  const list = [0];
  for (let i = text.indexOf(sep); i >= 0; i = text.indexOf(sep, i + 1)) list.push(i + 1);
  if (list[list.length - 1] !== text.length) list.push(text.length);
  return new ListBreakIterator(list);
}

/**
 * Lucene's SplittingBreakIterator over values joined by `sep`: a break at each separator, and within a value
 * the breaks a per-value iterator finds (made for each value's slice when the highlighter reaches it).
 */
export class SplittingBreakIterator implements BreakIterator {
  private sliceStart = -1;
  private sliceEnd = -1;
  private current: BreakIterator | undefined;
  constructor(private readonly text: string, private readonly sep: string, private readonly make: (from: number, to: number) => BreakIterator) {}

  private slice(at: number): BreakIterator {
    if (this.current && at >= this.sliceStart && at < this.sliceEnd) return this.current;
    const start = this.text.lastIndexOf(this.sep, at - 1) + 1;
    let end = this.text.indexOf(this.sep, at);
    if (end < 0) end = this.text.length;
    this.sliceStart = start;
    this.sliceEnd = end;
    this.current = this.make(start, end);
    return this.current;
  }

  preceding(offset: number): number {
    const at = Math.max(0, offset - 1);
    if (this.text[at] === this.sep) return at;
    const b = this.slice(at).preceding(offset);
    return b === DONE ? this.sliceStart : Math.max(b, this.sliceStart);
  }

  following(offset: number): number {
    if (this.text[offset] === this.sep) return offset + 1;
    const b = this.slice(offset).following(offset);
    return b === DONE ? this.sliceEnd : Math.min(b, this.sliceEnd);
  }
}

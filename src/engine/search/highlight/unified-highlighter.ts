/**
 * The unified highlighter (6.8's default): Lucene 7.7's FieldHighlighter with ES's CustomUnifiedHighlighter,
 * CustomPassageFormatter and the snippet filtering of ES's UnifiedHighlighter.
 *
 * The values are joined with U+0000 (one passage never spans two values). Each match opens a passage when it
 * lies past the current one: the passage runs from the break before the match to the break after its start
 * (sentences cut near `fragment_size` by ES's BoundedBreakIteratorScanner, or words, or whole values when
 * `number_of_fragments` is 0). Passages are scored with Lucene's PassageScorer, the top
 * `number_of_fragments` kept (a lower score, or on a tie the earlier passage, gives way), then put back in
 * text order (or score order with `order: score`).
 */
import { illegalArgument } from '../../errors/catalog';
import { boundaries, BoundedSentenceScanner, breakIterator, ListBreakIterator, separatorBreakIterator, SplittingBreakIterator, type BreakIterator } from './break-iterators';
import { encoderFor, javaTrim } from './encoder';
import type { FieldHighlightOptions } from './highlight-request';
import { matchTokens, type HighlightClause, type HighlightToken } from './highlight-terms';

export const MULTIVAL_SEP = '\u0000';

const K1 = 1.2;
const B = 0.75;
const PIVOT = 87;
const f = Math.fround;

/** PassageScorer.weight: BM25's idf with the content's length as a document count (float32 steps). */
export function passageWeight(contentLength: number, totalTermFreq: number): number {
  const numDocs = f(1 + f(contentLength / PIVOT));
  return f(f(K1 + 1) * f(Math.log(1 + (numDocs + 0.5) / (totalTermFreq + 0.5))));
}

/** PassageScorer.tf: BM25's saturation with the passage's length against the pivot. */
export function passageTf(freq: number, passageLen: number): number {
  const norm = f(f(K1) * f(f(1 - f(B)) + f(f(B) * f(passageLen / PIVOT))));
  return f(freq / f(freq + norm));
}

/** PassageScorer.norm: earlier passages score a little higher. */
export function passageNorm(passageStart: number): number {
  return f(1 + f(1 / f(Math.log(PIVOT + passageStart))));
}

export interface Passage {
  start: number;
  end: number;
  score: number;
  matches: Array<{ start: number; end: number; term: string; freqInDoc: number }>;
}

/** PassageScorer.score: over the passage's distinct terms, tf in the passage times weight in the doc, times norm. */
export function scorePassage(p: Passage, contentLength: number): number {
  const terms = new Map<string, { inPassage: number; inDoc: number }>();
  for (const m of p.matches) {
    const t = terms.get(m.term);
    if (t) t.inPassage++;
    else terms.set(m.term, { inPassage: 1, inDoc: m.freqInDoc });
  }
  let score = 0;
  for (const t of terms.values()) score = f(score + f(passageTf(t.inPassage, p.end - p.start) * passageWeight(contentLength, t.inDoc)));
  return f(score * passageNorm(p.start));
}

export interface Snippet {
  text: string;
  score: number;
  highlighted: boolean;
}

function baseBreakIterator(content: string, o: FieldHighlightOptions): BreakIterator {
  if (o.numberOfFragments === 0) return separatorBreakIterator(content, MULTIVAL_SEP);
  const type = o.boundaryScanner ?? 'sentence';
  if (type === 'chars') throw illegalArgument('Invalid boundary scanner type: chars');
  const locale = o.boundaryScannerLocale;
  return new SplittingBreakIterator(content, MULTIVAL_SEP, (from, to) => {
    const within = (g: 'word' | 'sentence') => new ListBreakIterator(boundaries(content, from, to, locale, g));
    if (type === 'word') return within('word');
    const sentences = within('sentence');
    if (o.fragmentSize <= 0) return sentences;
    return new BoundedSentenceScanner(sentences, within('word'), o.fragmentSize, to);
  });
}

/** The passages of FieldHighlighter.highlightOffsetsEnums, in text order. */
export function unifiedPassages(content: string, tokens: HighlightToken[], clauses: HighlightClause[], o: FieldHighlightOptions, maxPassages: number): Passage[] {
  const contentLength = content.length;
  const marked = matchTokens(tokens, clauses);
  const matches = [...marked.keys()].map((i) => tokens[i]).sort((a, b) => a.start - b.start || a.end - b.end || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  if (matches.length === 0) return [];
  const freq = new Map<string, number>();
  for (const m of matches) freq.set(m.term, (freq.get(m.term) ?? 0) + 1);
  const bi = baseBreakIterator(content, o);
  const queue: Passage[] = [];
  // The queue's least element: the lowest score, and on a tie the earlier start.
  const least = () => queue.reduce((a, b) => (b.score < a.score || (b.score === a.score && b.start < a.start) ? b : a));
  let passage: Passage = { start: -1, end: -1, score: 0, matches: [] };
  const maybeAdd = () => {
    if (passage.start === -1) return;
    passage.score = scorePassage(passage, contentLength);
    if (queue.length === maxPassages && (maxPassages === 0 || passage.score < least().score)) {
      passage = { start: -1, end: -1, score: 0, matches: [] };
      return;
    }
    queue.push(passage);
    if (queue.length > maxPassages) queue.splice(queue.indexOf(least()), 1);
    passage = { start: -1, end: -1, score: 0, matches: [] };
  };
  for (const m of matches) {
    if (m.start < contentLength && m.end > contentLength) continue;
    if (m.start >= passage.end) {
      maybeAdd();
      if (m.start >= contentLength) break;
      passage.start = Math.max(bi.preceding(m.start + 1), 0);
      passage.end = Math.min(bi.following(m.start), contentLength);
    }
    passage.matches.push({ start: m.start, end: m.end, term: m.term, freqInDoc: freq.get(m.term)! });
  }
  maybeAdd();
  return queue.sort((a, b) => a.start - b.start);
}

/**
 * ES's CustomFieldHighlighter.getSummaryPassagesNoHighlight: with `no_match_size`, the start of the first
 * value up to the word boundary after `no_match_size` chars.
 */
function noMatchPassage(content: string, o: FieldHighlightOptions): Passage[] {
  if (o.noMatchSize <= 0) return [];
  let pos = 0;
  while (pos < content.length && content[pos] === MULTIVAL_SEP) pos++;
  if (pos >= content.length) return [];
  let end = content.indexOf(MULTIVAL_SEP, pos);
  if (end === -1) end = content.length;
  if (o.noMatchSize + pos < end) {
    const words = breakIterator(content, o.boundaryScannerLocale, 'word');
    end = words.following(o.noMatchSize + pos);
    if (end === -1) end = content.length;
  }
  return [{ start: pos, end, score: NaN, matches: [] }];
}

/** CustomPassageFormatter: tags around matches (overlapping ones merged), the separator and blanks trimmed. */
export function formatPassages(passages: Passage[], content: string, o: FieldHighlightOptions): Snippet[] {
  const encode = encoderFor(o.encoder);
  const pre = o.preTags[0];
  const post = o.postTags[0];
  return passages.map((p) => {
    let sb = '';
    let pos = p.start;
    for (let i = 0; i < p.matches.length; i++) {
      const start = p.matches[i].start;
      sb += encode(content.slice(pos, Math.max(pos, start)));
      let end = p.matches[i].end;
      // Overlapping matches are marked as one, up to the end of the last of them (ES takes its end as it is).
      while (i + 1 < p.matches.length && p.matches[i + 1].start < end) end = p.matches[++i].end;
      end = Math.min(end, p.end);
      sb += pre + encode(content.slice(Math.max(pos, start), end)) + post;
      pos = end;
    }
    sb += encode(content.slice(pos, Math.max(pos, p.end)));
    if (sb.endsWith('\u2029') || sb.endsWith(MULTIVAL_SEP)) sb = sb.slice(0, -1);
    return { text: javaTrim(sb), score: p.score, highlighted: p.matches.length > 0 };
  });
}

/** The first sentence of a text (java.text.BreakIterator's sentence instance, Locale.ROOT), trimmed. */
function firstSentence(text: string): string {
  const next = breakIterator(text, undefined, 'sentence').following(0);
  return next === -1 ? text : javaTrim(text.slice(0, next));
}

/**
 * ES's UnifiedHighlighter.highlight for one field of one hit: the fragments, or none. `values` are the
 * field's values; `tokens` their tokens with offsets into the values joined by U+0000.
 */
export function unifiedHighlight(values: string[], tokens: HighlightToken[], clauses: HighlightClause[], o: FieldHighlightOptions): string[] {
  if (values.length === 0) return [];
  const content = values.join(MULTIVAL_SEP);
  const maxPassages = o.numberOfFragments === 0 ? values.length : o.numberOfFragments;
  let passages = content.length === 0 ? [] : unifiedPassages(content, tokens, clauses, o, maxPassages);
  if (passages.length === 0 && content.length > 0) passages = noMatchPassage(content, o);
  let snippets = formatPassages(passages, content, o).filter((s) => /\S/.test(s.text));
  // filterSnippets: the highlighted ones, or else the first (its first sentence when whole values were asked).
  const highlighted = snippets.filter((s) => s.highlighted);
  if (highlighted.length > 0) snippets = highlighted;
  else if (snippets.length > 0) snippets = [o.numberOfFragments === 0 ? { ...snippets[0], text: firstSentence(snippets[0].text) } : snippets[0]];
  if (o.scoreOrdered) snippets = [...snippets].sort((a, b) => b.score - a.score);
  return snippets.map((s) => s.text);
}

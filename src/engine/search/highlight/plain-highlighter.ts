/**
 * The plain highlighter: Lucene's Highlighter with a QueryScorer, as ES's PlainHighlighter runs it, one value at
 * a time (each value analysed again with the field's index analyzer).
 *
 * Tokens are read in order and grouped while their offsets overlap (TokenGroup); a group holding a scored token
 * is wrapped in the tags. Before each new group the fragmenter may open a new fragment: `simple` when the token
 * ends at or past `fragment_size` times the fragments so far; `span` (the default) likewise, unless the token sits
 * inside a phrase match and not past the half fragment before the end; with `number_of_fragments: 0` never. A
 * fragment scores the sum of the weights (boosts) of the distinct query terms it holds; the best fragments of
 * each value (score, then text order) with a score above 0 are kept, over all values, then cut to
 * `number_of_fragments`.
 */
import { illegalArgument } from '../../errors/catalog';
import { encoderFor } from './encoder';
import type { FieldHighlightOptions } from './highlight-request';
import { matchTokens, phraseOccurrences, tokensByPosition, type HighlightClause, type HighlightToken } from './highlight-terms';

interface TextFragment {
  text: string;
  score: number;
  num: number;
}

type Fragmenter = { start(textSize: number): void; isNewFragment(t: HighlightToken, prevPosition: number): boolean };

function fragmenterFor(o: FieldHighlightOptions, fieldName: string, spansAt: (term: string, position: number) => number | undefined): Fragmenter {
  if (o.numberOfFragments === 0) return { start() {}, isNewFragment: () => false };
  const size = o.fragmentSize;
  if (o.fragmenter === 'simple') {
    let frags = 1;
    return {
      start() {
        frags = 1;
      },
      isNewFragment(t) {
        const isNew = t.end >= size * frags;
        if (isNew) frags++;
        return isNew;
      },
    };
  }
  if (o.fragmenter !== undefined && o.fragmenter !== 'span') throw illegalArgument(`unknown fragmenter option [${o.fragmenter}] for the field [${fieldName}]`);
  // SimpleSpanFragmenter counts positions only over the tokens it is asked about (never the first one).
  let position = -1;
  let waitForPos = -1;
  let frags = 1;
  let textSize = 0;
  return {
    start(n) {
      position = -1;
      waitForPos = -1;
      frags = 1;
      textSize = n;
    },
    isNewFragment(t, increment) {
      position += increment;
      if (waitForPos <= position) waitForPos = -1;
      else if (waitForPos !== -1) return false;
      const spanEnd = spansAt(t.term, position);
      if (spanEnd !== undefined) waitForPos = spanEnd + 1;
      const isNew = t.end >= size * frags && textSize - t.end >= size >>> 1;
      if (isNew) frags++;
      return isNew;
    },
  };
}

/** Highlighter.getBestTextFragments over one value's tokens (offsets within the value). */
function bestTextFragments(text: string, tokens: HighlightToken[], clauses: HighlightClause[], o: FieldHighlightOptions, fieldName: string, maxFragments: number): TextFragment[] {
  const encode = encoderFor(o.encoder);
  const marked = matchTokens(tokens, clauses);
  // The weight of each query term (its clause's boost); phrase terms score only where the phrase matched.
  const weight = new Map<string, number>();
  for (const [i, c] of marked) weight.set(tokens[i].term, c.boost);
  const spans = new Map<string, Array<[number, number]>>();
  const byPosition = tokensByPosition(tokens);
  for (const c of clauses) {
    if (c.kind !== 'phrase') continue;
    for (const occ of phraseOccurrences(tokens, byPosition, c)) {
      const ps = occ.map((i) => tokens[i].position);
      const span: [number, number] = [Math.min(...ps), Math.max(...ps)];
      for (const i of occ) spans.set(tokens[i].term, [...(spans.get(tokens[i].term) ?? []), span]);
    }
  }
  const fragmenter = fragmenterFor(o, fieldName, (term, position) => spans.get(term)?.find(([s]) => s === position)?.[1]);
  fragmenter.start(text.length);
  const frags: Array<{ start: number; end: number; score: number; num: number }> = [];
  let out = '';
  let current = { start: 0, end: 0, score: 0, num: 0 };
  frags.push(current);
  let found = new Set<string>();
  let total = 0;
  let lastEnd = 0;
  // The token group: overlapping tokens, marked up together.
  let group: { start: number; end: number; score: number; n: number } = { start: 0, end: 0, score: 0, n: 0 };
  const flush = () => {
    const piece = encode(text.slice(group.start, group.end));
    if (group.start > lastEnd) out += encode(text.slice(lastEnd, group.start));
    out += group.score > 0 ? o.preTags[0] + piece + o.postTags[0] : piece;
    lastEnd = Math.max(lastEnd, group.end);
  };
  let prevPosition = -1;
  tokens.forEach((t, i) => {
    const increment = t.position - prevPosition;
    prevPosition = t.position;
    if (group.n > 0 && t.start >= group.end) {
      flush();
      group = { start: 0, end: 0, score: 0, n: 0 };
      if (fragmenter.isNewFragment(t, increment)) {
        current.score = total;
        current.end = out.length;
        current = { start: out.length, end: 0, score: 0, num: frags.length };
        frags.push(current);
        total = 0;
        found = new Set();
      }
    }
    // QueryScorer.getTokenScore: the term's weight where it matched; each distinct term counts once.
    const score = marked.has(i) ? (weight.get(t.term) ?? 0) : 0;
    if (score > 0 && !found.has(t.term)) {
      total += score;
      found.add(t.term);
    }
    if (group.n === 0) group = { start: t.start, end: t.end, score, n: 1 };
    else if (group.n < 50) {
      group.start = Math.min(group.start, t.start);
      group.end = Math.max(group.end, t.end);
      group.score += score;
      group.n++;
    }
  });
  current.score = total;
  if (group.n > 0) flush();
  if (lastEnd < text.length) out += encode(text.slice(lastEnd));
  current.end = out.length;
  // FragmentQueue: the best `maxFragments` by score, then the earlier fragment.
  const best = [...frags].sort((a, b) => b.score - a.score || a.num - b.num).slice(0, maxFragments);
  return best.map((fr) => ({ text: out.slice(fr.start, fr.end), score: fr.score, num: fr.num }));
}

/**
 * PlainHighlighter.findGoodEndForNoHighlightExcerpt: the end of the last token that ends by `noMatchSize`
 * (the whole text when it is no longer).
 */
function goodEndForNoMatch(noMatchSize: number, text: string, tokens: HighlightToken[]): number {
  if (text.length <= noMatchSize) return text.length;
  let end = -1;
  for (const t of tokens) {
    if (t.end >= noMatchSize) return t.end === noMatchSize ? noMatchSize : end;
    end = t.end;
  }
  return end;
}

/** ES's PlainHighlighter for one field of one hit; `tokensOf` analyses a value. */
export function plainHighlight(values: string[], tokensOf: (text: string) => HighlightToken[], clauses: HighlightClause[], o: FieldHighlightOptions, fieldName: string): string[] {
  const numberOfFragments = o.numberOfFragments === 0 ? 1 : o.numberOfFragments;
  const frags: TextFragment[] = [];
  for (const text of values) {
    for (const fr of bestTextFragments(text, tokensOf(text), clauses, o, fieldName, numberOfFragments)) if (fr.score > 0) frags.push(fr);
  }
  if (o.scoreOrdered) frags.sort((a, b) => Math.round(b.score - a.score));
  if (frags.length > 0) {
    if (o.numberOfFragments === 0 && values.length > 1) return frags.map((fr) => fr.text);
    return frags.slice(0, numberOfFragments).map((fr) => fr.text);
  }
  if (o.noMatchSize > 0 && values.length > 0) {
    const end = goodEndForNoMatch(o.noMatchSize, values[0], tokensOf(values[0]));
    if (end > 0) return [values[0].slice(0, end)];
  }
  return [];
}

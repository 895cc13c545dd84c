/**
 * The fast vector highlighter: Lucene's FastVectorHighlighter as ES's FastVectorHighlighter drives it, on the
 * stored term vector (positions and offsets) of the field, or of each of its `matched_fields`.
 *
 * FieldPhraseList: the query's terms and phrases found in the term vector, in position order, longest phrase
 * first; a phrase is one highlighted span over its consecutive positions (at most `phrase_limit` of them).
 * SimpleFragListBuilder: a fragment per run of phrases that fits `fragment_size`, centred on its matches
 * (`fragment_offset` is the margin, 6 by default); `number_of_fragments: 0` takes the whole field.
 * Fragments of several values are split per value; ScoreOrderFragmentsBuilder orders them by the sum of their
 * phrases' boosts (`order: score`); the text is taken from the values joined by spaces, its ends moved to a
 * boundary (`chars` within `boundary_max_scan`, or a word or sentence break).
 */
import { illegalArgument } from '../../errors/catalog';
import { breakIterator } from './break-iterators';
import { encoderFor } from './encoder';
import type { FieldHighlightOptions } from './highlight-request';
import type { HighlightClause, HighlightToken } from './highlight-terms';

/** One query term or phrase of the FieldQuery: its terms per position, slop, boost and number (for styled tags). */
interface QueryPhrase {
  steps: Array<(term: string) => boolean>;
  slop: number;
  boost: number;
  seqnum: number;
}

interface PhraseInfo {
  offsets: Array<{ start: number; end: number }>;
  boost: number;
  seqnum: number;
  start: number;
  end: number;
}

interface FragInfo {
  start: number;
  end: number;
  subInfos: Array<{ offsets: Array<{ start: number; end: number }>; seqnum: number; boost: number }>;
  totalBoost: number;
}

function queryPhrases(clauses: HighlightClause[]): QueryPhrase[] {
  const seen = new Map<string, number>();
  const seq = (key: string) => {
    if (!seen.has(key)) seen.set(key, seen.size);
    return seen.get(key)!;
  };
  return clauses.map((c) => {
    if (c.kind === 'term') return { steps: [(t: string) => t === c.term], slop: 0, boost: c.boost, seqnum: seq(`t:${c.field}:${c.term}`) };
    if (c.kind === 'pattern') return { steps: [c.matches], slop: 0, boost: c.boost, seqnum: seq(`p:${c.label}`) };
    // FieldQuery.flatten knows no span query but a lone span_term (already a term clause): it marks nothing.
    if (c.kind === 'spans') return { steps: [() => false], slop: 0, boost: c.boost, seqnum: seq(`s:${c.field}`) };
    return { steps: c.terms.map((alts) => (t: string) => alts.includes(t)), slop: c.slop, boost: c.boost, seqnum: seq(`q:${c.field}:${JSON.stringify(c.terms)}:${c.slop}`) };
  });
}

/** FieldPhraseList: longest query phrases first from each position of the query terms' tokens. */
export function fieldPhraseList(tokens: HighlightToken[], clauses: HighlightClause[], phraseLimit: number): PhraseInfo[] {
  const phrases = queryPhrases(clauses);
  // FieldTermStack: only the tokens of query terms, by position.
  const stack = tokens.filter((t) => phrases.some((p) => p.steps.some((s) => s(t.term)))).sort((a, b) => a.position - b.position || a.start - b.start);
  const list: PhraseInfo[] = [];
  const add = (cand: HighlightToken[], p: QueryPhrase) => {
    const offsets: Array<{ start: number; end: number }> = [{ start: cand[0].start, end: cand[0].end }];
    for (let i = 1; i < cand.length; i++) {
      if (cand[i].position - cand[i - 1].position === 1) offsets[offsets.length - 1].end = cand[i].end;
      else offsets.push({ start: cand[i].start, end: cand[i].end });
    }
    const info = { offsets, boost: p.boost, seqnum: p.seqnum, start: offsets[0].start, end: offsets[offsets.length - 1].end };
    const overlaps = list.some((e) => (e.start <= info.start && info.start < e.end) || (e.start < info.end && info.end <= e.end) || (info.start <= e.start && e.end <= info.end));
    if (!overlaps) list.push(info);
  };
  const valid = (cand: HighlightToken[], p: QueryPhrase) => {
    if (p.steps.length !== cand.length) return false;
    for (let i = 1; i < cand.length; i++) if (Math.abs(cand[i].position - cand[i - 1].position - 1) > p.slop) return false;
    return true;
  };
  const prefixOf = (cand: HighlightToken[]) => phrases.filter((p) => p.steps.length >= cand.length && cand.every((t, i) => p.steps[i](t.term)));
  let at = 0;
  while (at < stack.length && list.length < phraseLimit) {
    const first = stack[at++];
    if (prefixOf([first]).length === 0) continue;
    const cand = [first];
    for (;;) {
      const next = at < stack.length ? stack[at] : undefined;
      if (next && prefixOf([...cand, next]).length > 0) {
        cand.push(next);
        at++;
        continue;
      }
      // The longest candidate that is a whole query phrase, giving back the tokens past it.
      let hit: QueryPhrase | undefined;
      while (cand.length > 0) {
        hit = prefixOf(cand).find((p) => valid(cand, p));
        if (hit || cand.length === 1) break;
        cand.pop();
        at--;
      }
      if (hit) add(cand, hit);
      break;
    }
  }
  return list;
}

/**
 * FieldPhraseList's merge of the matched fields' lists: by start, end and boost; phrases that overlap (or touch)
 * become one, its boost their sum, its spans theirs merged where they overlap.
 */
export function mergePhraseLists(lists: PhraseInfo[][]): PhraseInfo[] {
  const all = lists.flat().sort((a, b) => a.start - b.start || a.end - b.end || Math.sign(a.boost - b.boost));
  const out: PhraseInfo[] = [];
  const flush = (work: PhraseInfo[]) => {
    if (work.length === 1) {
      out.push(work[0]);
      return;
    }
    const offsets = work.flatMap((w) => w.offsets.map((t) => ({ ...t }))).sort((a, b) => a.start - b.start || a.end - b.end);
    const merged: Array<{ start: number; end: number }> = [];
    for (const t of offsets) {
      const last = merged[merged.length - 1];
      if (last && t.start <= last.end) last.end = Math.max(last.end, t.end);
      else merged.push(t);
    }
    const boost = work.reduce((sum, w) => Math.fround(sum + w.boost), 0);
    out.push({ offsets: merged, boost, seqnum: work[0].seqnum, start: merged[0].start, end: merged[merged.length - 1].end });
  };
  let work: PhraseInfo[] = [];
  let workEnd = -1;
  for (const p of all) {
    if (work.length > 0 && p.start <= workEnd) {
      workEnd = Math.max(workEnd, p.end);
      work.push(p);
    } else {
      if (work.length > 0) flush(work);
      work = [p];
      workEnd = p.end;
    }
  }
  if (work.length > 0) flush(work);
  return out;
}

/** SimpleFragListBuilder (margin, centring) or SingleFragListBuilder (`number_of_fragments: 0`). */
export function fragList(phrases: PhraseInfo[], fragCharSize: number, margin: number, single: boolean): FragInfo[] {
  const frag = (start: number, end: number, infos: PhraseInfo[]): FragInfo => ({
    start,
    end,
    subInfos: infos.map((p) => ({ offsets: p.offsets, seqnum: p.seqnum, boost: p.boost })),
    totalBoost: infos.reduce((s, p) => Math.fround(s + p.boost), 0),
  });
  if (single) return phrases.length > 0 ? [frag(0, 2147483647, phrases)] : [];
  const minFragCharSize = Math.max(1, margin * 3);
  if (fragCharSize < minFragCharSize) throw illegalArgument(`fragCharSize(${fragCharSize}) is too small. It must be ${minFragCharSize} or higher.`);
  const out: FragInfo[] = [];
  const accept = (p: PhraseInfo, matchLen: number) => p.offsets.length <= 1 || matchLen <= fragCharSize;
  let i = 0;
  let startOffset = 0;
  while (i < phrases.length) {
    const first = phrases[i];
    if (first.start < startOffset) {
      i++;
      continue;
    }
    const infos: PhraseInfo[] = [];
    const phraseStart = first.start;
    let phraseEnd = first.end;
    const spanStart = Math.max(phraseStart - margin, startOffset);
    const spanEnd = Math.max(phraseEnd, spanStart + fragCharSize);
    i++;
    if (accept(first, phraseEnd - phraseStart)) infos.push(first);
    while (i < phrases.length && phrases[i].end <= spanEnd) {
      phraseEnd = phrases[i].end;
      if (accept(phrases[i], phraseEnd - phraseStart)) infos.push(phrases[i]);
      i++;
    }
    if (infos.length === 0) continue;
    const matchLen = phraseEnd - phraseStart;
    const newMargin = Math.max(0, Math.trunc((fragCharSize - matchLen) / 2));
    let start = phraseStart - newMargin;
    if (start < startOffset) start = startOffset;
    const end = start + Math.max(matchLen, fragCharSize);
    startOffset = end;
    out.push(frag(start, end, infos));
  }
  return out;
}

/** BaseFragmentsBuilder.discreteMultiValueHighlighting: fragments cut at the values' ends. */
function perValue(frags: FragInfo[], values: string[]): FragInfo[] {
  const byValue: FragInfo[][] = values.map(() => []);
  for (const fr of frags) {
    let fieldEnd = 0;
    for (let v = 0; v < values.length; v++) {
      if (values[v].length === 0) {
        fieldEnd++;
        continue;
      }
      const fieldStart = fieldEnd;
      fieldEnd += values[v].length + 1;
      if (fr.start >= fieldStart && fr.end >= fieldStart && fr.start <= fieldEnd && fr.end <= fieldEnd) {
        byValue[v].push(fr);
        break;
      }
      if (fr.subInfos.length === 0) break;
      const firstToffs = fr.subInfos[0].offsets[0];
      if (fr.start >= fieldEnd || firstToffs.start >= fieldEnd) continue;
      const fragStart = fr.start > fieldStart && fr.start < fieldEnd ? fr.start : fieldStart;
      const fragEnd = fr.end > fieldStart && fr.end < fieldEnd ? fr.end : fieldEnd;
      const subInfos: FragInfo['subInfos'] = [];
      let boost = 0;
      for (const sub of fr.subInfos) {
        const inside = sub.offsets.filter((o) => o.start >= fieldStart && o.end <= fieldEnd);
        sub.offsets = sub.offsets.filter((o) => !inside.includes(o));
        if (inside.length > 0) {
          subInfos.push({ offsets: inside, seqnum: sub.seqnum, boost: sub.boost });
          boost = Math.fround(boost + sub.boost);
        }
      }
      fr.subInfos = fr.subInfos.filter((s) => s.offsets.length > 0);
      byValue[v].push({ start: fragStart, end: fragEnd, subInfos, totalBoost: boost });
    }
  }
  return byValue.flat().sort((a, b) => a.start - b.start);
}

interface BoundaryScanner {
  start(buffer: string, offset: number): number;
  end(buffer: string, offset: number): number;
}

function boundaryScanner(o: FieldHighlightOptions): BoundaryScanner {
  const type = o.boundaryScanner ?? 'chars';
  if (type === 'chars') {
    const chars = new Set(o.boundaryChars);
    const maxScan = o.boundaryMaxScan;
    return {
      // SimpleBoundaryScanner: back to a boundary char within max_scan, else the text's start, else as is.
      start(buffer, start) {
        if (start > buffer.length || start < 1) return start;
        let offset = start;
        for (let count = maxScan; offset > 0 && count > 0; count--) {
          if (chars.has(buffer[offset - 1])) return offset;
          offset--;
        }
        return offset === 0 ? 0 : start;
      },
      end(buffer, start) {
        if (start > buffer.length || start < 0) return start;
        let offset = start;
        for (let count = maxScan; offset < buffer.length && count > 0; count--) {
          if (chars.has(buffer[offset])) return offset;
          offset++;
        }
        return start;
      },
    };
  }
  // BreakIteratorBoundaryScanner: the break before the start, the break after the end.
  return {
    start(buffer, start) {
      if (start > buffer.length || start < 1) return start;
      const bi = breakIterator(buffer.slice(0, start), o.boundaryScannerLocale, type);
      return bi.preceding(start);
    },
    end(buffer, start) {
      if (start > buffer.length || start < 0) return start;
      const bi = breakIterator(buffer.slice(start), o.boundaryScannerLocale, type);
      const next = bi.following(0);
      return next === -1 ? start : next + start;
    },
  };
}

/** BaseFragmentsBuilder.createFragments and makeFragment over the values joined by spaces. */
function makeFragments(frags: FragInfo[], values: string[], tokenized: boolean, o: FieldHighlightOptions, maxFragments: number): string[] {
  if (values.length === 0) return [];
  let infos = values.length > 1 ? perValue(frags, values) : frags;
  if (o.scoreOrdered) infos = [...infos].sort((a, b) => b.totalBoost - a.totalBoost || a.start - b.start);
  const encode = encoderFor(o.encoder);
  const scanner = boundaryScanner(o);
  let buffer = '';
  let next = 0;
  const out: string[] = [];
  for (const fr of infos.slice(0, Math.min(maxFragments, infos.length))) {
    while (buffer.length < fr.end && next < values.length) buffer += `${values[next++]} `;
    let bufferLength = buffer.length;
    if (tokenized) bufferLength--;
    const eo = bufferLength < fr.end ? bufferLength : scanner.end(buffer, fr.end);
    const so = scanner.start(buffer, fr.start);
    const src = buffer.slice(so, eo);
    let text = '';
    let srcIndex = 0;
    for (const sub of fr.subInfos) {
      for (const t of sub.offsets) {
        text += encode(src.slice(srcIndex, t.start - so)) + o.preTags[sub.seqnum % o.preTags.length];
        text += encode(src.slice(t.start - so, t.end - so)) + o.postTags[sub.seqnum % o.postTags.length];
        srcIndex = t.end - so;
      }
    }
    out.push(text + encode(src.slice(srcIndex)));
  }
  return out;
}

/**
 * ES's FastVectorHighlighter for one field of one hit: `tokenSets` are the term vector tokens of the field (or of
 * each matched field) with the clauses that apply to each.
 */
export function fvhHighlight(values: string[], tokenSets: Array<{ tokens: HighlightToken[]; clauses: HighlightClause[] }>, tokenized: boolean, o: FieldHighlightOptions): string[] {
  const single = o.numberOfFragments === 0;
  const maxFragments = single ? 2147483647 : o.numberOfFragments;
  const phrases = o.matchedFields.length > 0
    ? mergePhraseLists(tokenSets.map((s) => fieldPhraseList(s.tokens, s.clauses, o.phraseLimit)))
    : fieldPhraseList(tokenSets[0].tokens, tokenSets[0].clauses, o.phraseLimit);
  const margin = o.fragmentOffset === -1 ? 6 : o.fragmentOffset;
  const fragments = makeFragments(fragList(phrases, o.fragmentSize, margin, single), values, tokenized, o, maxFragments);
  if (fragments.length > 0) return fragments;
  if (o.noMatchSize > 0) {
    const noMatch = makeFragments([{ start: 0, end: o.noMatchSize, subInfos: [], totalBoost: 0 }], values, tokenized, o, 1);
    if (noMatch.length > 0) return noMatch;
  }
  return [];
}

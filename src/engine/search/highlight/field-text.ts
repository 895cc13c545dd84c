/**
 * The text a highlighter works on for one field of one hit, and its tokens: the values (stored, or from
 * `_source` as XContentMapValues.extractRawValues walks it), the tokens with positions and offsets into the
 * values joined by a one-char separator (the offset gap ES's analyzers add between values), read from the
 * stored term vector or by analysing the values again with the field's index analyzer.
 */
import type { IndexService } from '../../index/index-service';
import type { Segment } from '../../index/segment';
import type { LeafFieldMapping } from '../../mapping/field-mapping';
import { isObject } from '../../util/json';
import { own } from '../../util/own';
import { readOccurrences } from '../../index/prox';
import type { HighlightClause, HighlightToken } from './highlight-terms';
import { spanWanted } from './span-highlight';

/**
 * extractRawValues: the values at a dotted path, through objects and lists; a key may hold dots; a plain value
 * met before the path ends is taken (which is how a multi-field such as `title.raw` reads `title`'s value).
 */
export function extractRawValues(source: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walkMap = (map: Record<string, unknown>, i: number) => {
    if (i === parts.length) return;
    let key = parts[i];
    let value = own(map, key);
    let next = i + 1;
    while ((value === undefined || value === null) && next < parts.length) {
      key += `.${parts[next]}`;
      value = own(map, key);
      next++;
    }
    if (value === undefined || value === null) return;
    if (isObject(value)) walkMap(value, next);
    else if (Array.isArray(value)) walkList(value, next);
    else out.push(value);
  };
  const walkList = (list: unknown[], i: number) => {
    for (const v of list) {
      if (isObject(v)) walkMap(v, i);
      else if (Array.isArray(v)) walkList(v, i);
      else if (v !== null && v !== undefined) out.push(v);
    }
  };
  if (isObject(source)) walkMap(source, 0);
  return out;
}

/** Java's String.valueOf of a source value (JSON numbers and booleans as text). */
function valueText(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * The field's values as the highlighters load them: a stored field (`store: true`) from its stored values
 * unless `force_source`, otherwise from `_source` (none when `_source` is disabled).
 */
export function loadFieldValues(index: IndexService, m: LeafFieldMapping, fullSource: unknown, forceSource: boolean): string[] {
  const source = !forceSource && m.store ? fullSource : index.storedSource(fullSource);
  return extractRawValues(source, m.path).map(valueText);
}

/** Where the offsets of a field come from, as the unified highlighter chooses (UnifiedHighlighter.getOffsetSource). */
export type OffsetSource = 'postings' | 'postings_with_term_vectors' | 'term_vectors' | 'analysis';

export function offsetSourceOf(m: LeafFieldMapping): OffsetSource {
  const tvOffsets = m.termVector.includes('offsets');
  if (m.indexOptions === 'offsets') return m.termVector !== 'no' ? 'postings_with_term_vectors' : 'postings';
  return tvOffsets ? 'term_vectors' : 'analysis';
}

/**
 * The tokens of the values joined with a one-char separator: each value analysed on its own with the field's
 * index analyzer, positions continuing with the analyzer's position gap, offsets moved to where the value
 * starts in the joined text. A keyword value is one token (its normalized form).
 */
export function analyzeValues(index: IndexService, m: LeafFieldMapping, values: string[]): HighlightToken[] {
  const analyzer = index.indexAnalyzer(m);
  const tokens: HighlightToken[] = [];
  let base = 0;
  let position = -1;
  for (const text of values) {
    if (m.type !== 'text' || !analyzer) {
      const term = analyzer ? analyzer.analyze(text).tokens.map((t) => t.term).join('') || text : text;
      position += 1;
      tokens.push({ term, position, start: base, end: base + text.length });
    } else {
      const r = analyzer.analyze(text);
      for (const t of r.tokens) {
        position += t.positionIncrement;
        tokens.push({ term: t.term, position, start: base + t.startOffset, end: base + t.endOffset });
      }
      position += r.endPositionIncrement + analyzer.positionIncrementGap;
    }
    base += text.length + 1;
  }
  return tokens;
}

/** The tokens of a stored term vector (with positions and offsets), in position order. */
export function termVectorTokens(segment: Segment, doc: number, field: string): HighlightToken[] | undefined {
  const tv = segment.termVectors.get(field)?.get(doc);
  if (!tv || !tv.positions || !tv.offsets) return undefined;
  const tokens: HighlightToken[] = [];
  for (const t of tv.terms) {
    for (let i = 0; i < t.freq; i++) tokens.push({ term: t.term, position: t.positions![i], start: t.startOffsets![i], end: t.endOffsets![i] });
  }
  tokens.sort((a, b) => a.position - b.position || a.start - b.start);
  return tokens;
}

/** Whether a term of the field is one a clause looks for (the only terms a highlighter reads from postings). */
function wanted(clauses: HighlightClause[]): { terms: Set<string>; patterns: Array<(term: string) => boolean> } {
  const terms = new Set<string>();
  const patterns: Array<(term: string) => boolean> = [];
  for (const c of clauses) {
    if (c.kind === 'term') terms.add(c.term);
    else if (c.kind === 'phrase') for (const alts of c.terms) for (const t of alts) terms.add(t);
    else if (c.kind === 'spans') spanWanted(c.node, terms, patterns);
    else patterns.push(c.matches);
  }
  return { terms, patterns };
}

/**
 * The occurrences of the clauses' terms in one document, read from the field's postings (indexed with offsets):
 * the unified highlighter's POSTINGS source, which reads the query's terms (and the terms a prefix or wildcard
 * expands to) and never the text.
 */
export function postingsTokens(segment: Segment, doc: number, field: string, clauses: HighlightClause[]): HighlightToken[] {
  const fp = segment.fields.get(field);
  if (!fp) return [];
  const { terms, patterns } = wanted(clauses);
  const ids = new Set<number>();
  for (const t of terms) {
    const id = fp.termIds.get(t);
    if (id !== undefined) ids.add(id);
  }
  if (patterns.length > 0) fp.terms.forEach((t, id) => patterns.some((m) => m(t)) && ids.add(id));
  const tokens: HighlightToken[] = [];
  for (const id of ids) {
    // The doc's posting of the term: docs ascend within the term's postings.
    let lo = fp.postingsStart[id];
    let hi = fp.postingsStart[id + 1] - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (fp.docs[mid] < doc) lo = mid + 1;
      else hi = mid - 1;
    }
    if (lo >= fp.postingsStart[id + 1] || fp.docs[lo] !== doc) continue;
    const occ = readOccurrences(fp.prox, fp.proxStart[lo], fp.freqs[lo], fp.hasPayloads);
    for (let i = 0; i < occ.positions.length; i++) tokens.push({ term: fp.terms[id], position: occ.positions[i], start: occ.startOffsets[i], end: occ.endOffsets[i] });
  }
  return tokens.sort((a, b) => a.position - b.position || a.start - b.start);
}

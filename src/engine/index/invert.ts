import type { Analyzer } from '../analysis/analyzer';
import { isRangeType, termVectorFlags, type LeafFieldMapping } from '../mapping/field-mapping';
import type { ParsedDocument } from '../mapping/parse-document';
import type { DocMeta } from '../types';
import type { DocValue, FieldInversion, IndexedDoc } from './indexed-doc';
import { drainSteps as drain } from '../util/cooperation';

/** Resolves the index-time analyzer of a text field (with its position gap) or a keyword normalizer. */
export type IndexAnalyzerResolver = (m: LeafFieldMapping) => Analyzer | undefined;

/** perf: a long value is analysed this many UTF-16 units at a time (a few ms each), pausing between pieces. */
export const ANALYSIS_PIECE_LENGTH = 16_384;

/**
 * Inverts the values of one field as Lucene's DefaultIndexingChain does: positions continue across
 * values with the analyzer's position gap (tokenized fields only), offsets accumulate each value's final
 * offset plus the offset gap (es-semantics §2.4).
 */
export function invertValues(values: string[], analyzer: Analyzer | undefined, tokenized: boolean, hasNorms: boolean): FieldInversion {
  return drain(invertValuesInSteps(values, analyzer, tokenized, hasNorms, Infinity));
}

/** `invertValues`, stopping after each piece of a value longer than `pieceLength`. */
function* invertValuesInSteps(values: string[], analyzer: Analyzer | undefined, tokenized: boolean, hasNorms: boolean, pieceLength: number): Generator<void, FieldInversion> {
  const inv: FieldInversion = { terms: [], positions: [], startOffsets: [], endOffsets: [], normLength: 0, hasNorms };
  let position = -1;
  let offset = 0;
  let anyPayload = false;
  const payloads: Array<Uint8Array | undefined> = [];
  for (let v = 0; v < values.length; v++) {
    const text = values[v];
    if (!tokenized || !analyzer) {
      // A keyword value is one token; a normalizer may rewrite its term.
      let term = text;
      if (analyzer) {
        const r = analyzer.analyze(text);
        term = r.tokens.length > 0 ? r.tokens.map((t) => t.term).join('') : text;
      }
      position += 1;
      inv.terms.push(term);
      inv.positions.push(position);
      inv.startOffsets.push(offset);
      inv.endOffsets.push(offset + text.length);
      payloads.push(undefined);
      inv.normLength += 1;
      offset += text.length;
      continue;
    }
    const pieces = analyzer.analyzeInPieces(text, pieceLength);
    for (let step = pieces.next(); ; step = pieces.next()) {
      if (step.done) {
        position += step.value.endPositionIncrement;
        offset += step.value.finalOffset;
        break;
      }
      for (const t of step.value) {
        position += t.positionIncrement;
        if (t.positionIncrement > 0) inv.normLength += 1;
        inv.terms.push(t.term);
        inv.positions.push(position);
        inv.startOffsets.push(offset + t.startOffset);
        inv.endOffsets.push(offset + t.endOffset);
        payloads.push(t.payload && t.payload.length > 0 ? t.payload : undefined);
        if (t.payload && t.payload.length > 0) anyPayload = true;
      }
      if (text.length > pieceLength) yield;
    }
    position += analyzer.positionIncrementGap;
    offset += analyzer.offsetGap;
  }
  if (anyPayload) inv.payloads = payloads;
  return inv;
}

/** TokenCountFieldMapper.countPositions: tokens, or position increments (a removed stop word counts) with the end's. */
function countTokens(analyzer: Analyzer | undefined, text: string, positionIncrements: boolean): number {
  if (!analyzer) return 0;
  const result = analyzer.analyze(text);
  if (!positionIncrements) return result.tokens.reduce((n, t) => n + Math.min(1, t.positionIncrement), 0);
  return result.tokens.reduce((n, t) => n + t.positionIncrement, 0) + (result.endPositionIncrement ?? 0);
}

/** Turns a parsed document into the inverted and doc-values form a segment stores. */
export function invertDocument(parsed: ParsedDocument, meta: DocMeta, resolve: IndexAnalyzerResolver): IndexedDoc {
  return drain(invertDocumentInSteps(parsed, meta, resolve, Infinity));
}

/**
 * `invertDocument` for the request path: a long text value is analysed in pieces, awaiting `pause`
 * (the request's yield point, which also notices a cancel) between them.
 */
export async function invertDocumentCooperatively(parsed: ParsedDocument, meta: DocMeta, resolve: IndexAnalyzerResolver, pause: () => Promise<void>): Promise<IndexedDoc> {
  const steps = invertDocumentInSteps(parsed, meta, resolve, ANALYSIS_PIECE_LENGTH);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await pause();
  }
}

function* invertDocumentInSteps(parsed: ParsedDocument, meta: DocMeta, resolve: IndexAnalyzerResolver, pieceLength: number): Generator<void, IndexedDoc> {
  // Every field named, not `...meta`: a spread gives the docs shapes of their own, and every read of
  // them in the segment writer went through the slow, megamorphic path.
  const doc: IndexedDoc = {
    id: meta.id,
    type: meta.type,
    source: meta.source,
    version: meta.version,
    seqNo: meta.seqNo,
    primaryTerm: meta.primaryTerm,
    routing: meta.routing,
    inverted: new Map(),
    docValues: new Map(),
    termVectorFields: new Map(),
  };
  // Fields with neither doc values nor norms are found by `exists` through `_field_names` (FieldNamesFieldMapper).
  const fieldNames: string[] = [];
  for (const [path, field] of parsed.fields) {
    const m = field.mapping;
    if (!m.docValues && !(m.type === 'text' && m.norms && m.index)) fieldNames.push(path);
    if (m.type === 'binary' || m.type === 'geo_point' || m.type === 'geo_shape') {
      // Kept for doc values and `exists`; not searchable yet.
      if (m.docValues && m.type !== 'geo_shape') doc.docValues.set(path, [...(field.values as string[])].sort());
      continue;
    }
    if (m.type === 'text' || m.type === 'keyword') {
      const strings = field.values as string[];
      if (m.index) {
        const tokenized = m.type === 'text';
        doc.inverted.set(path, yield* invertValuesInSteps(strings, resolve(m), tokenized, tokenized && m.norms, pieceLength));
        const tv = termVectorFlags(m.termVector);
        if (tv.stored) doc.termVectorFields.set(path, { positions: tv.positions, offsets: tv.offsets, payloads: tv.payloads });
      }
      if (m.type === 'keyword' && m.docValues) {
        const analyzer = resolve(m);
        const normalized = analyzer
          ? strings.map((s) => analyzer.analyze(s).tokens.map((t) => t.term).join('') || s)
          : strings;
        doc.docValues.set(path, [...normalized].sort());
      }
      continue;
    }
    if (m.type === 'token_count') {
      // TokenCountFieldMapper: the value indexed is the number of tokens (or positions) the analyzer makes.
      const analyzer = resolve(m);
      const counts = (field.values as string[]).map((s) => countTokens(analyzer, s, m.enablePositionIncrements !== false));
      if (m.docValues || m.index) doc.docValues.set(path, counts.sort((a, b) => a - b));
      continue;
    }
    if (m.type === 'completion') {
      // The suggestions (mapping/completion-values' entries), read by the completion suggester.
      doc.docValues.set(path, [...(field.values as string[])].sort());
      continue;
    }
    if (m.type === 'ip' || isRangeType(m.type)) {
      // A range is kept as its encoded `from|to` (mapping/range-fields): the queries read doc values.
      // Points and doc values of an ip are its 16 bytes: sorted hex strings here.
      if (m.docValues || m.index) doc.docValues.set(path, [...(field.values as string[])].sort());
      continue;
    }
    if (m.docValues || m.index) {
      const nums: DocValue[] = field.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : (v as number)));
      if (field.exact) {
        // Sorted by exact value; the exact ones keep their place beside their doubles.
        const exact = field.exact;
        const order = nums.map((_, i) => i).sort((a, b) => {
          const x = exact.get(a) ?? BigInt(nums[a] as number);
          const y = exact.get(b) ?? BigInt(nums[b] as number);
          return x < y ? -1 : x > y ? 1 : 0;
        });
        const byIndex = new Map<number, bigint>();
        order.forEach((from, to) => {
          const e = exact.get(from);
          if (e !== undefined) byIndex.set(to, e);
        });
        doc.docValues.set(path, order.map((i) => nums[i]));
        (doc.exactLongs ??= new Map()).set(path, byIndex);
        continue;
      }
      nums.sort((a, b) => (a as number) - (b as number));
      doc.docValues.set(path, nums);
    }
  }
  if (fieldNames.length > 0) doc.inverted.set(FIELD_NAMES, yield* invertValuesInSteps(fieldNames, undefined, false, false, pieceLength));
  return doc;
}

/** The metadata field holding, per document, the names of its fields that have neither doc values nor norms. */
export const FIELD_NAMES = '_field_names';

import type { Analyzer } from '../analysis/analyzer';
import { termVectorFlags, type LeafFieldMapping } from '../mapping/field-mapping';
import type { ParsedDocument } from '../mapping/parse-document';
import type { DocValue, FieldInversion, IndexedDoc } from './indexed-doc';

/** Resolves the index-time analyzer of a text field (with its position gap) or a keyword normalizer. */
export type IndexAnalyzerResolver = (m: LeafFieldMapping) => Analyzer | undefined;

/**
 * Inverts the values of one field as Lucene's DefaultIndexingChain does: positions continue across
 * values with the analyzer's position gap (tokenized fields only), offsets accumulate each value's final
 * offset plus the offset gap (es-semantics §2.4).
 */
export function invertValues(values: string[], analyzer: Analyzer | undefined, tokenized: boolean, hasNorms: boolean): FieldInversion {
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
    const r = analyzer.analyze(text);
    for (const t of r.tokens) {
      position += t.positionIncrement;
      if (t.positionIncrement > 0) inv.normLength += 1;
      inv.terms.push(t.term);
      inv.positions.push(position);
      inv.startOffsets.push(offset + t.startOffset);
      inv.endOffsets.push(offset + t.endOffset);
      payloads.push(t.payload && t.payload.length > 0 ? t.payload : undefined);
      if (t.payload && t.payload.length > 0) anyPayload = true;
    }
    position += r.endPositionIncrement;
    offset += r.finalOffset;
    position += analyzer.positionIncrementGap;
    offset += analyzer.offsetGap;
  }
  if (anyPayload) inv.payloads = payloads;
  return inv;
}

export interface DocMeta {
  id: string;
  type: string;
  source: unknown;
  version: number;
  seqNo: number;
  primaryTerm: number;
  routing?: string;
}

/** Turns a parsed document into the inverted and doc-values form a segment stores. */
export function invertDocument(parsed: ParsedDocument, meta: DocMeta, resolve: IndexAnalyzerResolver): IndexedDoc {
  const doc: IndexedDoc = { ...meta, inverted: new Map(), docValues: new Map(), termVectorFields: new Map() };
  for (const [path, field] of parsed.fields) {
    const m = field.mapping;
    if (m.type === 'text' || m.type === 'keyword') {
      const strings = field.values as string[];
      if (m.index) {
        const tokenized = m.type === 'text';
        doc.inverted.set(path, invertValues(strings, resolve(m), tokenized, tokenized && m.norms));
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
    if (m.docValues || m.index) {
      const nums: DocValue[] = field.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : (v as number)));
      nums.sort((a, b) => (a as number) - (b as number));
      doc.docValues.set(path, nums);
    }
  }
  return doc;
}

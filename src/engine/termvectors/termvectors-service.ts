import type { Analyzer } from '../analysis/analyzer';
import type { EngineState } from '../engine-state';
import type { IndexService } from '../index/index-service';
import { ShardStats } from '../index/shard-stats';
import type { LeafFieldMapping } from '../mapping/field-mapping';
import { parseDocument } from '../mapping/parse-document';
import { compareUtf8 } from '../util/utf8';
import { isObject } from '../util/json';
import { simpleMatch } from '../util/simple-match';
import { generateFieldVector, type FieldVector } from './field-vector';
import { selectTerms } from './terms-filter';
import type { TermVectorsRequest } from './termvectors-request';
import { own } from '../util/own';

/** A field can give term vectors when it is a text or keyword field that is indexed (`isValidField`). */
function validField(m: LeafFieldMapping | undefined): m is LeafFieldMapping {
  return m !== undefined && (m.type === 'text' || m.type === 'keyword') && m.index;
}

/** The raw source values at a dotted path, arrays flattened. */
function sourceValues(source: unknown, path: string): string[] {
  let cur: unknown[] = [source];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const v of cur) {
      const items = Array.isArray(v) ? v : [v];
      for (const it of items) {
        const value = own(it, part);
        if (isObject(it) && value !== undefined) next.push(value);
      }
    }
    cur = next;
  }
  const out: string[] = [];
  const flat = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(flat);
    else if (v !== null && v !== undefined && !isObject(v)) out.push(String(v));
  };
  cur.forEach(flat);
  return out;
}

function analyzerFor(index: IndexService, m: LeafFieldMapping, req: TermVectorsRequest): Analyzer {
  const named = req.perFieldAnalyzer?.[m.path];
  if (named !== undefined) return index.analyzerByName(named) ?? index.analysis.defaultAnalyzer;
  if (m.type === 'keyword') return (m.normalizer ? index.analysis.normalizer(m.normalizer) : undefined) ?? index.analyzerByName('keyword')!;
  return index.indexAnalyzer(m) ?? index.analysis.defaultAnalyzer;
}

function expandFields(index: IndexService, patterns: string[]): string[] {
  const mapped = index.fieldPaths();
  const out: string[] = [];
  for (const p of patterns) {
    if (p.includes('*')) {
      for (const f of mapped) if (simpleMatch(p, f) && !out.includes(f)) out.push(f);
    } else if (!out.includes(p)) out.push(p);
  }
  return out;
}

/** One occurrence of a term, with what the request asked for and the vector holds. */
export interface TermVectorToken {
  position?: number;
  startOffset?: number;
  endOffset?: number;
  /** Present only when non-empty. */
  payload?: Uint8Array;
}

export interface TermVectorTerm {
  term: string;
  termFreq: number;
  /** Term statistics, when asked and the term is in the shard. */
  docFreq?: number;
  totalTermFreq?: number;
  tokens?: TermVectorToken[];
  /** The tf-idf filter's score, when a filter was given. */
  score?: number;
}

export interface FieldTermVector {
  field: string;
  fieldStatistics?: { sumDocFreq: number; docCount: number; sumTotalTermFreq: number };
  terms: TermVectorTerm[];
}

export interface TermVectorsResult {
  found: boolean;
  version: number;
  id?: string;
  /** Fields in name order (UTF-8), terms in term order. */
  fields?: FieldTermVector[];
}

/** What the request asks of each field's vector (es-semantics §1.8), fields sorted by name. */
function selectFields(vectors: Map<string, FieldVector>, stats: ShardStats, req: TermVectorsRequest, docStats?: Map<string, FieldVector>): FieldTermVector[] {
  const out: FieldTermVector[] = [];
  for (const field of [...vectors.keys()].sort(compareUtf8)) {
    const v = vectors.get(field)!;
    const fs = stats.field(field);
    const entry: FieldTermVector = { field, terms: [] };
    if (req.fieldStatistics) entry.fieldStatistics = { sumDocFreq: fs.sumDocFreq, docCount: fs.docCount, sumTotalTermFreq: fs.sumTotalTermFreq };
    let scores: Map<string, number> | undefined;
    if (req.filter) {
      // A field absent from the shard uses the document's own vector as its statistics (docFreq 1, numDocs 1).
      const own = !fs.present;
      scores = selectTerms(v.terms, (t) => (own ? (docStats?.get(field) ?? v).terms.some((x) => x.term === t) ? 1 : 0 : stats.term(field, t).docFreq), own ? 1 : fs.docCount, req.filter);
    }
    const withPositions = req.positions && v.positions;
    const withOffsets = req.offsets && v.offsets;
    const withPayloads = req.payloads && v.payloads;
    for (const t of v.terms) {
      if (scores && !scores.has(t.term)) continue;
      const te: TermVectorTerm = { term: t.term, termFreq: t.freq };
      if (req.termStatistics) {
        const ts = stats.term(field, t.term);
        if (ts.docFreq > 0) {
          te.docFreq = ts.docFreq;
          te.totalTermFreq = ts.totalTermFreq;
        }
      }
      if (withPositions || withOffsets || withPayloads) {
        const tokens: TermVectorToken[] = [];
        for (let i = 0; i < t.freq; i++) {
          const tok: TermVectorToken = {};
          if (withPositions && t.positions) tok.position = t.positions[i];
          if (withOffsets && t.startOffsets) {
            tok.startOffset = t.startOffsets[i];
            tok.endOffset = t.endOffsets![i];
          }
          const p = t.payloads?.[i];
          if (withPayloads && p && p.length > 0) tok.payload = p;
          tokens.push(tok);
        }
        te.tokens = tokens;
      }
      if (scores) te.score = scores.get(t.term);
      entry.terms.push(te);
    }
    out.push(entry);
  }
  return out;
}

/** Term vectors of a stored document (es-semantics §1.3–1.5). */
export function storedDocTermVectors(state: EngineState, index: IndexService, type: string, req: TermVectorsRequest): TermVectorsResult {
  const id = req.id!;
  if (!index.mapping || (type !== index.mapping.name && type !== '_doc')) return { found: false, version: 0, id };
  const shard = index.shardFor(id, req.routing);
  let rec = shard.get(id);
  if (rec && !rec.deleted && req.realtime && rec.bufferIndex !== undefined) {
    shard.refresh(false); // a realtime read refreshes the internal reader, as ES 6.8 does
    rec = shard.get(id);
  }
  if (!rec || rec.deleted || !rec.segment) return { found: false, version: 0, id };
  const reader = shard.reader(!req.realtime);
  if (!reader.includes(rec.segment) || !rec.segment.liveDocs[rec.segmentDoc!]) return { found: false, version: 0, id };
  const stats = new ShardStats(reader);
  const vectors = new Map<string, FieldVector>();
  const storedOf = (field: string) => rec!.segment!.termVectors.get(field)?.get(rec!.segmentDoc!);
  const generate = (m: LeafFieldMapping) => {
    const values = sourceValues(rec!.source, m.path);
    if (values.length > 0) vectors.set(m.path, generateFieldVector(values, analyzerFor(index, m, req), req.offsets));
  };
  if (req.fields) {
    for (const field of expandFields(index, req.fields)) {
      const m = index.fieldMapping(field);
      if (!validField(m)) continue;
      const stored = storedOf(field);
      if (stored && req.perFieldAnalyzer?.[field] === undefined) vectors.set(field, stored);
      else generate(m);
    }
  } else {
    for (const [field, col] of rec.segment.termVectors) {
      const stored = col.get(rec.segmentDoc!);
      if (!stored) continue;
      const m = index.fieldMapping(field);
      if (req.perFieldAnalyzer?.[field] !== undefined && validField(m)) generate(m);
      else vectors.set(field, stored);
    }
  }
  return { found: true, version: rec.version, id, fields: selectFields(vectors, stats, req) };
}

/** Term vectors of an artificial document: parsed with the mapping (not updated), statistics from shard 0 or the routed shard. */
export function artificialDocTermVectors(state: EngineState, index: IndexService, type: string, req: TermVectorsRequest): TermVectorsResult {
  const generatedId = String(state.nextArtificialId++);
  if (!index.mapping || (type !== index.mapping.name && type !== '_doc')) return { found: false, version: 0, id: generatedId };
  const shard = req.routing !== undefined ? index.shardFor(generatedId, req.routing) : index.shards[0];
  const stats = new ShardStats(shard.reader(true));
  const parsed = parseDocument(req.doc, index.mapping, generatedId);
  const wanted = req.fields ? new Set(expandFields(index, req.fields)) : undefined;
  const vectors = new Map<string, FieldVector>();
  for (const [path, field] of parsed.fields) {
    const m = index.fieldMapping(path); // fields new to the mapping are not mapped: skipped, as 6.8 does
    if (!validField(m) || (wanted && !wanted.has(path))) continue;
    const values = field.values.map(String);
    if (values.length > 0) vectors.set(path, generateFieldVector(values, analyzerFor(index, m, req), req.offsets));
  }
  return { found: true, version: 0, fields: selectFields(vectors, stats, req, vectors) };
}

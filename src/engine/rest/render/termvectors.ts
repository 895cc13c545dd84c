/** Term vectors answers as ES's TermVectorsResponse writes them (es-semantics §1.8): key order, snake_case, base64 payloads. */
import type { FieldTermVector, TermVectorsResult } from '../../termvectors/termvectors-service';
import { setMember } from '../../util/json';
import { base64Encode } from '../../util/utf8';

/** A term vectors answer in ES's key order: no `_id` for a found artificial doc. */
export function renderTermVectors(index: string, type: string, artificial: boolean, result: TermVectorsResult, took: number) {
  const body: Record<string, unknown> = { _index: index, _type: type };
  if (!artificial || !result.found) body._id = result.id;
  body._version = result.version;
  body.found = result.found;
  body.took = took;
  if (result.found) body.term_vectors = renderFields(result.fields ?? []);
  return body;
}

function renderFields(fields: FieldTermVector[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const entry: Record<string, unknown> = {};
    if (f.fieldStatistics) {
      const fs = f.fieldStatistics;
      entry.field_statistics = { sum_doc_freq: fs.sumDocFreq, doc_count: fs.docCount, sum_ttf: fs.sumTotalTermFreq };
    }
    const terms: Record<string, unknown> = {};
    for (const t of f.terms) {
      const te: Record<string, unknown> = {};
      if (t.docFreq !== undefined) {
        te.doc_freq = t.docFreq;
        te.ttf = t.totalTermFreq;
      }
      te.term_freq = t.termFreq;
      if (t.tokens) {
        te.tokens = t.tokens.map((tok) => {
          const out: Record<string, unknown> = {};
          if (tok.position !== undefined) out.position = tok.position;
          if (tok.startOffset !== undefined) {
            out.start_offset = tok.startOffset;
            out.end_offset = tok.endOffset;
          }
          if (tok.payload !== undefined) out.payload = base64Encode(tok.payload);
          return out;
        });
      }
      if (t.score !== undefined) te.score = t.score;
      setMember(terms, t.term, te);
    }
    entry.terms = terms;
    setMember(out, f.field, entry);
  }
  return out;
}

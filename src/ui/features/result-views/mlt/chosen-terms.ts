/**
 * Which terms a more_like_this query chose, and their tf-idf, read from public answers only.
 *
 * The terms: `_validate/query?rewrite=true&all_shards=true`. MoreLikeThisQuery rewrites itself on each shard
 * against that shard's reader, and the rewrite API prints exactly that rewritten Lucene query per shard, so the
 * terms listed are the ones each shard searched (the faithful answer to "what did MLT choose").
 * Their tf-idf: the term vectors API with the same `filter` (TermVectorsFilter, "the second phase of a
 * more-like-this query", shares MLT's term selection), for each liked document, and for the like texts as an
 * artificial document of the first field. Its figures use the field's doc count and the document's own shard;
 * MLT's use the shard's live doc count: they agree when every document has the field and the index has one shard.
 */
import { isObject } from '../shapes';

export type Json = Record<string, unknown>;

/** The first `more_like_this` object in a query, depth first. */
export function findMoreLikeThis(node: unknown): Json | undefined {
  if (Array.isArray(node)) {
    for (const x of node) {
      const found = findMoreLikeThis(x);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(node)) return undefined;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'more_like_this' && isObject(v)) return v;
    const found = findMoreLikeThis(v);
    if (found) return found;
  }
  return undefined;
}

/** The search's index (and type) part: `/a,b/_search` → `/a,b`, `/_search` → ``. */
export function searchTarget(path: string): string | undefined {
  const p = path.split('?')[0];
  const m = /^(.*?)\/_search\/?$/.exec(p);
  return m ? m[1] : undefined;
}

export interface ChosenTerm {
  field: string;
  term: string;
  /** The clause's boost (only with `boost_terms`, relative to the least chosen term's score). */
  boost?: number;
}

/**
 * The term clauses of a rewritten query as Lucene prints it: `field:term` and `(field:term)^boost`, leaving out
 * the liked documents' exclusion (`_id:(...)`) and the unrewritten form (`like:[...]`).
 */
export function termsOfRewrite(explanation: string): ChosenTerm[] {
  const out: ChosenTerm[] = [];
  const re = /\(([^\s():]+):([^\s()]+)\)\^([0-9.Ee+-]+)|(?:^|[\s(+#-])([^\s():+#-][^\s():]*):([^\s()]+)/g;
  for (const m of explanation.matchAll(re)) {
    const field = m[1] ?? m[4];
    const term = m[2] ?? m[5];
    if (field === '_id' || field === 'like' || field === '*') continue;
    out.push(m[3] !== undefined ? { field, term, boost: Number(m[3]) } : { field, term });
  }
  return out;
}

/** MLT's parameters as a term vectors `filter` (its names, MLT's defaults). */
export function filterOf(mlt: Json): Json {
  const n = (k: string, def?: number) => (mlt[k] !== undefined ? Number(mlt[k]) : def);
  const f: Json = { max_num_terms: n('max_query_terms', 25), min_term_freq: n('min_term_freq', 2), min_doc_freq: n('min_doc_freq', 5) };
  for (const k of ['max_doc_freq', 'min_word_length', 'max_word_length']) if (mlt[k] !== undefined) f[k] = Number(mlt[k]);
  return f;
}

export interface TermVectorsCall {
  method: 'POST';
  path: string;
  body: Json;
}

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const seg = (s: string) => encodeURIComponent(s);

/** The term vectors requests whose filtered scores are the chosen terms' tf-idf: one per liked document, one for the texts. */
export function termVectorsCalls(mlt: Json, target: string): TermVectorsCall[] {
  const index = target.split('/').filter(Boolean)[0]?.split(',')[0];
  const fields = Array.isArray(mlt.fields) ? (mlt.fields as unknown[]).map(String) : undefined;
  const filter = filterOf(mlt);
  const calls: TermVectorsCall[] = [];
  const texts: string[] = [];
  for (const item of list(mlt.like)) {
    if (typeof item === 'string' || typeof item === 'number') texts.push(String(item));
    else if (isObject(item)) {
      const at = typeof item._index === 'string' ? item._index : index;
      if (!at) continue;
      const body: Json = { filter, term_statistics: true };
      const itemFields = Array.isArray(item.fields) ? item.fields : fields;
      if (itemFields) body.fields = itemFields;
      if (isObject(item.per_field_analyzer)) body.per_field_analyzer = item.per_field_analyzer;
      if (isObject(item.doc)) calls.push({ method: 'POST', path: `/${seg(at)}/_doc/_termvectors`, body: { ...body, doc: item.doc } });
      else if (item._id !== undefined) calls.push({ method: 'POST', path: `/${seg(at)}/_doc/${seg(String(item._id))}/_termvectors${typeof item.routing === 'string' ? `?routing=${seg(item.routing)}` : ''}`, body });
    }
  }
  if (texts.length > 0 && fields && fields.length > 0 && index) {
    const doc: Json = {};
    Object.defineProperty(doc, fields[0], { value: texts, enumerable: true, writable: true, configurable: true });
    calls.push({ method: 'POST', path: `/${seg(index)}/_doc/_termvectors`, body: { doc, fields: fields.slice(0, 1), filter, term_statistics: true } });
  }
  return calls;
}

export interface TermScore {
  score: number;
  docFreq?: number;
  termFreq: number;
}

/** `field\0term` → the best tf-idf the term vectors answers gave it. */
export function scoresOf(answers: unknown[]): Map<string, TermScore> {
  const out = new Map<string, TermScore>();
  for (const a of answers) {
    if (!isObject(a) || !isObject(a.term_vectors)) continue;
    for (const [field, fv] of Object.entries(a.term_vectors)) {
      if (!isObject(fv) || !isObject(fv.terms)) continue;
      for (const [term, t] of Object.entries(fv.terms)) {
        if (!isObject(t) || typeof t.score !== 'number') continue;
        const key = `${field}\u0000${term}`;
        const prev = out.get(key);
        if (!prev || prev.score < t.score) out.set(key, { score: t.score, docFreq: typeof t.doc_freq === 'number' ? t.doc_freq : undefined, termFreq: Number(t.term_freq) });
      }
    }
  }
  return out;
}

export interface ChosenRow extends ChosenTerm {
  /** The shards that chose it (`index[shard]`). */
  shards: string[];
  tfIdf?: TermScore;
}

/** The rows of the view: each chosen term once, with the shards that chose it and its tf-idf, best first. */
export function chosenRows(explanations: Array<{ index?: string; shard?: number; explanation?: string }>, scores: Map<string, TermScore>): ChosenRow[] {
  const rows = new Map<string, ChosenRow>();
  for (const e of explanations) {
    for (const t of termsOfRewrite(e.explanation ?? '')) {
      const key = `${t.field}\u0000${t.term}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { ...t, shards: [], tfIdf: scores.get(key) }));
      row.shards.push(`${e.index ?? ''}[${e.shard ?? 0}]`);
    }
  }
  return [...rows.values()].sort((a, b) => (b.tfIdf?.score ?? -1) - (a.tfIdf?.score ?? -1) || a.field.localeCompare(b.field) || a.term.localeCompare(b.term));
}

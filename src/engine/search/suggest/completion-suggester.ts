/**
 * The completion suggester (ES 6.8's CompletionSuggester over Lucene's NRTSuggester), without an FST: each
 * suggestion's input is analysed into its completion form (tokens joined by the separator label when
 * `preserve_separators`), and a suggestion matches when the analysed prefix starts it (`fuzzy`: within the
 * edit distance of one of its prefixes; `regex`: the expression matches one of its prefixes). Contexts
 * filter and boost: a suggestion matches a query context by equal value (or prefix), its score is its weight
 * times the best matching context's boost. One option per document (its best suggestion); with
 * `skip_duplicates`, one per suggestion text.
 */
import type { Analyzer } from '../../analysis/analyzer';
import { illegalArgument } from '../../errors/catalog';
import type { IndexService } from '../../index/index-service';
import type { CompletionContextMapping, LeafFieldMapping } from '../../mapping/field-mapping';
import type { CompletionEntry } from '../../mapping/completion-values';
import { parseGeoPrecision } from '../../mapping/completion-mapping';
import { geoPointValue } from '../../mapping/special-values';
import { geohashNeighbours, geohashOfLatLon } from '../../util/geohash';
import { isObject } from '../../util/json';
import { hasOwn } from '../../util/own';
import type { LeafContext, ShardSearcher } from '../../query/query';
import { damerauPrefixDistance } from './edit-distance';
import type { CompletionSuggestion } from './completion-options';
import { completionRegex } from './completion-regex';

/** ConcatenateGraphFilter's separator label between tokens. */
const SEP_LABEL = '\u001f';

/** A suggestion found on a shard. */
export interface CompletionHit {
  text: string;
  score: number;
  /** Matched contexts by name. */
  contexts?: Map<string, Set<string>>;
  leaf: LeafContext;
  doc: number;
  shardOrder: number;
}

/** A query context after reading it against its mapping: the indexed value (or prefix) it matches and its boost. */
interface QueryContext {
  name: string;
  value: string;
  prefix: boolean;
  boost: number;
}

/** The completion form of a text: its tokens joined by the separator (holes as separators too). */
export function completionForm(analyzer: Analyzer, text: string, preserveSep: boolean, preservePosInc: boolean): string {
  const tokens = analyzer.analyze(text).tokens;
  let out = '';
  tokens.forEach((t, i) => {
    if (i > 0 && preserveSep) out += SEP_LABEL.repeat(preservePosInc ? Math.max(1, t.positionIncrement) : 1);
    out += t.term;
  });
  return out;
}

function contextBoost(v: unknown): number {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || Number.isNaN(n)) throw illegalArgument(`[boost] must be a number, found [${String(v)}]`);
  return Math.fround(n);
}

/** CategoryQueryContext: a value, or `{context, boost, prefix}`. */
function categoryContexts(name: string, v: unknown): QueryContext[] {
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => {
    if (isObject(x)) {
      for (const k of Object.keys(x)) if (k !== 'context' && k !== 'boost' && k !== 'prefix') throw illegalArgument(`[category] unknown field [${k}], parser not found`);
      if (x.context === undefined) throw illegalArgument('category context must be set');
      return { name, value: String(x.context), prefix: x.prefix === true || x.prefix === 'true', boost: x.boost === undefined ? 1 : contextBoost(x.boost) };
    }
    if (typeof x !== 'string' && typeof x !== 'number' && typeof x !== 'boolean') throw illegalArgument('category context must be an object, string, number or boolean');
    return { name, value: String(x), prefix: false, boost: 1 };
  });
}

/** A geo query point (any geo_point form) as `lat,lon`. */
function pointText(v: unknown): string {
  return geoPointValue(v, false)!;
}

/**
 * GeoQueryContext against the mapping (GeoContextMapping.toInternalQueryContexts): the point's geohash at
 * the smaller of the query's and the mapping's precision, its neighbours when asked (or when the cell is at
 * the mapping's precision), each a prefix when shorter than the indexed geohashes.
 */
function geoContexts(name: string, mapping: CompletionContextMapping, v: unknown): QueryContext[] {
  const list = Array.isArray(v) && !v.every((x) => typeof x === 'number') ? v : [v];
  const out: QueryContext[] = [];
  for (const x of list) {
    let point: unknown = x;
    let boost = 1;
    let precision = 12;
    let neighbours: number[] = [];
    if (isObject(x) && x.context !== undefined) {
      point = x.context;
      if (x.boost !== undefined) boost = contextBoost(x.boost);
      if (x.precision !== undefined) precision = parseGeoPrecision(x.precision);
      if (x.neighbours !== undefined) neighbours = (Array.isArray(x.neighbours) ? x.neighbours : [x.neighbours]).map(parseGeoPrecision);
    }
    const indexed = mapping.precision ?? 6;
    const min = Math.min(indexed, precision);
    const hash = typeof point === 'string' && !point.includes(',') ? point.slice(0, min) : geohashOfLatLon(pointText(point), min);
    const cells = new Set<string>([hash]);
    if (neighbours.length === 0 && hash.length === indexed) for (const n of geohashNeighbours(hash)) cells.add(n);
    for (const p of neighbours) {
      if (p >= hash.length) continue;
      const cut = hash.slice(0, p);
      cells.add(cut);
      for (const n of geohashNeighbours(cut)) cells.add(n);
    }
    for (const cell of cells) out.push({ name, value: cell, prefix: cell.length < indexed, boost });
  }
  return out;
}

function queryContexts(m: LeafFieldMapping, spec: CompletionSuggestion): QueryContext[] {
  if (!spec.contexts) return [];
  const mappings = m.completion?.contexts ?? [];
  if (mappings.length === 0) throw illegalArgument(`suggester [${m.path}] doesn't expect any context`);
  const out: QueryContext[] = [];
  for (const [name, v] of Object.entries(spec.contexts)) {
    const mapping = mappings.find((c) => c.name === name);
    if (!mapping) throw illegalArgument(`Unknown context name [${name}], must be one of [${mappings.map((c) => c.name).join(', ')}]`);
    out.push(...(mapping.type === 'geo' ? geoContexts(name, mapping, v) : categoryContexts(name, v)));
  }
  return out;
}

/** How an analysed suggestion matches the query, and the boost Lucene gives the match (0: none). */
type KeyMatcher = (key: string) => { boost: number } | undefined;

function keyMatcher(form: string, spec: CompletionSuggestion, regex: boolean, text: string): KeyMatcher {
  if (regex) {
    const re = completionRegex(text, spec.regexFlags ?? 'ALL');
    return (key) => (re.test(key) ? { boost: 0 } : undefined);
  }
  const fuzzy = spec.fuzzy;
  if (!fuzzy || form.length < fuzzy.minLength || fuzzy.edits === 0) return (key) => (key.startsWith(form) ? { boost: 0 } : undefined);
  const exact = form.slice(0, fuzzy.prefixLength);
  return (key) => {
    if (!key.startsWith(exact)) return undefined;
    if (damerauPrefixDistance(form, key, fuzzy.transpositions) > fuzzy.edits) return undefined;
    // FuzzyCompletionWeight: the boost is the length of the query's exact prefix in the match.
    let common = 0;
    while (common < form.length && common < key.length && form[common] === key[common]) common++;
    return { boost: common };
  };
}

/** The top `size` suggestions of one shard, best first (score desc, then doc). */
export function suggestCompletionOnShard(
  index: IndexService,
  searcher: ShardSearcher,
  shardOrder: number,
  spec: CompletionSuggestion,
  text: string,
  regex: boolean,
): CompletionHit[] {
  const m = index.fieldMapping(spec.field);
  if (!m || m.type !== 'completion') throw illegalArgument(`Field [${spec.field}] is not a completion suggest field`);
  const opts = m.completion!;
  const analyzerOf = (name: string) => {
    const a = index.analyzerByName(name);
    if (!a) throw illegalArgument(`analyzer [${name}] doesn't exists`);
    return a;
  };
  const indexAnalyzer = analyzerOf(m.analyzer ?? 'simple');
  const searchAnalyzer = analyzerOf(spec.analyzer ?? m.searchAnalyzer ?? m.analyzer ?? 'simple');
  const form = regex ? '' : completionForm(searchAnalyzer, text, opts.preserveSeparators, opts.preservePositionIncrements);
  const matches = keyMatcher(form, spec, regex, text);
  const contexts = queryContexts(m, spec);
  const hits: CompletionHit[] = [];
  const keys = new Map<string, string>();
  for (const leaf of searcher.leaves) {
    const col = leaf.segment.docValues.get(m.path);
    if (!col) continue;
    for (let doc = 0; doc < leaf.segment.maxDoc; doc++) {
      if (leaf.segment.liveDocs[doc] !== 1) continue;
      let best: CompletionHit | undefined;
      for (let i = col.start[doc]; i < col.start[doc + 1]; i++) {
        const entry = JSON.parse(col.values[i] as string) as CompletionEntry;
        let key = keys.get(entry.i);
        if (key === undefined) keys.set(entry.i, (key = completionForm(indexAnalyzer, entry.i, opts.preserveSeparators, opts.preservePositionIncrements)));
        const match = matches(key);
        if (!match) continue;
        let boost = match.boost;
        let matched: Map<string, Set<string>> | undefined;
        if (contexts.length > 0) {
          let ctxBoost = -1;
          matched = new Map();
          for (const q of contexts) {
            const values = entry.c && hasOwn(entry.c, q.name) ? entry.c[q.name] : [];
            for (const v of values) {
              if (q.prefix ? v.startsWith(q.value) : v === q.value) {
                ctxBoost = Math.max(ctxBoost, q.boost);
                if (!matched.has(q.name)) matched.set(q.name, new Set());
                matched.get(q.name)!.add(v);
              }
            }
          }
          if (ctxBoost < 0) continue;
          boost = boost === 0 ? ctxBoost : Math.fround(boost * ctxBoost);
        } else if (entry.c && opts.contexts.length > 0) {
          matched = new Map(Object.entries(entry.c).map(([k, vs]) => [k, new Set(vs)]));
        }
        // CompletionScorer.score: the weight, times the boost when there is one.
        const score = Math.fround(boost === 0 ? entry.w : entry.w === 0 ? boost : entry.w * boost);
        if (!best || score > best.score) best = { text: entry.i, score, contexts: matched, leaf, doc, shardOrder };
        else if (matched && best.contexts) for (const [k, vs] of matched) for (const v of vs) (best.contexts.get(k) ?? best.contexts.set(k, new Set()).get(k)!).add(v);
      }
      if (best) hits.push(best);
    }
  }
  hits.sort((a, b) => b.score - a.score || a.leaf.docBase + a.doc - (b.leaf.docBase + b.doc));
  return topHits(hits, spec.size, spec.skipDuplicates);
}

/** The first `size` hits, one per text when duplicates are skipped. */
export function topHits(sorted: CompletionHit[], size: number, skipDuplicates: boolean): CompletionHit[] {
  const out: CompletionHit[] = [];
  const seen = new Set<string>();
  for (const h of sorted) {
    if (out.length >= size) break;
    if (skipDuplicates) {
      if (seen.has(h.text)) continue;
      seen.add(h.text);
    }
    out.push(h);
  }
  return out;
}

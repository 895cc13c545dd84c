/**
 * ES's HighlightPhase for one hit: each requested field (a wildcard picks the mapped text and keyword fields the
 * highlighter can do), its options over the global ones, the query to highlight with (the field's
 * `highlight_query`, else the search's query as parsed, without alias filters or rescorers), and the
 * highlighter it names. The answer is in the order ES's HashMap of highlight fields iterates.
 */
import { illegalArgument } from '../../errors/catalog';
import type { IndexService } from '../../index/index-service';
import { intSetting } from '../../index/settings';
import type { Segment } from '../../index/segment';
import type { LeafFieldMapping } from '../../mapping/field-mapping';
import type { Query } from '../../query/query';
import { javaHashMapOrder } from '../../util/java-hash-map';
import { isSimpleMatchPattern, simpleMatch } from '../../util/simple-match';
import { analyzeValues, loadFieldValues, offsetSourceOf, postingsTokens, termVectorTokens, type OffsetSource } from './field-text';
import { fvhHighlight } from './fvh-highlighter';
import { fieldOptions, type FieldHighlightOptions, type HighlightRequest } from './highlight-request';
import { clausesFor, highlightClauses, type HighlightClause } from './highlight-terms';
import { plainHighlight } from './plain-highlighter';
import { MULTIVAL_SEP, unifiedHighlight } from './unified-highlighter';

export const HIGHLIGHTERS = ['unified', 'plain', 'fvh'] as const;

/** The highlighted fields of a hit, in ES's order. */
export type HitHighlight = Array<[field: string, fragments: string[]]>;

export interface HighlightHitContext {
  index: IndexService;
  segment: Segment;
  doc: number;
  /** The document as indexed (stored fields read from it). */
  fullSource: unknown;
  id: string;
  type: string;
  /** The search's query for this index, as parsed. */
  query: Query;
  /** Parses a `highlight_query` for this index. */
  parse: (json: unknown) => Query;
}

/** FastVectorHighlighter.canHighlight: term vectors with positions and offsets. */
export function fvhCanHighlight(m: LeafFieldMapping): boolean {
  return m.termVector.includes('positions') && m.termVector.includes('offsets');
}

function maxAnalyzedOffset(index: IndexService): number {
  return intSetting(index.settings, 'index.highlight.max_analyzed_offset', 1000000, 1);
}

function tooLong(field: string, ctx: HighlightHitContext, max: number, advice: string) {
  return illegalArgument(
    `The length of [${field}] field of [${ctx.id}] doc of [${ctx.index.name}] index has exceeded [${max}] - maximum allowed to be analyzed for highlighting. ` +
      `This maximum can be set by changing the [index.highlight.max_analyzed_offset] index level setting. For large texts, ${advice} is recommended!`,
  );
}

/** Which highlighter and offsets a field was highlighted with (for the page's view of a hit). */
export function highlighterUsed(type: string, m: LeafFieldMapping): { highlighter: string; offsets: OffsetSource | 'term_vectors' } {
  if (type === 'fvh') return { highlighter: 'fvh', offsets: 'term_vectors' };
  if (type === 'plain') return { highlighter: 'plain', offsets: 'analysis' };
  return { highlighter: 'unified', offsets: offsetSourceOf(m) };
}

function highlightField(name: string, m: LeafFieldMapping, o: FieldHighlightOptions, clauses: HighlightClause[], ctx: HighlightHitContext): string[] {
  const values = loadFieldValues(ctx.index, m, ctx.fullSource, o.forceSource);
  if (values.length === 0) return [];
  const own = clausesFor(clauses, name, o.requireFieldMatch);
  if (o.type === 'unified') {
    const source = offsetSourceOf(m);
    const max = maxAnalyzedOffset(ctx.index);
    if (source === 'analysis' && values.join(MULTIVAL_SEP).length > max) throw tooLong(name, ctx, max, 'indexing with offsets or term vectors');
    const tokens = source === 'analysis' ? analyzeValues(ctx.index, m, values)
      : source === 'term_vectors' ? termVectorTokens(ctx.segment, ctx.doc, name) ?? []
      : postingsTokens(ctx.segment, ctx.doc, name, own);
    return unifiedHighlight(values, tokens, own, o);
  }
  if (o.type === 'plain') {
    const max = maxAnalyzedOffset(ctx.index);
    for (const v of values) if (v.length > max) throw tooLong(name, ctx, max, 'indexing with offsets or term vectors, and highlighting with unified or fvh highlighter');
    return plainHighlight(values, (text) => analyzeValues(ctx.index, m, [text]), own, o, name);
  }
  if (!fvhCanHighlight(m)) throw illegalArgument(`the field [${name}] should be indexed with term vector with position offsets to be used with fast vector highlighter`);
  const fields = o.matchedFields.length > 0 ? o.matchedFields : [name];
  const tokenSets = fields.map((f) => ({ tokens: termVectorTokens(ctx.segment, ctx.doc, f) ?? [], clauses: clausesFor(clauses, f, o.requireFieldMatch) }));
  return fvhHighlight(values, tokenSets, m.type === 'text', o);
}

/** The `highlight` of one hit, or undefined when no field has fragments. */
export function highlightHit(req: HighlightRequest, ctx: HighlightHitContext): HitHighlight | undefined {
  const out = new Map<string, string[]>();
  const mainClauses = highlightClauses(ctx.query);
  for (const field of req.fields) {
    const o = fieldOptions(req, field);
    const wildcard = isSimpleMatchPattern(field.name);
    // MapperService.simpleMatchToFullName: field aliases match too.
    const names = wildcard ? [...ctx.index.fieldPaths(), ...ctx.index.fieldAliases().map((a) => a.path)].filter((p) => simpleMatch(field.name, p)) : [field.name];
    if (o.forceSource && ctx.index.mapping && !ctx.index.mapping.sourceEnabled) {
      throw illegalArgument(`source is forced for fields [${names.join(', ')}] but type [${ctx.type}] has disabled _source`);
    }
    const clauses = o.highlightQuery !== undefined ? highlightClauses(ctx.parse(o.highlightQuery)) : mainClauses;
    for (const name of names) {
      const m = ctx.index.fieldMapping(name);
      if (!m) continue;
      if (!(HIGHLIGHTERS as readonly string[]).includes(o.type)) throw illegalArgument(`unknown highlighter type [${o.type}] for the field [${name}]`);
      if (wildcard && ((m.type !== 'text' && m.type !== 'keyword') || (o.type === 'fvh' && !fvhCanHighlight(m)))) continue;
      // An alias is highlighted as its target (the query's terms are on it) and answered under its own name.
      const fragments = highlightField(m.path, m, o, clauses, ctx);
      if (fragments.length > 0) out.set(name, fragments);
    }
  }
  if (out.size === 0) return undefined;
  return javaHashMapOrder([...out.keys()]).map((k) => [k, out.get(k)!]);
}

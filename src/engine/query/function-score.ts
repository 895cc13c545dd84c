import { parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { isNumericType } from '../mapping/field-mapping';
import { compileScript, parseScriptSpec, type CompiledScript, type DocValuesAccess, type DocValuesKind } from '../script/index';
import { isObject } from '../util/json';
import { MatchAllQuery } from './queries';
import type { Query, SegmentContext } from './query';

type ScoreFn = (segment: Segment, doc: number, subScore: number) => number;

interface Fn {
  filter?: Query;
  weight?: number;
  fn?: ScoreFn;
}

/** Doc values of one segment as a script reads them. */
export function docValuesAccess(index: IndexService, segment: Segment): DocValuesAccess {
  return {
    kind(field: string): DocValuesKind {
      const m = index.fieldMapping(field);
      if (!m) return 'unmapped';
      if (m.type === 'date' || m.type === 'boolean' || m.type === 'keyword' || m.type === 'text') return m.type;
      if (isNumericType(m.type)) return ['long', 'integer', 'short', 'byte'].includes(m.type) ? 'long' : 'double';
      return 'unmapped';
    },
    values(field: string, doc: number) {
      const col = segment.docValues.get(field);
      if (!col) return [];
      const vs = col.values as Float64Array | string[];
      return vs.slice(col.start[doc], col.start[doc + 1]) as ArrayLike<number> | readonly string[];
    },
  };
}

/**
 * function_score (es-semantics §3.5): one unfiltered function gives the factor directly; several combine by
 * score_mode over those whose filter matches (1 when none); boost_mode joins it with the query score in
 * double, rounded once to float; min_score drops documents below it.
 */
export class FunctionScoreQuery implements Query {
  readonly kind = 'function_score';
  constructor(
    readonly query: Query,
    readonly functions: Fn[],
    readonly scoreMode: string,
    readonly boostMode: string,
    readonly maxBoost: number,
    readonly minScore: number | undefined,
    readonly boost: number,
    readonly scripts: CompiledScript[],
  ) {}

  matches(ctx: SegmentContext) {
    const sub = this.query.matches(ctx);
    const filterMaps = this.functions.map((f) => (f.filter ? f.filter.matches(ctx) : undefined));
    const out = new Map<number, number>();
    for (const [doc, raw] of sub) {
      const q = Math.fround(raw * this.boost);
      let factor: number;
      if (this.functions.length === 0) factor = 1;
      else if (this.functions.length === 1 && !this.functions[0].filter) factor = this.apply(0, ctx.segment, doc, q);
      else {
        const vals: number[] = [];
        const weights: number[] = [];
        this.functions.forEach((f, i) => {
          if (filterMaps[i] && !filterMaps[i]!.has(doc)) return;
          vals.push(this.apply(i, ctx.segment, doc, q));
          weights.push(f.weight ?? 1);
        });
        if (vals.length === 0) factor = 1;
        else {
          switch (this.scoreMode) {
            case 'sum': factor = vals.reduce((a, b) => a + b, 0); break;
            case 'avg': factor = vals.reduce((a, b) => a + b, 0) / weights.reduce((a, b) => a + b, 0); break;
            case 'first': factor = vals[0]; break;
            case 'max': factor = Math.max(...vals); break;
            case 'min': factor = Math.min(...vals); break;
            default: factor = vals.reduce((a, b) => a * b, 1);
          }
        }
      }
      const g = Math.min(factor, this.maxBoost);
      let score: number;
      switch (this.boostMode) {
        case 'replace': score = g; break;
        case 'sum': score = q + g; break;
        case 'avg': score = (q + g) / 2; break;
        case 'max': score = Math.max(q, g); break;
        case 'min': score = Math.min(q, g); break;
        default: score = q * g;
      }
      const f = Math.fround(score);
      if (this.minScore !== undefined && f < this.minScore) continue;
      out.set(doc, f);
    }
    return out;
  }

  private apply(i: number, segment: Segment, doc: number, subScore: number): number {
    const f = this.functions[i];
    const v = f.fn ? f.fn(segment, doc, subScore) : 1;
    return f.weight !== undefined ? f.weight * v : v;
  }
}

type QueryParser = (json: unknown, index: IndexService) => Query;

/** Parses `function_score`: query, functions (filter, weight, script_score, field_value_factor), modes. */
export function parseFunctionScore(body: unknown, index: IndexService, parseQuery: QueryParser): Query {
  if (!isObject(body)) throw parsingException('[function_score] malformed query, expected a START_OBJECT');
  const scripts: CompiledScript[] = [];
  const access = new WeakMap<Segment, DocValuesAccess>();
  const accessFor = (s: Segment) => {
    let a = access.get(s);
    if (!a) access.set(s, (a = docValuesAccess(index, s)));
    return a;
  };
  const fnOf = (def: Record<string, unknown>): ScoreFn | undefined => {
    if (isObject(def.script_score)) {
      const script = compileScript(parseScriptSpec(def.script_score.script), { typeName: index.mapping?.name });
      scripts.push(script);
      return (segment, doc, subScore) => script.execute(doc, subScore, accessFor(segment));
    }
    if (isObject(def.field_value_factor)) {
      const fvf = def.field_value_factor;
      const field = String(fvf.field);
      const factor = Number(fvf.factor ?? 1);
      const modifier = String(fvf.modifier ?? 'none');
      const missing = fvf.missing === undefined ? undefined : Number(fvf.missing);
      return (segment, doc) => {
        const vs = accessFor(segment).values(field, doc) as ArrayLike<number>;
        const v = vs.length > 0 ? Number(vs[0]) : missing;
        if (v === undefined) throw parsingException(`Missing value for field [${field}]`);
        const x = factor * v;
        const mods: Record<string, (n: number) => number> = {
          none: (n) => n, log: Math.log10, log1p: (n) => Math.log10(n + 1), log2p: (n) => Math.log10(n + 2), ln: Math.log,
          ln1p: (n) => Math.log(n + 1), ln2p: (n) => Math.log(n + 2), square: (n) => n * n, sqrt: Math.sqrt, reciprocal: (n) => 1 / n,
        };
        return (mods[modifier] ?? mods.none)(x);
      };
    }
    return undefined;
  };
  const functions: Fn[] = [];
  if (Array.isArray(body.functions)) {
    for (const f of body.functions) {
      if (!isObject(f)) continue;
      functions.push({ filter: f.filter !== undefined ? parseQuery(f.filter, index) : undefined, weight: f.weight === undefined ? undefined : Number(f.weight), fn: fnOf(f) });
    }
  } else {
    const fn = fnOf(body);
    if (fn || body.weight !== undefined) functions.push({ fn, weight: body.weight === undefined ? undefined : Number(body.weight) });
  }
  return new FunctionScoreQuery(
    body.query === undefined ? new MatchAllQuery() : parseQuery(body.query, index),
    functions,
    String(body.score_mode ?? 'multiply'),
    String(body.boost_mode ?? 'multiply'),
    body.max_boost === undefined ? Number.MAX_VALUE : Number(body.max_boost),
    body.min_score === undefined ? undefined : Number(body.min_score),
    Number(body.boost ?? 1),
    scripts,
  );
}

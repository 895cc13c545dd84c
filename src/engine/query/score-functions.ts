import { parsingException } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { isNumericType } from '../mapping/field-mapping';
import { parseDate } from '../mapping/date-format';
import { compileScript, parseScriptSpec, type CompiledScript, type DocValuesAccess, type DocValuesKind, type ScriptSpec } from '../script/index';
import { javaDoubleToString } from '../script/java-string';
import { murmur3Bytes } from '../util/murmur3';
import { isObject } from '../util/json';
import { doubleAtShard, doubleMember, floatMember } from './json-numbers';
import { utf8Encode } from '../util/utf8';
import { jf, matchExpl, type Explanation } from './explanation';
import type { LeafContext } from './query';
import { geoDecay } from './geo-decay';
import { table } from '../util/own';

/** One score function of function_score, evaluated per document in double (ES's ScoreFunction). */
export interface ScoreFunction {
  score(leaf: LeafContext, doc: number, subQueryScore: number): number;
  explain(leaf: LeafContext, doc: number, subQuery: Explanation): Explanation;
}

/** Doc values of one segment as a script reads them. */
export function docValuesAccess(index: IndexService, segment: Segment): DocValuesAccess {
  return {
    kind(field: string): DocValuesKind {
      const m = index.fieldMapping(field);
      if (!m) return 'unmapped';
      switch (m.type) {
        case 'date': case 'boolean': case 'keyword': case 'text': case 'ip': case 'geo_point': case 'binary':
          return m.type;
        case 'token_count':
          return 'long';
        default:
          if (isNumericType(m.type)) return ['long', 'integer', 'short', 'byte'].includes(m.type) ? 'long' : 'double';
          return 'unmapped';
      }
    },
    values(field: string, doc: number) {
      // A field alias reads its target's doc values (LeafDocLookup resolves it through MapperService.fullName).
      const col = segment.docValues.get(index.fieldMapping(field)?.path ?? field);
      if (!col) return [];
      // perf: a numeric column's values are a view, not a copy (a script reads them once per document).
      if (col.values instanceof Float64Array) return col.values.subarray(col.start[doc], col.start[doc + 1]);
      return col.values.slice(col.start[doc], col.start[doc + 1]);
    },
    exactLong(field: string, doc: number, i: number) {
      const col = segment.docValues.get(field);
      return col?.exact?.get(col.start[doc] + i);
    },
  };
}

/** Java's `Map.toString` for script params (`{factor=2}`). */
function javaMapString(v: unknown): string {
  if (isObject(v)) return `{${Object.entries(v).map(([k, x]) => `${k}=${javaMapString(x)}`).join(', ')}}`;
  if (Array.isArray(v)) return `[${v.map(javaMapString).join(', ')}]`;
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) < 2 ** 31 ? String(v) : javaDoubleToString(v);
  return String(v);
}

/** Script.toString as ES prints a script in explanations and query strings. */
export function scriptText(spec: ScriptSpec): string {
  if (spec.id !== undefined) return `Script{type=stored, lang='null', idOrCode='${spec.id}', options=null, params=${javaMapString(spec.params)}}`;
  return `Script{type=inline, lang='${spec.lang}', idOrCode='${spec.source}', options={}, params=${javaMapString(spec.params)}}`;
}

function scriptScore(def: Record<string, unknown>, index: IndexService, scripts: CompiledScript[]): ScoreFunction {
  const spec = parseScriptSpec(def.script);
  const script = compileScript(spec, { typeName: index.mapping?.name, storedScripts: index.storedScripts });
  scripts.push(script);
  const access = new WeakMap<Segment, DocValuesAccess>();
  const accessFor = (s: Segment) => {
    let a = access.get(s);
    if (!a) access.set(s, (a = docValuesAccess(index, s)));
    return a;
  };
  const text = scriptText(spec);
  const fn: ScoreFunction = {
    score: (leaf, doc, sub) => script.execute(doc, sub, accessFor(leaf.segment)),
    explain: (leaf, doc, sub) =>
      matchExpl(fn.score(leaf, doc, sub.value), `script score function, computed with script:"${text}" and parameters: \n${javaMapString(spec.params)}`, [
        matchExpl(sub.value, '_score: ', [sub]),
      ]),
  };
  return fn;
}

// Keyed by the modifier the user writes: without a prototype (`constructor` is no modifier).
const MODIFIERS = table<(n: number) => number>({
  none: (n) => n, log: Math.log10, log1p: (n) => Math.log10(n + 1), log2p: (n) => Math.log10(n + 2), ln: Math.log,
  ln1p: (n) => Math.log(n + 1), ln2p: (n) => Math.log(n + 2), square: (n) => n * n, sqrt: Math.sqrt, reciprocal: (n) => 1 / n,
});

function fieldValueFactor(def: Record<string, unknown>): ScoreFunction {
  const field = String(def.field);
  const factor = floatMember('field_value_factor', 'factor', def.factor) ?? 1;
  const modifier = String(def.modifier ?? 'none').toLowerCase();
  if (!MODIFIERS[modifier]) throw parsingException(`Illegal modifier [${def.modifier}] for field_value_factor`);
  const missing = doubleMember('field_value_factor', 'missing', def.missing);
  const fn: ScoreFunction = {
    score(leaf, doc) {
      const col = leaf.segment.docValues.get(leaf.searcher.index.fieldMapping(field)?.path ?? field);
      const has = col !== undefined && col.start[doc + 1] > col.start[doc];
      const v = has ? Number(col!.values[col!.start[doc]]) : missing;
      if (v === undefined) throw new EsError({ type: 'exception', reason: `Missing value for field [${field}]`, status: 500 });
      return MODIFIERS[modifier](factor * v);
    },
    explain(leaf, doc, sub) {
      const missingText = missing === undefined ? '' : `?:${javaDoubleToString(missing)}`;
      return matchExpl(fn.score(leaf, doc, sub.value), `field value function: ${modifier}(doc['${field}'].value${missingText} * factor=${jf(factor)})`);
    },
  };
  return fn;
}

/** Java's String.hashCode. */
function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** HPPC's BitMixer.mix32 / mix(key, seed). */
function mix32(k: number): number {
  k = Math.imul(k ^ (k >>> 16), 0x85ebca6b);
  k = Math.imul(k ^ (k >>> 13), 0xc2b2ae35);
  return k ^ (k >>> 16);
}

/** random_score: a per-document number in [0, 1) from the seed, the shard and the field's value (or the doc id). */
function randomScore(def: Record<string, unknown>, index: IndexService, now: number): ScoreFunction {
  const given = def.seed;
  if (given !== undefined && typeof given !== 'string' && !(typeof given === 'number' && Number.isInteger(given))) {
    // RandomScoreFunctionBuilder takes an int, a long or a string.
    const token = typeof given === 'number' ? 'VALUE_NUMBER' : typeof given === 'boolean' ? 'VALUE_BOOLEAN' : given === null ? 'VALUE_NULL' : Array.isArray(given) ? 'START_ARRAY' : 'START_OBJECT';
    throw parsingException(`random_score seed must be an int, long or string, not '${token}'`);
  }
  const seed = given === undefined ? mix32(Math.trunc(now)) : typeof given === 'string' ? javaStringHash(given) : Number(given) | 0;
  const field = def.seed === undefined ? undefined : def.field === undefined ? '_id' : String(def.field);
  const saltedSeed = (leaf: LeafContext) => mix32(seed ^ ((javaStringHash(index.name) << 10) | leaf.searcher.shardId));
  const fn: ScoreFunction = {
    score(leaf, doc) {
      const salted = saltedSeed(leaf);
      let hash: number;
      if (!field) hash = mix32((leaf.docBase + doc) ^ salted);
      else {
        const value = field === '_id' ? leaf.segment.ids[doc] : fieldValueText(leaf.segment, field, doc);
        hash = value === undefined ? salted : murmur3Bytes(utf8Encode(value), salted);
      }
      return (hash & 0x00ffffff) / Math.fround(1 << 24);
    },
    explain: (leaf, doc, sub) => matchExpl(fn.score(leaf, doc, sub.value), `random score function (seed: ${seed}, field: ${field ?? 'null'})`),
  };
  return fn;
}

function fieldValueText(segment: Segment, field: string, doc: number): string | undefined {
  if (field === '_seq_no') return String(segment.seqNos[doc]);
  const col = segment.docValues.get(field);
  if (!col || col.start[doc + 1] === col.start[doc]) return undefined;
  const v = col.values[col.start[doc]];
  return typeof v === 'number' ? (Number.isInteger(v) ? String(v) : javaDoubleToString(v)) : v;
}

/** Parses a decay `scale`/`offset`: a number, or for dates a time value such as `10d`. */
function distanceValue(kind: string, key: string, v: unknown, isDate: boolean): number {
  if (!isDate || typeof v === 'number') return doubleAtShard(kind, key, v)!;
  const m = /^(-?\d+(?:\.\d+)?)(nanos|micros|ms|s|m|h|d)$/.exec(String(v).trim());
  if (!m) throw parsingException(`failed to parse setting [scale] with value [${String(v)}] as a time value`);
  const unit: Record<string, number> = { nanos: 1e-6, micros: 1e-3, ms: 1, s: 1000, m: 60000, h: 3600000, d: 86400000 };
  return Number(m[1]) * unit[m[2]];
}

/** gauss / exp / linear decay on a numeric or date field, distance from `origin` beyond `offset` (DecayFunctionBuilder). */
function decay(kind: 'gauss' | 'exp' | 'linear', def: Record<string, unknown>, index: IndexService, now: number): ScoreFunction {
  const fields = Object.keys(def).filter((k) => k !== 'multi_value_mode');
  if (fields.length !== 1) throw parsingException(`[${kind}] malformed score function`);
  const field = fields[0];
  const spec = def[field];
  if (!isObject(spec)) throw parsingException(`[${kind}] malformed score function`);
  const m = index.fieldMapping(field);
  if (!m) throw parsingException(`unknown field [${field}]`);
  if (m.type === 'geo_point') return geoDecayFunction(kind, m.path, spec, String(def.multi_value_mode ?? 'min').toLowerCase());
  const isDate = m.type === 'date';
  if (!isDate && !isNumericType(m.type)) throw parsingException(`field [${field}] is of type [${m.type}], but only numeric types are supported.`);
  if (spec.scale === undefined) throw parsingException(`[${kind}] must provide scale`);
  const origin = spec.origin === undefined ? (isDate ? now : (() => { throw parsingException(`[${kind}] must provide origin`); })()) : isDate ? parseDate(spec.origin === 'now' ? now : spec.origin, m.format)! : doubleAtShard(kind, 'origin', spec.origin)!;
  const userScale = distanceValue(kind, 'scale', spec.scale, isDate);
  const offset = spec.offset === undefined ? 0 : distanceValue(kind, 'offset', spec.offset, isDate);
  const decayValue = doubleAtShard(kind, 'decay', spec.decay) ?? 0.5;
  const mode = String(def.multi_value_mode ?? 'min').toLowerCase();
  const scale = kind === 'gauss' ? (0.5 * userScale ** 2) / Math.log(decayValue) : kind === 'exp' ? Math.log(decayValue) / userScale : userScale / (1 - decayValue);
  const evaluate = (d: number) => (kind === 'gauss' ? Math.exp((0.5 * d ** 2) / scale) : kind === 'exp' ? Math.exp(scale * d) : Math.max(0, (scale - d) / scale));
  const distance = (leaf: LeafContext, doc: number) => {
    const col = leaf.segment.docValues.get(m.path);
    if (!col || col.start[doc + 1] === col.start[doc]) return 0;
    const ds: number[] = [];
    for (let i = col.start[doc]; i < col.start[doc + 1]; i++) ds.push(Math.max(0, Math.abs(Number(col.values[i]) - origin) - offset));
    if (mode === 'max') return Math.max(...ds);
    if (mode === 'avg') return ds.reduce((a, b) => a + b, 0) / ds.length;
    if (mode === 'sum') return ds.reduce((a, b) => a + b, 0);
    return Math.min(...ds);
  };
  const fn: ScoreFunction = {
    score: (leaf, doc) => evaluate(distance(leaf, doc)),
    explain(leaf, doc) {
      const d = distance(leaf, doc);
      const x = `${mode.toUpperCase()}[Math.max(Math.abs(x - origin(=${javaDoubleToString(origin)})) - offset(=${javaDoubleToString(offset)}), 0)]`;
      const text = kind === 'gauss' ? `exp(-0.5*pow(${x},2.0)/${javaDoubleToString(-1 * scale)})` : kind === 'exp' ? `exp(- ${x} * ${javaDoubleToString(-1 * scale)})` : `max(0.0, ((${javaDoubleToString(scale)} - ${x})/${javaDoubleToString(scale)})`;
      return matchExpl(evaluate(d), `Function for field ${field}:`, [matchExpl(evaluate(d), text)]);
    },
  };
  return fn;
}

/** The decay of a geo_point field (geo-decay.ts) as a score function. */
function geoDecayFunction(kind: 'gauss' | 'exp' | 'linear', field: string, spec: Record<string, unknown>, mode: string): ScoreFunction {
  const g = geoDecay(kind, field, spec, mode);
  const decayValue = doubleAtShard(kind, 'decay', spec.decay) ?? 0.5;
  const scale = kind === 'gauss' ? (0.5 * g.scale ** 2) / Math.log(decayValue) : kind === 'exp' ? Math.log(decayValue) / g.scale : g.scale / (1 - decayValue);
  const evaluate = (d: number) => (kind === 'gauss' ? Math.exp((0.5 * d ** 2) / scale) : kind === 'exp' ? Math.exp(scale * d) : Math.max(0, (scale - d) / scale));
  return {
    score: (leaf, doc) => evaluate(g.distance(leaf, doc)),
    explain(leaf, doc) {
      const v = evaluate(g.distance(leaf, doc));
      const x = g.describe(leaf, doc);
      const text = kind === 'gauss' ? `exp(-0.5*pow(${x},2.0)/${javaDoubleToString(-1 * scale)})` : kind === 'exp' ? `exp(- ${x} * ${javaDoubleToString(-1 * scale)})` : `max(0.0, ((${javaDoubleToString(scale)} - ${x})/${javaDoubleToString(scale)})`;
      return matchExpl(v, `Function for field ${field}:`, [matchExpl(v, text)]);
    },
  };
}

export interface FunctionContext {
  index: IndexService;
  now: number;
  scripts: CompiledScript[];
}

/** The score function named in a function_score entry (or at its top level), if any. */
export function parseScoreFunction(def: Record<string, unknown>, ctx: FunctionContext): ScoreFunction | undefined {
  if (isObject(def.script_score)) return scriptScore(def.script_score, ctx.index, ctx.scripts);
  if (isObject(def.field_value_factor)) return fieldValueFactor(def.field_value_factor);
  if (isObject(def.random_score)) return randomScore(def.random_score, ctx.index, ctx.now);
  for (const kind of ['gauss', 'exp', 'linear'] as const) if (isObject(def[kind])) return decay(kind, def[kind] as Record<string, unknown>, ctx.index, ctx.now);
  return undefined;
}

/**
 * ES's ValuesSourceConfig: where an aggregation's values come from (a field's doc values or a script), their kind
 * (numbers or bytes), their DocValueFormat and the `missing` value, resolved against one index's mapping.
 */
import { illegalArgument } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import type { LeafFieldMapping } from '../mapping/field-mapping';
import { hasNoFielddata, isNumericType } from '../mapping/field-mapping';
import { docValuesAccess } from '../query/score-functions';
import type { LeafContext } from '../query/query';
import { compileScript, type CompiledScript, type DocValuesAccess, type ScriptSpec } from '../script/index';
import { javaDoubleToString } from '../script/java-string';
import { ScriptList, ScriptMap } from '../script/painless/objects';
import type { DocValuesColumn, Segment } from '../index/segment';
import { BOOLEAN, dateFormat, decimalFormat, IP, RAW, type DocValueFormat } from './doc-value-format';
import type { TimeZone } from './time-zone';

/** What the aggregation accepts (ES's ValuesSourceType). */
export type SourceType = 'any' | 'numeric' | 'bytes';

/** The `field`/`script`/`missing`/`value_type`/`format` members, as parsed. */
export interface ValuesSourceSpec {
  field?: string;
  script?: ScriptSpec;
  missing?: unknown;
  valueType?: string;
  format?: string;
}

/** How numbers are typed in results: longs render as integers, doubles as doubles (`lterms` vs `dterms`). */
export type NumberKind = 'long' | 'double';

export interface ValuesSource {
  readonly kind: 'numeric' | 'bytes';
  readonly numberKind: NumberKind;
  /** The field's type (`keyword`, `date`, `boolean`...), or the value_type of an unmapped field or script. */
  readonly fieldType: string;
  readonly format: DocValueFormat;
  /** Values of a doc: ascending numbers, or distinct strings. */
  values(leaf: LeafContext, doc: number, score: number): ArrayLike<number> | readonly string[];
  /**
   * The doc-values column whose stored values these are, one for one (a field with no script and no `missing`):
   * an aggregation may read the column itself. A keyword's values come as stored there, repeats included.
   */
  readonly column?: string;
}

/**
 * What a collector makes of each leaf's doc-values column of a field (the column itself, its ordinals, its
 * hashes...), made once per leaf: leaves come in order, so only the last one is kept. Undefined for a leaf whose
 * segment has no such column (none of its docs has a value).
 */
export class PerLeafColumn<T> {
  private segment: Segment | undefined;
  private value: T | undefined;
  constructor(
    private readonly field: string,
    private readonly make: (column: DocValuesColumn) => T,
  ) {}

  of(leaf: LeafContext): T | undefined {
    if (leaf.segment !== this.segment) {
      this.segment = leaf.segment;
      const column = leaf.segment.docValues.get(this.field);
      this.value = column === undefined ? undefined : this.make(column);
    }
    return this.value;
  }
}

const NO_VALUES: readonly string[] = [];

export const fielddataDisabled = (field: string) =>
  illegalArgument(`Fielddata is disabled on text fields by default. Set fielddata=true on [${field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`);

const VALUE_TYPES = new Map<string, { kind: 'numeric' | 'bytes'; numberKind: NumberKind; type: string }>([
  ['string', { kind: 'bytes', numberKind: 'long', type: 'keyword' }],
  ['long', { kind: 'numeric', numberKind: 'long', type: 'long' }],
  ['integer', { kind: 'numeric', numberKind: 'long', type: 'long' }],
  ['double', { kind: 'numeric', numberKind: 'double', type: 'double' }],
  ['float', { kind: 'numeric', numberKind: 'double', type: 'double' }],
  ['number', { kind: 'numeric', numberKind: 'double', type: 'double' }],
  ['numeric', { kind: 'numeric', numberKind: 'double', type: 'double' }],
  ['date', { kind: 'numeric', numberKind: 'long', type: 'date' }],
  ['boolean', { kind: 'numeric', numberKind: 'long', type: 'boolean' }],
]);

export function checkValueType(valueType: string) {
  if (!VALUE_TYPES.has(valueType)) throw illegalArgument(`Unknown value type [${valueType}]`);
}

function formatFor(type: string, spec: ValuesSourceSpec, mapping: LeafFieldMapping | undefined, zone: TimeZone | undefined): DocValueFormat {
  if (type === 'date') return dateFormat(spec.format ?? mapping?.format, zone);
  if (type === 'boolean') return BOOLEAN;
  if (type === 'ip') return IP;
  if (spec.format !== undefined && type !== 'keyword') return decimalFormat(spec.format);
  return RAW;
}

function numberKindOf(type: string): NumberKind {
  return type === 'date' || type === 'boolean' || ['long', 'integer', 'short', 'byte'].includes(type) ? 'long' : 'double';
}

/** A column's values of one doc; keywords deduplicated (SortedSet doc values hold each value once). */
function columnValues(segment: Segment, field: string, doc: number, numeric: boolean): ArrayLike<number> | readonly string[] {
  const col = segment.docValues.get(field);
  if (!col) return numeric ? new Float64Array(0) : NO_VALUES;
  const from = col.start[doc];
  const to = col.start[doc + 1];
  if (col.numeric) return (col.values as Float64Array).subarray(from, to);
  const strings = col.values as string[];
  if (to - from <= 1) return to === from ? NO_VALUES : [strings[from]];
  const out: string[] = [];
  for (let i = from; i < to; i++) if (!out.includes(strings[i])) out.push(strings[i]);
  return out;
}

/**
 * Resolves the spec for one index. Undefined means unmapped without `missing`: the aggregation sees no values.
 * `want` is what the aggregation accepts; a bytes field given to a numeric aggregation is ES's error.
 */
export function resolveValuesSource(spec: ValuesSourceSpec, index: IndexService, want: SourceType, zone?: TimeZone, withScore?: () => void): ValuesSource | undefined {
  if (spec.field !== undefined) {
    const meta = metaFieldSource(spec, index, want);
    if (meta) return meta;
    const m = index.fieldMapping(spec.field);
    if (!m) return unmapped(spec, want, zone);
    if (m.type === 'text') throw fielddataDisabled(spec.field);
    if (hasNoFielddata(m.type)) throw illegalArgument(`Fielddata is not supported on field [${spec.field}] of type [${m.type}]`);
    const numeric = m.type !== 'keyword' && m.type !== 'ip';
    if (want === 'numeric' && !numeric) throw illegalArgument(`Expected numeric type on field [${spec.field}], but got [${m.type}]`);
    if (want === 'bytes' && numeric) throw illegalArgument(`Expected bytes type on field [${spec.field}], but got [${m.type}]`);
    const format = formatFor(m.type, spec, m, zone);
    const field = m.path;
    const missing = spec.missing === undefined ? undefined : numeric ? [format.parseNumber(spec.missing)] : [format.parseTerm ? format.parseTerm(spec.missing) : String(spec.missing)];
    const numberKind = isNumericType(m.type) ? numberKindOf(m.type) : 'long';
    if (spec.script !== undefined) return valueScript(spec, index, { kind: numeric ? 'numeric' : 'bytes', numberKind, fieldType: m.type, format, field, missing });
    return {
      kind: numeric ? 'numeric' : 'bytes',
      numberKind,
      fieldType: m.type,
      format,
      column: missing === undefined ? field : undefined,
      values(leaf, doc) {
        const v = columnValues(leaf.segment, field, doc, numeric);
        return v.length === 0 && missing ? missing as ArrayLike<number> | string[] : v;
      },
    };
  }
  if (spec.script !== undefined) return scriptSource(spec, index, want, zone, withScore);
  throw illegalArgument('Required one of fields [field, script], but none were specified. ');
}

/** `_index`, `_type` and `_id` as keyword values (6.8 aggregates on them from the index name and stored ids). */
function metaFieldSource(spec: ValuesSourceSpec, index: IndexService, want: SourceType): ValuesSource | undefined {
  const field = spec.field;
  if (field !== '_index' && field !== '_type' && field !== '_id') return undefined;
  if (want === 'numeric') throw illegalArgument(`Expected numeric type on field [${field}], but got [${field}]`);
  const name = [index.name];
  return {
    kind: 'bytes',
    numberKind: 'long',
    fieldType: 'keyword',
    format: RAW,
    values: (leaf, doc) => (field === '_index' ? name : field === '_type' ? [leaf.segment.types[doc]] : [leaf.segment.id(doc)]),
  };
}

function unmapped(spec: ValuesSourceSpec, want: SourceType, zone: TimeZone | undefined): ValuesSource | undefined {
  if (spec.missing === undefined) return undefined;
  const vt = spec.valueType ? VALUE_TYPES.get(spec.valueType) : undefined;
  const kind = vt?.kind ?? (want === 'numeric' ? 'numeric' : 'bytes');
  const type = vt?.type ?? (kind === 'numeric' ? 'double' : 'keyword');
  const format = formatFor(type, spec, undefined, zone);
  const missing = kind === 'numeric' ? Float64Array.of(format.parseNumber(spec.missing)) : [String(spec.missing)];
  return { kind, numberKind: vt?.numberKind ?? 'double', fieldType: type, format, values: () => missing };
}

/** A script over a field's values (`_value`), as ES's ValuesSource.WithScript: each value mapped, then re-sorted. */
function valueScript(
  spec: ValuesSourceSpec,
  index: IndexService,
  base: { kind: 'numeric' | 'bytes'; numberKind: NumberKind; fieldType: string; format: DocValueFormat; field: string; missing: unknown[] | undefined },
): ValuesSource {
  const script = compileScript(spec.script!, { typeName: index.mapping?.name, context: 'field', storedScripts: index.storedScripts });
  const access = new WeakMap<Segment, DocValuesAccess>();
  const numeric = base.kind === 'numeric';
  const javaType = !numeric ? 'String' : base.fieldType === 'boolean' ? 'boolean' : base.numberKind;
  return {
    kind: base.kind,
    numberKind: base.numberKind,
    fieldType: base.fieldType,
    format: base.format,
    values(leaf, doc, score) {
      let a = access.get(leaf.segment);
      if (!a) access.set(leaf.segment, (a = docValuesAccess(index, leaf.segment)));
      let vs = columnValues(leaf.segment, base.field, doc, numeric) as ArrayLike<number | string>;
      if (vs.length === 0 && base.missing) vs = base.missing as Array<number | string>;
      const out: Array<number | string> = [];
      for (let i = 0; i < vs.length; i++) {
        const r = script.evaluate(doc, score, a, { v: vs[i], type: javaType as 'long' | 'double' | 'String' | 'boolean' });
        out.push(...toValues(r, numeric, script));
      }
      return numeric ? Float64Array.from(out as number[]).sort() : (out as string[]);
    },
  };
}

/** ES's CollectionUtils.ensureNoSelfReferences on a script's returned maps and lists. */
function ensureNoSelfReferences(v: unknown, ancestors: Set<unknown> = new Set()) {
  const children = v instanceof ScriptMap ? [...v.entries.values()].map((e) => e.v) : v instanceof ScriptList ? v.items.map((s) => s.v) : undefined;
  if (!children) return;
  if (ancestors.has(v)) throw illegalArgument('Iterable object is self-referencing itself');
  ancestors.add(v);
  for (const c of children) ensureNoSelfReferences(c, ancestors);
  ancestors.delete(v);
}

/** A script's result as doc values: lists flatten, numbers as numbers or as Java's toString for bytes. */
function toValues(v: unknown, numeric: boolean, script: CompiledScript): Array<number | string> {
  ensureNoSelfReferences(v);
  const list = v instanceof ScriptList ? v.items.map((s) => s.v) : Array.isArray(v) ? v : v === null || v === undefined ? [] : [v];
  if (numeric) return list.map((x) => (typeof x === 'boolean' ? (x ? 1 : 0) : Number(x)));
  return list.map((x) => (typeof x === 'number' ? (script.resultType === 'int' || script.resultType === 'long' ? String(x) : javaDoubleToString(x)) : String(x)));
}

function scriptSource(spec: ValuesSourceSpec, index: IndexService, want: SourceType, zone: TimeZone | undefined, withScore?: () => void): ValuesSource {
  const vt = spec.valueType ? VALUE_TYPES.get(spec.valueType) : undefined;
  // ES: a script of an aggregation taking any values is read as bytes unless value_type says otherwise.
  const kind = vt?.kind ?? (want === 'numeric' ? 'numeric' : 'bytes');
  const type = vt?.type ?? (kind === 'numeric' ? 'double' : 'keyword');
  const script: CompiledScript = compileScript(spec.script!, { typeName: index.mapping?.name, context: 'field', storedScripts: index.storedScripts });
  if (script.needsScore) withScore?.();
  const access = new WeakMap<Segment, DocValuesAccess>();
  const format = formatFor(type, spec, undefined, zone);
  return {
    kind,
    numberKind: vt?.numberKind ?? 'double',
    fieldType: type,
    format,
    values(leaf, doc, score) {
      let a = access.get(leaf.segment);
      if (!a) access.set(leaf.segment, (a = docValuesAccess(index, leaf.segment)));
      const v = script.evaluate(doc, score, a);
      const list = toValues(v, kind === 'numeric', script);
      if (kind === 'numeric') return Float64Array.from(list as number[]).sort();
      return [...new Set(list as string[])];
    },
  };
}

/**
 * `doc` in a Painless script: ES's `LeafDocLookup` (a map from field name to `ScriptDocValues`) over the caller's
 * `DocValuesAccess`. Per-field objects are created once per compiled script and read the current document on each
 * access (perf: nothing is allocated per document except date objects). Missing values return ES 6.8's defaults
 * with its deprecation warning; unmapped and text fields fail as in 6.8.
 */
import { illegalArgumentJava, nullPointerJava } from '../script-errors';
import type { DocValuesAccess, DocValuesKind } from '../types';
import { defineClass, type JClass, type JMethod } from './jclass';
import * as objects from './objects';
import * as operators from './operators';
import * as state from './state';
import type { ExecState } from './state';
import * as values from './values';
import { DateValue } from './dates';
import { BytesRefValue, GeoPointValue } from './doc-value-objects';
import { hexToIp } from '../../util/ip';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { argInt, argString, indexOutOfBounds } = objects;
const { equals } = operators;
const { TBOOL, TDOUBLE, TINT, TLONG, TNULL, TOBJ, TSTRING } = state;
const { javaToString } = values;

export const GET_DATE_ON_DATE_WARNING = 'getDate is no longer necessary on date fields as the value is now a date.';
export const GET_DATES_ON_DATE_WARNING = 'getDates is no longer necessary on date fields as the values are now dates.';
export const GET_DATE_ON_NUMBER_WARNING = 'getDate on numeric fields is deprecated. Use a date field to get dates.';
export const GET_DATES_ON_NUMBER_WARNING = 'getDates on numeric fields is deprecated. Use a date field to get dates.';

export const MISSING_VALUE_WARNING =
  "returning default values for missing document values is deprecated. Set system property '-Des.scripting.exception_for_missing_value=true' to make behaviour compatible with future major versions!";

const NO_VALUES: readonly string[] = [];

const ret = (st: ExecState, t: number, v: unknown) => {
  st.t = t;
  return v;
};

/** One field's `ScriptDocValues`; its class follows the field's kind in the current mapping. */
export class DocField {
  cls: JClass = LONGS_CLASS;
  kind: DocValuesKind = 'long';
  private datesView: DocField | undefined;
  constructor(readonly field: string) {}

  /** The same values read as dates (`Longs.getDates()`: a numeric field's millis as `Dates`). */
  asDates(): DocField {
    if (this.datesView === undefined) {
      this.datesView = new DocField(this.field);
      this.datesView.kind = 'date';
      this.datesView.cls = DATES_CLASS;
    }
    return this.datesView;
  }

  values(st: ExecState): ArrayLike<number> | readonly string[] {
    // A caller may answer `undefined` for a field without values: read it as none.
    return (st.dv as DocValuesAccess).values(this.field, st.doc) ?? NO_VALUES;
  }

  /** Value `i` of a long field past 2^53, exact where the caller keeps it (else the double's own value). */
  exactLong(i: number, asDouble: number, st: ExecState): bigint {
    return (st.dv as DocValuesAccess).exactLong?.(this.field, st.doc, i) ?? BigInt(asDouble);
  }
}

/** Reads element `i` of the current document's values with the field's Java type; sets `st.t`. */
function element(self: DocField, values: ArrayLike<unknown>, i: number, st: ExecState): unknown {
  const v = values[i];
  switch (self.kind) {
    case 'long':
      // A long past 2^53 is a bigint (long-math.ts): its exact value, not the double the column holds.
      if (typeof v === 'number' && !Number.isSafeInteger(v)) return ret(st, TLONG, self.exactLong(i, v, st));
      return ret(st, TLONG, v);
    case 'double':
      return ret(st, TDOUBLE, v);
    case 'boolean':
      return ret(st, TBOOL, v !== 0 && v !== false);
    case 'date':
      return ret(st, TOBJ, new DateValue(v as number));
    case 'ip':
      return ret(st, TSTRING, hexToIp(v as string));
    case 'geo_point':
      return ret(st, TOBJ, GeoPointValue.fromDocValue(v as string));
    case 'binary':
      return ret(st, TOBJ, BytesRefValue.fromDocValue(v as string));
    default:
      return ret(st, TSTRING, v);
  }
}

/** `getValue()`: the first (smallest) value, or ES 6.8's default with a deprecation warning. */
function getValue(self: DocField, _a: unknown[], _t: ArrayLike<number>, st: ExecState): unknown {
  const values = self.values(st);
  if (values.length > 0) return element(self, values, 0, st);
  st.warnings.add(MISSING_VALUE_WARNING);
  switch (self.kind) {
    case 'long':
      return ret(st, TLONG, 0);
    case 'double':
      return ret(st, TDOUBLE, 0);
    case 'boolean':
      return ret(st, TBOOL, false);
    case 'date':
      return ret(st, TOBJ, new DateValue(0));
    default:
      return ret(st, TNULL, null);
  }
}

function getAt(self: DocField, index: number, st: ExecState): unknown {
  const values = self.values(st);
  if (index < 0 || index >= values.length) {
    throw indexOutOfBounds('array_index_out_of_bounds_exception', index, values.length);
  }
  return element(self, values, index, st);
}

function docValuesToString(self: DocField, st: ExecState): string {
  const values = self.values(st);
  const parts: string[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = element(self, values, i, st);
    parts.push(javaToString(v, st.t, st));
  }
  return `[${parts.join(', ')}]`;
}

const docValuesMethods: [string, JMethod][] = [
  ['getValue/0', getValue],
  ['get/1', (self: DocField, a, t, st) => getAt(self, argInt(a, t, 0), st)],
  ['size/0', (self: DocField, _a, _t, st) => ret(st, TINT, self.values(st).length)],
  ['getLength/0', (self: DocField, _a, _t, st) => ret(st, TINT, self.values(st).length)],
  ['isEmpty/0', (self: DocField, _a, _t, st) => ret(st, TBOOL, self.values(st).length === 0)],
  ['contains/1', (self: DocField, a, t, st) => {
    const values = self.values(st);
    for (let i = 0; i < values.length; i++) {
      const v = element(self, values, i, st);
      if (equals(v, st.t, a[0], t[0])) return ret(st, TBOOL, true);
    }
    return ret(st, TBOOL, false);
  }],
  ['toString/0', (self: DocField, _a, _t, st) => ret(st, TSTRING, docValuesToString(self, st))],
  ['equals/1', (self: DocField, a, _t, st) => ret(st, TBOOL, self === a[0])],
];

/** `getDate()`/`getDates()`: 5.x's date accessors, kept deprecated on date and numeric fields. */
function getDate(self: DocField, a: unknown[], t: ArrayLike<number>, st: ExecState): unknown {
  st.warnings.add(self.kind === 'date' ? GET_DATE_ON_DATE_WARNING : GET_DATE_ON_NUMBER_WARNING);
  return getValue(self.kind === 'date' ? self : self.asDates(), a, t, st);
}

function getDates(self: DocField, _a: unknown[], _t: ArrayLike<number>, st: ExecState): unknown {
  st.warnings.add(self.kind === 'date' ? GET_DATES_ON_DATE_WARNING : GET_DATES_ON_NUMBER_WARNING);
  return ret(st, TOBJ, self.kind === 'date' ? self : self.asDates());
}

/** GeoPoints' `getLat()`/`getLon()`: of the first point (a missing one is Java's NullPointerException). */
const geoPart = (part: 'lat' | 'lon') => (self: DocField, a: unknown[], t: ArrayLike<number>, st: ExecState): unknown => {
  const p = getValue(self, a, t, st);
  if (p === null) throw nullPointerJava();
  return ret(st, TDOUBLE, (p as GeoPointValue)[part]);
};

const docValuesList = {
  size: (self: DocField, st: ExecState) => self.values(st).length,
  get: (self: DocField, i: number, st: ExecState) => getAt(self, i, st),
};

const docValuesClass = (name: string, extra: [string, JMethod][] = []) =>
  defineClass(`org.elasticsearch.index.fielddata.ScriptDocValues.${name}`, [...docValuesMethods, ...extra], { list: docValuesList });

const dateAccessors: [string, JMethod][] = [['getDate/0', getDate], ['getDates/0', getDates]];
const LONGS_CLASS = docValuesClass('Longs', dateAccessors);
const DOUBLES_CLASS = docValuesClass('Doubles');
const BOOLEANS_CLASS = docValuesClass('Booleans');
const STRINGS_CLASS = docValuesClass('Strings');
const DATES_CLASS = docValuesClass('Dates', dateAccessors);
const GEO_POINTS_CLASS = docValuesClass('GeoPoints', [['getLat/0', geoPart('lat')], ['getLon/0', geoPart('lon')]]);
const BYTES_REFS_CLASS = docValuesClass('BytesRefs');
const IPS_CLASS = defineClass('org.elasticsearch.index.mapper.IpFieldMapper.IpFieldType.IpScriptDocValues', docValuesMethods, { list: docValuesList });

const CLASS_BY_KIND: Partial<Record<DocValuesKind, JClass>> = {
  long: LONGS_CLASS,
  double: DOUBLES_CLASS,
  boolean: BOOLEANS_CLASS,
  keyword: STRINGS_CLASS,
  date: DATES_CLASS,
  ip: IPS_CLASS,
  geo_point: GEO_POINTS_CLASS,
  binary: BYTES_REFS_CLASS,
};

/** `doc`: field lookups are cached per name; the kind is re-read whenever the caller's access object changes. */
export class DocLookup {
  readonly cls = DOC_CLASS;
  private readonly fields = new Map<string, DocField>();
  private kindsFrom: DocValuesAccess | undefined;

  constructor(private readonly typeName: string | undefined) {}

  /** `doc[name]` (LeafDocLookup.get): the field's doc values, or ES's error for unmapped and text fields. */
  field(name: string, st: ExecState): DocField {
    return this.check(this.fieldObject(name), st);
  }

  /** The per-script object of a field, created on first use (the compiler resolves literal names once). */
  fieldObject(name: string): DocField {
    let f = this.fields.get(name);
    if (f === undefined) {
      f = new DocField(name);
      this.fields.set(name, f);
      this.kindsFrom = undefined;
    }
    return f;
  }

  /** Brings the field's kind up to date with the caller's mapping and rejects fields scripts cannot read. */
  check(f: DocField, st: ExecState): DocField {
    const dv = st.dv as DocValuesAccess;
    if (this.kindsFrom !== dv) this.refreshKinds(dv);
    if (f.kind === 'unmapped') {
      const types = this.typeName === undefined ? '[]' : `[${this.typeName}]`;
      throw illegalArgumentJava(`No field found for [${f.field}] in mapping with types ${types}`);
    }
    if (f.kind === 'text') {
      throw illegalArgumentJava(
        `Fielddata is disabled on text fields by default. Set fielddata=true on [${f.field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`,
      );
    }
    return f;
  }

  /** `doc.containsKey(name)`: whether the field is mapped (not whether this document has a value). */
  containsKey(name: string, st: ExecState): boolean {
    return (st.dv as DocValuesAccess).kind(name) !== 'unmapped';
  }

  private refreshKinds(dv: DocValuesAccess): void {
    this.kindsFrom = dv;
    for (const f of this.fields.values()) {
      f.kind = dv.kind(f.field);
      f.cls = CLASS_BY_KIND[f.kind] ?? LONGS_CLASS;
    }
  }
}

const DOC_CLASS: JClass = defineClass(
  'org.elasticsearch.search.lookup.LeafDocLookup',
  [
    ['get/1', (self: DocLookup, a, t, st) => ret(st, TOBJ, self.field(argString(a, t, 0), st))],
    ['containsKey/1', (self: DocLookup, a, t, st) =>
      ret(st, TBOOL, t[0] === TSTRING && self.containsKey(a[0] as string, st))],
  ],
  {
    map: {
      get: (self: DocLookup, key, keyTag, st) => {
        if (keyTag !== TSTRING) return ret(st, TOBJ, self.field(javaToString(key, keyTag, st), st));
        return ret(st, TOBJ, self.field(key as string, st));
      },
    },
  },
);


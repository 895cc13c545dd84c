import { dateFormat } from '../aggregations/doc-value-format';
import { illegalArgument, parsingException } from '../errors/catalog';
import { notSupportedYet } from '../errors/not-supported-yet';
import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { intSetting } from '../index/settings';
import { hasNoFielddata, type LeafFieldMapping } from '../mapping/field-mapping';
import { parseDate } from '../mapping/date-format';
import { hexToIp } from '../util/ip';
import { isObject } from '../util/json';

/**
 * The fetch phase's `stored_fields` and `docvalue_fields` (6.8's StoredFieldsContext and DocValueFieldsContext):
 * which metadata and fields a hit carries besides `_source`.
 */

/** `stored_fields`: `_none_` drops the hit's metadata and source; a list (even empty) drops `_source` unless asked. */
export interface StoredFields {
  none: boolean;
  fields: string[];
}

export function parseStoredFields(json: unknown): StoredFields {
  const list = typeof json === 'string' ? [json] : Array.isArray(json) ? json : undefined;
  if (!list || list.some((f) => typeof f !== 'string')) throw parsingException('Expected [VALUE_STRING] or [START_ARRAY] in [stored_fields] but found [START_OBJECT]');
  if (list.includes('_none_')) {
    if (list.length > 1) throw parsingException('Cannot combine _none_ with other fields');
    return { none: true, fields: [] };
  }
  return { none: false, fields: list as string[] };
}

export const storedFieldsFromParam = (v: string): StoredFields => parseStoredFields(v.split(',').map((s) => s.trim()).filter(Boolean));

export interface DocValueField {
  field: string;
  format?: string;
}

export function parseDocValueFields(json: unknown): DocValueField[] {
  const list = Array.isArray(json) ? json : [json];
  return list.map((item) => {
    if (typeof item === 'string') return { field: item };
    if (isObject(item) && typeof item.field === 'string') {
      for (const k of Object.keys(item)) if (k !== 'field' && k !== 'format') throw parsingException(`[field_and_format] unknown field [${k}], parser not found`);
      return item.format === undefined || item.format === null ? { field: item.field } : { field: item.field, format: String(item.format) };
    }
    throw parsingException('Expected [VALUE_STRING] or [START_OBJECT] in [docvalue_fields] but found [START_ARRAY]');
  });
}

/** 6.8's deprecation for doc-value fields requested without a format (their output changes in 7.0). */
export function docValueFormatWarning(fields: DocValueField[]): string | undefined {
  const plain = fields.filter((f) => f.format === undefined).map((f) => f.field);
  if (plain.length === 0) return undefined;
  return 'There are doc-value fields which are not using a format. The output will change in 7.0 when doc value fields get formatted based on mappings by default. It is recommended to pass [format=use_field_mapping] with a doc value field in order to opt in for the future behaviour and ease the migration to 7.0: [' + plain.join(', ') + ']';
}

const wildcard = (pattern: string) => new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/**
 * The fields a name or pattern means in one index (MapperService.simpleMatchToFullName: field aliases included),
 * each with the name it is answered under: an alias keeps its own name and reads its target.
 */
function fieldsMatching(index: IndexService, name: string): Array<{ name: string; m: LeafFieldMapping }> {
  if (!name.includes('*')) {
    const m = index.fieldMapping(name);
    return m ? [{ name, m }] : [];
  }
  const re = wildcard(name);
  const names = [...index.fieldPaths(), ...index.fieldAliases().map((a) => a.path)].filter((p) => re.test(p));
  return names.flatMap((p) => {
    const m = index.fieldMapping(p);
    return m ? [{ name: p, m }] : [];
  });
}

/** Checks the requested doc-value fields against an index's mapping, with ES's fielddata error for text. */
export function validateDocValueFields(fields: DocValueField[], index: IndexService) {
  const max = intSetting(index.settings, 'index.max_docvalue_fields_search', 100, 0);
  if (fields.length > max) {
    throw illegalArgument(`Trying to retrieve too many docvalue_fields. Must be less than or equal to: [${max}] but was [${fields.length}]. This limit can be set by changing the [index.max_docvalue_fields_search] index level setting.`);
  }
  for (const f of fields) {
    for (const { m } of fieldsMatching(index, f.field)) {
      if (m.type === 'text') {
        throw illegalArgument(`Fielddata is disabled on text fields by default. Set fielddata=true on [${m.path}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`);
      }
      if (hasNoFielddata(m.type)) throw illegalArgument(`Fielddata is not supported on field [${m.path}] of type [${m.type}]`);
      if (f.format !== undefined && f.format !== 'use_field_mapping') {
        if (m.type === 'date' || m.type === 'keyword' || m.type === 'boolean' || !/^[#0]*(\.[#0]*)?$/.test(f.format)) throw notSupportedYet('docvalue_fields format', f.format);
      }
    }
  }
}

/** A DecimalFormat pattern of `#` and `0` digits (`#.0`, `0.00`), rounding half-even as Java does. */
function decimalFormat(value: number, pattern: string): string {
  const [intPart, fracPart = ''] = pattern.split('.');
  const minInt = (intPart.match(/0/g) ?? []).length;
  const minFrac = (fracPart.match(/0/g) ?? []).length;
  const maxFrac = fracPart.length;
  const scaled = value * 10 ** maxFrac;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const rounded = diff > 0.5 || (diff === 0.5 && floor % 2 !== 0) ? floor + 1 : floor;
  let [i, f = ''] = (rounded / 10 ** maxFrac).toFixed(maxFrac).split('.');
  const negative = i.startsWith('-');
  if (negative) i = i.slice(1);
  while (f.length > minFrac && f.endsWith('0')) f = f.slice(0, -1);
  i = i.replace(/^0+(?=\d)/, '');
  if (i === '0' && minInt === 0 && f.length > 0) i = '';
  i = i.padStart(minInt, '0');
  return `${negative ? '-' : ''}${i}${f ? `.${f}` : ''}`;
}

/** One doc's values of one field from doc values, as 6.8 renders them (without format: raw; dates as millis). */
function docValues(m: LeafFieldMapping, segment: Segment, doc: number, format: string | undefined): unknown[] {
  const col = segment.docValues.get(m.path);
  if (!col) return [];
  const out: unknown[] = [];
  for (let i = col.start[doc]; i < col.start[doc + 1]; i++) {
    const v = col.values[i];
    if (m.type === 'ip') out.push(hexToIp(String(v))); // kept as the hex of its 16 bytes
    else if (typeof v === 'string') out.push(v);
    else if (m.type === 'boolean') out.push(v !== 0);
    else if (m.type === 'date') out.push(format === 'use_field_mapping' ? dateFormat(m.format).format(v) : v);
    else if (format !== undefined && format !== 'use_field_mapping') out.push(decimalFormat(v, format));
    else out.push(v);
  }
  return out;
}

/** The hit's `fields` from doc values, or undefined when there are none. */
export function fetchDocValueFields(fields: DocValueField[], index: IndexService, segment: Segment, doc: number): Record<string, unknown[]> | undefined {
  let out: Record<string, unknown[]> | undefined;
  for (const f of fields) {
    // The metadata fields with doc values (SeqNoFieldMapper, VersionFieldMapper).
    const meta = f.field === '_seq_no' ? segment.seqNos[doc] : f.field === '_primary_term' ? 1 : f.field === '_version' ? segment.versions[doc] : undefined;
    if (meta !== undefined) (out ??= Object.create(null) as Record<string, unknown[]>)[f.field] = [meta];
    for (const { name, m } of fieldsMatching(index, f.field)) {
      const values = docValues(m, segment, doc, f.format);
      if (values.length > 0) (out ??= Object.create(null) as Record<string, unknown[]>)[name] = values;
    }
  }
  return out;
}

/** Values at a dotted path of a source, arrays flattened (objects in arrays walked). */
function sourceValues(source: unknown, path: string[]): unknown[] {
  if (path.length === 0) return Array.isArray(source) ? source.flat(Infinity) : [source];
  if (Array.isArray(source)) return source.flatMap((s) => sourceValues(s, path));
  if (!isObject(source)) return [];
  // A dotted key (`"a.b": 1`) and nested objects mean the same field.
  const out: unknown[] = [];
  for (let n = 1; n <= path.length; n++) {
    const key = path.slice(0, n).join('.');
    if (Object.prototype.hasOwnProperty.call(source, key)) out.push(...sourceValues(source[key], path.slice(n)));
  }
  return out;
}

/** A stored value as the field type gives it back (`valueForDisplay`). */
function storedValue(m: LeafFieldMapping, v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  switch (m.type) {
    case 'text': case 'keyword': return typeof v === 'string' ? v : String(v);
    case 'boolean': return v === true || v === 'true';
    case 'date': {
      // DateFieldType.valueForDisplay: printed with the field's format (its first pattern).
      const ms = parseDate(v, m.format);
      return ms === undefined ? undefined : dateFormat(m.format).format(ms);
    }
    default: return typeof v === 'number' ? v : Number(v);
  }
}

/** The hit's `fields` from the fields mapped with `store: true` (values as stored: the source's). */
export function fetchStoredFields(fields: string[], index: IndexService, source: unknown): Record<string, unknown[]> | undefined {
  let out: Record<string, unknown[]> | undefined;
  for (const name of fields) {
    if (name === '_source' || name === '*') continue;
    // A field alias answers its target's stored values under the requested name (FetchPhase's storedToRequestedFields).
    for (const { name: requested, m } of fieldsMatching(index, name)) {
      if (!m.store) continue;
      const values = sourceValues(source, m.path.split('.')).map((v) => storedValue(m, v)).filter((v) => v !== undefined);
      if (values.length > 0) (out ??= Object.create(null) as Record<string, unknown[]>)[requested] = values;
    }
  }
  return out;
}

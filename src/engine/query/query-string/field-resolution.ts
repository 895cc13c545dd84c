import type { IndexService } from '../../index/index-service';
import { simpleMatch, isSimpleMatchPattern } from '../../util/simple-match';

export interface WeightedField {
  field: string;
  boost: number;
}

/**
 * The field types a `*` (all fields) query string reaches: QueryParserHelper's ALLOWED_QUERY_MAPPER_TYPES in 6.8
 * (date, ip, keyword, the numbers, text); others would refuse a text term.
 */
const ALL_FIELDS_TYPES = new Set(['date', 'ip', 'keyword', 'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'text']);

/** QueryParserHelper.parseFieldsAndWeights: `name^2.5` gives the name and its boost (a float). */
export function parseFieldsAndWeights(specs: readonly string[]): WeightedField[] {
  return specs.map((spec) => {
    const hat = spec.lastIndexOf('^');
    if (hat < 0) return { field: spec, boost: 1 };
    return { field: spec.slice(0, hat), boost: Math.fround(Number(spec.slice(hat + 1))) };
  });
}

/**
 * QueryParserHelper.resolveMappingField: the fields a name or pattern reaches, with the weight. A plain name is
 * kept even when unmapped (its query then matches nothing); `*` skips types a text term cannot query; a pattern
 * skips metadata fields; a quoted part prefers `<field><quote_field_suffix>` when that field exists.
 */
export function resolveField(index: IndexService, fieldOrPattern: string, boost: number, acceptAllTypes: boolean, acceptMetadata: boolean, suffix?: string): WeightedField[] {
  const names = isSimpleMatchPattern(fieldOrPattern) ? index.fieldPaths().filter((f) => simpleMatch(fieldOrPattern, f)) : [fieldOrPattern];
  const out = new Map<string, number>();
  for (let name of names) {
    if (suffix && index.fieldMapping(name + suffix)) name += suffix;
    const m = index.fieldMapping(name);
    if (!m) {
      out.set(fieldOrPattern, boost);
      continue;
    }
    if (!acceptMetadata && name.startsWith('_')) continue;
    if (!acceptAllTypes && !ALL_FIELDS_TYPES.has(m.type)) continue;
    out.set(name, Math.max(out.get(name) ?? boost, boost));
  }
  return [...out].map(([field, b]) => ({ field, boost: b }));
}

/** QueryParserHelper.resolveMappingFields: each requested field or pattern resolved, weights of repeats multiplied. */
export function resolveFields(index: IndexService, fields: readonly WeightedField[], suffix?: string): WeightedField[] {
  const out = new Map<string, number>();
  for (const { field, boost } of fields) {
    const all = field === '*';
    for (const r of resolveField(index, field, boost, !all, !isSimpleMatchPattern(field), suffix)) {
      out.set(r.field, out.has(r.field) ? Math.fround(out.get(r.field)! * r.boost) : r.boost);
    }
  }
  return [...out].map(([field, b]) => ({ field, boost: b }));
}

/** `index.query.default_field` (default `*`): a list setting, given as an array or one name. */
export function indexDefaultFields(index: IndexService): string[] {
  const v = index.settings.get('index.query.default_field');
  if (v === undefined) return ['*'];
  if (Array.isArray(v)) return v;
  const s = String(v).trim();
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      /* a plain name */
    }
  }
  return s.split(',').map((x) => x.trim()).filter(Boolean);
}

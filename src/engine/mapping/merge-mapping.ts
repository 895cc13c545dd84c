import { illegalArgument } from '../errors/catalog';
import type { LeafFieldMapping, Mapping, ObjectMapping, TypeMapping } from './field-mapping';

/** Parameters that cannot change once a field exists (ES's `checkCompatibility`). */
const FIXED: Array<[keyof LeafFieldMapping, string]> = [
  ['index', 'index'],
  ['store', 'store'],
  ['docValues', 'doc_values'],
  ['termVector', 'term_vector'],
  ['analyzer', 'analyzer'],
  ['normalizer', 'normalizer'],
  ['indexOptions', 'index_options'],
];

/**
 * Merges `update` into `current`, returning a new mapping; throws ES's conflict errors and leaves
 * `current` untouched. New fields are added, existing leaves must stay compatible.
 */
export function mergeTypeMapping(current: TypeMapping, update: TypeMapping): TypeMapping {
  const conflicts: string[] = [];
  const root = mergeObject(current.root, update.root, conflicts);
  if (conflicts.length > 0) {
    throw illegalArgument(`Mapper for [${conflicts[0].split(']')[0].replace('mapper [', '')}] conflicts with existing mapping:\n[${conflicts.join(', ')}]`);
  }
  return {
    ...current,
    root,
    dateDetection: update.dateDetection,
    numericDetection: update.numericDetection,
    meta: update.meta ?? current.meta,
    dynamicTemplates: update.dynamicTemplates.length ? update.dynamicTemplates : current.dynamicTemplates,
    routingRequired: update.routingRequired || current.routingRequired,
  };
}

function mergeObject(current: ObjectMapping, update: ObjectMapping, conflicts: string[]): ObjectMapping {
  if (current.nested && !update.nested) throw illegalArgument(`object mapping [${current.path}] can't be changed from nested to non-nested`);
  if (!current.nested && update.nested) throw illegalArgument(`object mapping [${current.path}] can't be changed from non-nested to nested`);
  const properties = new Map(current.properties);
  for (const [name, incoming] of update.properties) {
    const existing = properties.get(name);
    if (!existing) {
      properties.set(name, incoming);
      continue;
    }
    properties.set(name, mergeMapping(existing, incoming, conflicts));
  }
  return { ...current, dynamic: update.dynamic ?? current.dynamic, properties };
}

function mergeMapping(existing: Mapping, incoming: Mapping, conflicts: string[]): Mapping {
  if (existing.kind === 'object' && incoming.kind === 'object') return mergeObject(existing, incoming, conflicts);
  // FieldAliasMapper.merge: an alias takes the new one (a new target); it never becomes anything else.
  if (existing.kind === 'alias') {
    if (incoming.kind === 'alias') return incoming;
    throw illegalArgument(`Cannot merge a field alias mapping [${existing.path}] with a mapping that is not for a field alias.`);
  }
  // FieldMapper.merge: a concrete field never becomes an alias (the merged type is the mapper's class name).
  if (existing.kind === 'leaf' && incoming.kind === 'alias') {
    throw illegalArgument(`mapper [${existing.path}] of different type, current_type [${existing.type}], merged_type [FieldAliasMapper]`);
  }
  if (existing.kind !== incoming.kind) {
    throw illegalArgument(
      existing.kind === 'object'
        ? `can't merge a non object mapping [${existing.path}] with an object mapping [${existing.path}]`
        : `Can't merge a non object mapping [${existing.path}] with an object mapping [${existing.path}]`,
    );
  }
  const a = existing as LeafFieldMapping;
  const b = incoming as LeafFieldMapping;
  if (a.type !== b.type) {
    throw illegalArgument(`mapper [${a.path}] of different type, current_type [${a.type}], merged_type [${b.type}]`);
  }
  for (const [key, name] of FIXED) {
    if (a[key] !== b[key]) conflicts.push(`mapper [${a.path}] has different [${name}]`);
  }
  if (a.type === 'text' && (a.searchAnalyzer ?? a.analyzer) !== (b.searchAnalyzer ?? b.analyzer) && b.searchAnalyzer === undefined) {
    // An update that omits search_analyzer keeps the existing one (ES allows changing it explicitly).
  }
  const fields = new Map(a.fields);
  for (const [name, sub] of b.fields) {
    const old = fields.get(name);
    fields.set(name, old ? (mergeMapping(old, sub, conflicts) as LeafFieldMapping) : sub);
  }
  return {
    ...a,
    searchAnalyzer: b.searchAnalyzer ?? a.searchAnalyzer,
    searchQuoteAnalyzer: b.searchQuoteAnalyzer ?? a.searchQuoteAnalyzer,
    ignoreAbove: b.ignoreAbove ?? a.ignoreAbove,
    fields,
    definition: { ...a.definition, ...b.definition },
  };
}

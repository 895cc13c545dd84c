/**
 * "What can be done with this field?" The field capabilities of one index's mapping, as 6.8's shard-level
 * FieldCapabilitiesFetcher answers them: every field whose full name matches a pattern (metadata fields included),
 * with its type name, whether it is searchable and aggregatable, and the objects above a matched field (`object` or
 * `nested`, neither searchable nor aggregatable).
 */
import { simpleMatch } from '../util/simple-match';
import type { FieldAliasMapping, LeafFieldMapping, Mapping, TypeMapping } from './field-mapping';

export interface FieldCaps {
  type: string;
  searchable: boolean;
  aggregatable: boolean;
}

/** Metadata fields of a 6.8 index with their capabilities (their MappedFieldTypes' isSearchable/isAggregatable). */
const METADATA_CAPS: readonly [string, FieldCaps][] = [
  ['_field_names', { type: '_field_names', searchable: true, aggregatable: false }],
  ['_id', { type: '_id', searchable: true, aggregatable: true }],
  ['_ignored', { type: '_ignored', searchable: true, aggregatable: false }],
  ['_index', { type: '_index', searchable: true, aggregatable: true }],
  ['_routing', { type: '_routing', searchable: true, aggregatable: false }],
  ['_seq_no', { type: '_seq_no', searchable: true, aggregatable: true }],
  ['_source', { type: '_source', searchable: false, aggregatable: false }],
  ['_type', { type: '_type', searchable: true, aggregatable: true }],
  ['_version', { type: '_version', searchable: false, aggregatable: true }],
];

/** A leaf field's capabilities: searchable when indexed, aggregatable with doc values (text: with fielddata). */
export function leafCaps(m: LeafFieldMapping): FieldCaps {
  switch (m.type) {
    case 'text':
      return { type: 'text', searchable: m.index, aggregatable: m.definition.fielddata === true || m.definition.fielddata === 'true' };
    case 'binary':
      return { type: 'binary', searchable: false, aggregatable: m.docValues };
    case 'geo_shape':
      return { type: 'geo_shape', searchable: true, aggregatable: false };
    case 'token_count':
      // TokenCountFieldMapper's field type is an integer NumberFieldType.
      return { type: 'integer', searchable: m.index, aggregatable: m.docValues };
    default:
      return { type: m.type, searchable: m.index, aggregatable: m.docValues };
  }
}

/** The capabilities of the fields of `mapping` that match one of `patterns` (simple wildcards), by full name. */
export function fieldCaps(mapping: TypeMapping | undefined, patterns: readonly string[]): Map<string, FieldCaps> {
  const matches = (name: string) => patterns.some((p) => simpleMatch(p, name));
  const out = new Map<string, FieldCaps>();
  for (const [name, caps] of METADATA_CAPS) if (matches(name)) out.set(name, caps);
  if (!mapping) return out;
  const leaves = new Map<string, LeafFieldMapping>();
  const aliases: Array<[FieldAliasMapping, Map<string, FieldCaps>]> = [];
  const walkLeaf = (m: LeafFieldMapping, parents: Map<string, FieldCaps>) => {
    leaves.set(m.path, m);
    if (matches(m.path)) {
      out.set(m.path, leafCaps(m));
      for (const [path, caps] of parents) if (!out.has(path)) out.set(path, caps);
    }
    for (const sub of m.fields.values()) walkLeaf(sub, parents);
  };
  const walk = (props: Map<string, Mapping>, parents: Map<string, FieldCaps>) => {
    for (const m of props.values()) {
      if (m.kind === 'leaf') {
        walkLeaf(m, parents);
        continue;
      }
      if (m.kind === 'alias') {
        aliases.push([m, parents]);
        continue;
      }
      const caps: FieldCaps = { type: m.nested ? 'nested' : 'object', searchable: false, aggregatable: false };
      walk(m.properties, new Map([...parents, [m.path, caps]]));
    }
  };
  walk(mapping.root.properties, new Map());
  // A field alias answers with its target's capabilities under its own name (MapperService.fullName resolves it).
  for (const [alias, parents] of aliases) {
    const target = leaves.get(alias.target);
    if (!target || !matches(alias.path)) continue;
    out.set(alias.path, leafCaps(target));
    for (const [path, caps] of parents) if (!out.has(path)) out.set(path, caps);
  }
  return out;
}

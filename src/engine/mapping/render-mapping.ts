import { setMember } from '../util/json';
import type { LeafFieldMapping, Mapping, ObjectMapping, TypeMapping } from './field-mapping';

/** The JSON of one field as GET _mapping shows it. */
export function renderField(m: Mapping): Record<string, unknown> {
  if (m.kind === 'object') return renderObject(m);
  if (m.kind === 'alias') return { type: 'alias', path: m.target };
  return renderLeaf(m);
}

function renderLeaf(m: LeafFieldMapping): Record<string, unknown> {
  const out: Record<string, unknown> = { ...m.definition };
  if (m.fields.size > 0) {
    const fields: Record<string, unknown> = {};
    for (const [name, sub] of m.fields) setMember(fields, name, renderLeaf(sub));
    out.fields = fields;
  }
  return out;
}

function renderObject(m: ObjectMapping): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (m.nested) {
    out.type = 'nested';
    if (m.nested.includeInParent) out.include_in_parent = true;
    if (m.nested.includeInRoot) out.include_in_root = true;
  }
  if (m.dynamic !== undefined) out.dynamic = m.dynamic === 'strict' ? 'strict' : m.dynamic === 'true';
  if (!m.enabled) out.enabled = false;
  if (m.properties.size > 0) out.properties = renderProperties(m.properties);
  return out;
}

function renderProperties(props: Map<string, Mapping>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // ES renders properties sorted by name.
  for (const name of [...props.keys()].sort()) setMember(out, name, renderField(props.get(name)!));
  return out;
}

/** The body of one type's mapping as GET _mapping renders it. */
export function renderTypeMapping(tm: TypeMapping): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (tm.root.dynamic !== undefined) out.dynamic = tm.root.dynamic === 'strict' ? 'strict' : tm.root.dynamic === 'true';
  if (tm.meta) out._meta = tm.meta;
  if (tm.routingRequired) out._routing = { required: true };
  if (!tm.sourceEnabled || tm.sourceIncludes.length || tm.sourceExcludes.length) {
    const src: Record<string, unknown> = {};
    if (!tm.sourceEnabled) src.enabled = false;
    if (tm.sourceIncludes.length) src.includes = tm.sourceIncludes;
    if (tm.sourceExcludes.length) src.excludes = tm.sourceExcludes;
    out._source = src;
  }
  if (!tm.dateDetection) out.date_detection = false;
  if (tm.numericDetection) out.numeric_detection = true;
  if (tm.dynamicTemplates.length) out.dynamic_templates = tm.dynamicTemplates;
  if (tm.root.properties.size > 0) out.properties = renderProperties(tm.root.properties);
  return out;
}

import type { BodyPosition } from './body-position';
import {
  ALIASES_BODY, ANALYZE_BODY, BULK_ACTION, BY_QUERY_BODY, COUNT_BODY, CREATE_INDEX_BODY, EXPLAIN_BODY, MAPPINGS, MSEARCH_HEADER,
  MTERMVECTORS_BODY, nodeAt, SEARCH_BODY, SETTINGS, TERMVECTORS_BODY, UPDATE_BODY, type SchemaNode,
} from './dsl-schema';

/** One completion in a body: what the list shows, and what follows a member name when it is inserted. */
export interface BodySuggestion {
  label: string;
  kind: 'key' | 'field' | 'value';
  doc?: string;
  /** For a member: the value's template after `": "` (`{$0}`, `[$0]`, `"$0"`, `$0`). */
  valueTemplate?: string;
}

/**
 * The schema of a request's body, from its method and path (`ndjsonLine`: the line's index in a bulk or msearch
 * body, whose lines alternate between a header and a document).
 */
export function bodySchema(method: string, path: string, ndjsonLine?: number): SchemaNode | undefined {
  const p = path.split('?')[0];
  const last = (re: RegExp) => re.test(p);
  if (last(/\/_bulk$/)) return ndjsonLine !== undefined && ndjsonLine % 2 === 1 ? undefined : BULK_ACTION;
  if (last(/\/_msearch$/)) return ndjsonLine !== undefined && ndjsonLine % 2 === 1 ? SEARCH_BODY : MSEARCH_HEADER;
  if (last(/\/_search$/)) return SEARCH_BODY;
  if (last(/\/(_count|_validate\/query)$/)) return COUNT_BODY;
  if (last(/\/_explain(\/[^/]+)?$/)) return EXPLAIN_BODY;
  if (last(/\/_mtermvectors$/)) return MTERMVECTORS_BODY;
  if (last(/\/_termvectors?(\/[^/]*)?$/)) return TERMVECTORS_BODY;
  if (last(/\/_analyze$/)) return ANALYZE_BODY;
  if (last(/\/_(delete|update)_by_query$/)) return BY_QUERY_BODY;
  if (last(/\/_update(\/[^/]+)?$/)) return UPDATE_BODY;
  if (last(/\/_mappings?(\/[^/]+)?$/)) return MAPPINGS;
  if (last(/\/_settings$/)) return SETTINGS;
  if (last(/^\/_aliases$/)) return ALIASES_BODY;
  if (method === 'PUT' && /^\/[^/_][^/]*\/?$/.test(p)) return CREATE_INDEX_BODY;
  return undefined;
}

const TEMPLATE: Record<string, string> = { object: '{$0}', array: '[$0]', string: '"$0"' };

/**
 * What to offer at a position of a body: the members the schema allows there (the index's fields where a field
 * is named), or the words a value may be. Never a member already written in the object, nor the word typed whole.
 */
export function bodySuggestions(schema: SchemaNode | undefined, pos: BodyPosition, indexFields: string[] = []): BodySuggestion[] {
  if (!schema || pos.slot === 'none') return [];
  const typed = pos.typed.toLowerCase();
  const keep = (label: string) => label.toLowerCase().startsWith(typed) && label !== pos.typed;
  if (pos.slot === 'key') {
    const node = nodeAt(schema, pos.path);
    if (!node) return [];
    const taken = new Set(pos.siblings);
    const out: BodySuggestion[] = [];
    if (node.fields) {
      for (const f of indexFields) out.push({ label: f, kind: 'field', doc: node.fields.doc, valueTemplate: TEMPLATE[node.fields.kind ?? ''] ?? '$0' });
    }
    for (const [k, n] of Object.entries(node.keys ?? {})) out.push({ label: k, kind: 'key', doc: n.doc, valueTemplate: TEMPLATE[n.kind ?? ''] ?? '$0' });
    return out.filter((s) => !taken.has(s.label) && keep(s.label));
  }
  const node = nodeAt(schema, pos.slot === 'value' ? [...pos.path, pos.key ?? ''] : pos.path);
  const values = node?.values ?? [];
  if (pos.slot === 'item' && !node?.values) return [];
  // A word of a string value is offered as is inside its quotes, quoted outside them.
  return values
    .map((v) => (pos.inString ? v.replace(/^"|"$/g, '') : node?.kind === 'string' ? `"${v}"` : v))
    .filter((v) => keep(pos.inString ? v : v.replace(/^"/, '')))
    .map((v) => ({ label: v, kind: 'value' as const, doc: node?.doc }));
}

/** The one-line doc of the member named `key` in the object at `path` (for hovers). */
export function memberDoc(schema: SchemaNode | undefined, path: string[], key: string): string | undefined {
  if (!schema) return undefined;
  const node = nodeAt(schema, path);
  if (!node) return undefined;
  if (node.keys && Object.hasOwn(node.keys, key)) return node.keys[key].doc;
  return (node.fields ?? node.named)?.doc;
}

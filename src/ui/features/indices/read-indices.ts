/** Reading the engine's answers for the indices sidebar: the index list, a mapping's fields, a page of ids. */

export interface IndexRow {
  name: string;
  docs: number;
  health?: string;
  /** Closed (`POST /{index}/_close`): listed, but it answers no search until opened. */
  closed?: boolean;
}

export interface MappedField {
  /** Dotted path, sub-fields (`fields`) included: `title.raw`. */
  path: string;
  type: string;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `GET /_cat/indices?format=json` rows, by name. */
export function indexRows(body: unknown): IndexRow[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter(isObj)
    .map((r) => ({
      name: String(r.index ?? ''),
      docs: Number(r['docs.count'] || 0),
      ...(typeof r.health === 'string' && r.health !== '' ? { health: r.health } : {}),
      ...(r.status === 'close' ? { closed: true } : {}),
    }))
    .filter((r) => r.name !== '')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The mapping type and its fields from `GET /{index}/_mapping` (6.x shape: index → mappings → type → properties). */
export function mappedFields(body: unknown, index: string): { type?: string; fields: MappedField[] } {
  const mappings = isObj(body) && isObj(body[index]) ? (body[index] as Record<string, unknown>).mappings : undefined;
  if (!isObj(mappings)) return { fields: [] };
  // Typed (6.x) answers nest the properties under the type name; typeless ones do not.
  const typeName = isObj(mappings.properties) ? undefined : Object.keys(mappings)[0];
  const root = typeName === undefined ? mappings : mappings[typeName];
  const fields: MappedField[] = [];
  const walk = (props: unknown, prefix: string) => {
    if (!isObj(props)) return;
    for (const name of Object.keys(props).sort()) {
      const def = props[name];
      if (!isObj(def)) continue;
      const path = prefix + name;
      fields.push({ path, type: typeof def.type === 'string' ? def.type : 'object' });
      walk(def.properties, `${path}.`);
      walk(def.fields, `${path}.`);
    }
  };
  walk(isObj(root) ? root.properties : undefined, '');
  return { ...(typeName !== undefined ? { type: typeName } : {}), fields };
}

/** Ids (and types) of a search answer's hits. */
export function hitIds(body: unknown): Array<{ id: string; type: string }> {
  const hits = isObj(body) && isObj(body.hits) && Array.isArray(body.hits.hits) ? body.hits.hits : [];
  return hits.filter(isObj).map((h) => ({ id: String(h._id), type: String(h._type ?? '_doc') }));
}

/** The term vectors request that the sidebar runs for one document: every field, with statistics. */
export function termVectorsPath(index: string, type: string, id: string): string {
  return `/${encodeURIComponent(index)}/${encodeURIComponent(type)}/${encodeURIComponent(id)}/_termvectors?fields=*&term_statistics=true&field_statistics=true`;
}

import { illegalArgument } from '../errors/catalog';
import type { LeafFieldMapping, Mapping, TypeMapping } from './field-mapping';

/**
 * The limits ES 6.8's MapperService checks on every mapping update (a put mapping, an index created
 * with mappings, fields a document adds dynamically): the number of fields, then the object depth.
 * and the number of `nested` fields.
 */
export interface MappingLimits {
  /** `index.mapping.total_fields.limit`: objects, fields and multi-fields, root and metadata excluded. */
  totalFields: number;
  /** `index.mapping.depth.limit`: the root is depth 1, its object fields depth 2, ... */
  depth: number;
  /** `index.mapping.nested_fields.limit`: how many `nested` objects a mapping may have. */
  nestedFields: number;
}

/** Throws ES's illegal_argument_exception when `next` (the merged mapping) is over a limit. */
export function checkMappingLimits(next: TypeMapping, previous: TypeMapping | undefined, index: string, limits: MappingLimits) {
  const objects: string[] = [];
  let fields = 0;
  const walkLeaf = (m: LeafFieldMapping) => {
    fields++;
    for (const sub of m.fields.values()) walkLeaf(sub);
  };
  const walk = (props: Map<string, Mapping>) => {
    for (const m of props.values()) {
      if (m.kind === 'leaf') walkLeaf(m);
      // FieldAliasMapper counts as one field towards the total.
      else if (m.kind === 'alias') fields++;
      else {
        objects.push(m.path);
        walk(m.properties);
      }
    }
  };
  walk(next.root.properties);
  if (objects.length + fields > limits.totalFields) {
    throw illegalArgument(`Limit of total fields [${limits.totalFields}] in index [${index}] has been exceeded`);
  }
  if (nestedCount(next.root.properties) > limits.nestedFields) {
    throw illegalArgument(`Limit of nested fields [${limits.nestedFields}] in index [${index}] has been exceeded`);
  }
  const tooDeep = objects.filter((path) => depthOf(path) > limits.depth);
  if (tooDeep.length > 0) {
    const first = firstInJavaHashMapOrder(tooDeep, objects.length, previous ? objectPaths(previous) : []);
    throw illegalArgument(`Limit of mapping depth [${limits.depth}] in index [${index}] has been exceeded due to object field [${first}]`);
  }
}

function nestedCount(props: Map<string, Mapping>): number {
  let n = 0;
  for (const m of props.values()) if (m.kind === 'object') n += (m.nested ? 1 : 0) + nestedCount(m.properties);
  return n;
}

/** The depth of an object field: dots in its path plus two (the root counts as one). */
function depthOf(path: string): number {
  let dots = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 0x2e) dots++;
  return dots + 2;
}

function objectPaths(tm: TypeMapping): string[] {
  const out: string[] = [];
  const walk = (props: Map<string, Mapping>) => {
    for (const m of props.values()) {
      if (m.kind === 'object') {
        out.push(m.path);
        walk(m.properties);
      }
    }
  };
  walk(tm.root.properties);
  return out;
}

/**
 * ES: the depth check walks the object paths of a java.util.HashMap (copied from the previous one,
 * then grown), so the field it names is the first violator in bucket order; within a bucket, old
 * entries come before new ones.
 */
function firstInJavaHashMapOrder(candidates: string[], size: number, previous: string[]): string {
  let capacity = previous.length > 0 ? tableSizeFor(Math.trunc(Math.fround(previous.length / 0.75) + 1)) : 16;
  while (size > Math.trunc(capacity * 0.75)) capacity *= 2;
  const old = new Set(previous);
  const bucket = (s: string) => {
    const h = javaStringHash(s);
    return (h ^ (h >>> 16)) & (capacity - 1);
  };
  const ranked = candidates.map((path, order) => ({ path, order, bucket: bucket(path), fresh: old.has(path) ? 0 : 1 }));
  ranked.sort((a, b) => a.bucket - b.bucket || a.fresh - b.fresh || a.order - b.order);
  return ranked[0].path;
}

function tableSizeFor(n: number): number {
  let cap = 1;
  while (cap < n) cap *= 2;
  return cap;
}

/** Java's String.hashCode over UTF-16 code units, as a signed 32-bit int. */
function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

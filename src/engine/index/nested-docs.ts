/**
 * The hidden documents of a `nested` field. ES indexes each object under a nested path as a document of its
 * own, in the same block as its parent (children first) and sharing its `_type` and `_id`. Searchpad keeps
 * a segment's parents as they are and derives, per segment and nested path, a segment of their children
 * (built once from the parents' sources, then cached with the segment): the `nested` query scores the
 * children there and joins each to its parent by `parentOf`; inner hits read their offsets from `offsets`.
 */
import type { ObjectMapping, Mapping } from '../mapping/field-mapping';
import { parseNestedObject } from '../mapping/parse-document';
import { isObject } from '../util/json';
import type { IndexService } from './index-service';
import { invertDocument } from './invert';
import type { Segment } from './segment';
import { SegmentWriter } from './segment-writer';

export interface NestedSegment {
  /** The children, in parent order (a parent's children in the order of its source). */
  segment: Segment;
  /** Child doc → its parent's doc in the parent segment. */
  parentOf: Int32Array;
  /** Child doc → its offset in the parent's array at the path (`_nested.offset`). */
  offsets: Int32Array;
}

const CACHE = new WeakMap<Segment, Map<string, NestedSegment & { mapping: unknown }>>();
/** The segments of hidden nested documents, each with its parents' segment (no `_primary_term`: the non-nested filter leaves them out). */
const CHILD_SEGMENTS = new WeakMap<Segment, Segment>();

export const isNestedChildSegment = (segment: Segment): boolean => CHILD_SEGMENTS.has(segment);

/** The segment of parents a segment of nested documents was made from (undefined for a segment of parents). */
export const parentSegmentOf = (segment: Segment): Segment | undefined => CHILD_SEGMENTS.get(segment);

/** The nested object mapping at a path, if the path is one. */
export function nestedMappingAt(index: IndexService, path: string): ObjectMapping | undefined {
  let props = index.mapping?.root.properties;
  let m: Mapping | undefined;
  for (const part of path.split('.')) {
    m = props?.get(part);
    if (!m || m.kind !== 'object') return undefined;
    props = m.properties;
  }
  return m?.kind === 'object' ? m : undefined;
}

/** The objects at a path of a source, each with its offset: arrays are flattened as ES's parser walks them. */
export function objectsAt(source: unknown, path: string): Array<Record<string, unknown>> {
  let level: unknown[] = [source];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const v of level) {
      if (!isObject(v)) continue;
      const child = Object.prototype.hasOwnProperty.call(v, part) ? v[part] : undefined;
      if (Array.isArray(child)) next.push(...child.flat(Infinity));
      else if (child !== undefined && child !== null) next.push(child);
    }
    level = next;
  }
  return level.filter(isObject);
}

/** The children of a segment's documents at a nested path (cached per segment). */
export function nestedSegment(index: IndexService, segment: Segment, path: string, mapping: ObjectMapping): NestedSegment {
  let byPath = CACHE.get(segment);
  if (!byPath) CACHE.set(segment, (byPath = new Map()));
  const cached = byPath.get(path);
  // Built under this mapping (a put mapping since may index more of the children's fields).
  if (cached && cached.mapping === index.mapping) return cached;
  const writer = new SegmentWriter();
  const parentOf: number[] = [];
  const offsets: number[] = [];
  const tm = index.mapping!;
  for (let doc = 0; doc < segment.maxDoc; doc++) {
    const source = index.storedSource(segment.sources.get(doc));
    const id = segment.id(doc);
    objectsAt(source, path).forEach((obj, offset) => {
      const parsed = parseNestedObject(obj, tm, mapping, id);
      const meta = { id, type: segment.types[doc], source: obj, version: segment.versions[doc], seqNo: segment.seqNos[doc], primaryTerm: 1, routing: segment.routings[doc] };
      writer.add(invertDocument(parsed, meta, (m) => index.indexAnalyzer(m)));
      parentOf.push(doc);
      offsets.push(offset);
    });
  }
  const built = { segment: writer.build(), parentOf: Int32Array.from(parentOf), offsets: Int32Array.from(offsets), mapping: index.mapping };
  CHILD_SEGMENTS.set(built.segment, segment);
  byPath.set(path, built);
  return built;
}

/**
 * How many hidden documents the live parents of a segment hold (ES counts them in `docs.count`); with
 * `deletedToo`, every parent's (they count in the Lucene segment's maxDoc).
 */
export function nestedDocCount(index: IndexService, segment: Segment, deletedToo = false): number {
  const paths: Array<[string, ObjectMapping]> = [];
  const walk = (props: Map<string, Mapping>) => {
    for (const m of props.values()) {
      if (m.kind !== 'object') continue;
      if (m.nested) paths.push([m.path, m]);
      walk(m.properties);
    }
  };
  if (index.mapping) walk(index.mapping.root.properties);
  let n = 0;
  for (const [path] of paths) {
    for (let doc = 0; doc < segment.maxDoc; doc++) {
      if (deletedToo || segment.liveDocs[doc] === 1) n += objectsAt(index.storedSource(segment.sources.get(doc)), path).length;
    }
  }
  return n;
}

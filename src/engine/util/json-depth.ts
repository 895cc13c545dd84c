import { xContentParseException } from '../errors/catalog';

/**
 * How deep a request body may nest (objects and arrays), checked before anything walks it recursively:
 * Jackson's default `StreamReadConstraints.maxNestingDepth`. Elasticsearch 6.8 has no limit and its
 * node dies of a StackOverflowError on a body a few thousand levels deep; here such a body is a 400.
 */
export const MAX_NESTING_DEPTH = 1000;

/**
 * The nesting depth of a parsed JSON value when it is over `limit` (the depth of the first container past the
 * limit, so `limit + 1`), else undefined. The walk stops at the limit: it never recurses deeper than that.
 */
export function depthOver(value: unknown, limit = MAX_NESTING_DEPTH): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return deeperThan(value, 1, limit) ? limit + 1 : undefined;
}

// perf: every request body is checked; a recursive walk allocates nothing (a stack of pairs did, per container).
function deeperThan(v: object, depth: number, limit: number): boolean {
  if (depth > limit) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x === 'object' && x !== null && deeperThan(x, depth + 1, limit)) return true;
    }
    return false;
  }
  for (const k in v) {
    const x: unknown = (v as Record<string, unknown>)[k];
    if (typeof x === 'object' && x !== null && deeperThan(x, depth + 1, limit)) return true;
  }
  return false;
}

/** Throws ES's x_content_parse_exception for a body nested deeper than the limit. */
export function checkNestingDepth(value: unknown, textLength = Infinity) {
  // Each level takes two characters at least: a shorter text cannot be too deep.
  if (textLength < 2 * MAX_NESTING_DEPTH) return;
  const depth = depthOver(value);
  if (depth !== undefined) throw nestingTooDeep(depth);
}

/** The error for a body `depth` levels deep. */
export const nestingTooDeep = (depth: number) =>
  xContentParseException(`Document nesting depth (${depth}) exceeds the maximum allowed (${MAX_NESTING_DEPTH}, from \`StreamReadConstraints.getMaxNestingDepth()\`)`);

import { xContentParseException } from '../errors/catalog';

/**
 * How deep a request body may nest (objects and arrays), checked before anything walks it recursively:
 * Jackson's default `StreamReadConstraints.maxNestingDepth`. Elasticsearch 6.8 has no limit and its
 * node dies of a StackOverflowError on a body a few thousand levels deep; here such a body is a 400.
 */
export const MAX_NESTING_DEPTH = 1000;

/**
 * The nesting depth of a parsed JSON value when it is over `limit` (counted without recursion, and
 * stopping at the first container past the limit), else undefined.
 */
export function depthOver(value: unknown, limit = MAX_NESTING_DEPTH): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (depth > limit) return depth;
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x === 'object' && x !== null) stack.push([x, depth + 1]);
    } else {
      for (const k in v as object) {
        const x = (v as Record<string, unknown>)[k];
        if (typeof x === 'object' && x !== null) stack.push([x, depth + 1]);
      }
    }
  }
  return undefined;
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

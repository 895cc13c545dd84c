import { javaFloatToString } from '../util/float';

/**
 * Lucene's Explanation: a float value, a description and the details it was computed from. `match`
 * says whether the document matched; a non-matching explanation carries value 0.
 */
export interface Explanation {
  match: boolean;
  value: number;
  description: string;
  details: Explanation[];
}

export function matchExpl(value: number, description: string, details: Explanation[] = []): Explanation {
  return { match: true, value: Math.fround(value), description, details };
}

export function noMatchExpl(description: string, details: Explanation[] = []): Explanation {
  return { match: false, value: 0, description, details };
}

/** Java's `Float.toString`, as Lucene embeds numbers in descriptions (`termFreq=1.0`). */
export const jf = javaFloatToString;

/** Lucene's `Explanation.toString()`: indented lines `value = description`, used inside descriptions. */
export function explanationToString(e: Explanation, depth = 0): string {
  let s = `${'  '.repeat(depth)}${jf(e.value)} = ${e.description}\n`;
  for (const d of e.details) s += explanationToString(d, depth + 1);
  return s;
}

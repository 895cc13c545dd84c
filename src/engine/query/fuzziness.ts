import { numberFormat, parseException } from '../errors/catalog';
import { parseJavaDouble } from '../util/java-numbers';

/**
 * Elasticsearch 6.8's Fuzziness: `AUTO` (edits by term length: under 3 code points 0, under 6 one, else two),
 * `AUTO:low,high`, or a number read as a float and capped at 2 (`"3"` is 2, `"0.5"` is 0).
 */
export type Fuzziness = { auto: true; low: number; high: number } | { auto: false; text: string };

export function parseFuzziness(value: unknown): Fuzziness {
  const text = String(value);
  const upper = text.toUpperCase();
  if (upper === 'AUTO') return { auto: true, low: 3, high: 6 };
  if (upper.startsWith('AUTO:')) {
    const parts = text.slice(5).split(',');
    if (parts.length !== 2) throw parseException('failed to find low and high distance values');
    const [low, high] = parts.map((p) => javaInt(p.trim()));
    if (low > high) throw parseException('fuzziness wrongly configured, must be: lowDistance <= highDistance.');
    return { auto: true, low, high };
  }
  return { auto: false, text };
}

function javaInt(s: string): number {
  if (!/^[+-]?\d+$/.test(s) || Number(s) > 2147483647 || Number(s) < -2147483648) throw numberFormat(`For input string: "${s}"`);
  return Number(s);
}

/** Fuzziness.asDistance: the edit distance for one term (`termLen` counts code points). */
export function editDistance(f: Fuzziness, term: string): number {
  if (f.auto) {
    const len = [...term].length;
    return len < f.low ? 0 : len < f.high ? 1 : 2;
  }
  let d: number;
  try {
    d = parseJavaDouble(f.text);
  } catch {
    // Float.parseFloat's NumberFormatException
    throw numberFormat(f.text.trim() === '' ? 'empty String' : `For input string: "${f.text}"`);
  }
  return Math.min(2, Math.trunc(Math.fround(d)));
}

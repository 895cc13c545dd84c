/**
 * moving_fn's script functions (ES's MovingFunctions), for scripts that are one call such as
 * `MovingFunctions.unweightedAvg(values)` or `MovingFunctions.ewma(values, 0.3)`. NaN values are skipped as ES does.
 */
import { illegalArgument } from '../../errors/catalog';

const real = (values: number[]) => values.filter((v) => !Number.isNaN(v));

export const MOVING_FUNCTIONS: Record<string, (values: number[], args: number[]) => number> = {
  max: (v) => (real(v).length ? Math.max(...real(v)) : Number.NaN),
  min: (v) => (real(v).length ? Math.min(...real(v)) : Number.NaN),
  sum: (v) => real(v).reduce((a, b) => a + b, 0),
  unweightedAvg: (v) => (real(v).length ? real(v).reduce((a, b) => a + b, 0) / real(v).length : Number.NaN),
  stdDev: (v, [avg]) => {
    const r = real(v);
    if (r.length === 0 || Number.isNaN(avg)) return Number.NaN;
    return Math.sqrt(r.reduce((s, x) => s + (x - avg) ** 2, 0) / r.length);
  },
  linearWeightedAvg: (v) => {
    let avg = 0;
    let total = 1;
    let current = 1;
    for (const x of real(v)) {
      avg += x * current;
      total += current;
      current++;
    }
    return total === 1 ? Number.NaN : avg / total;
  },
  ewma: (v, [alpha]) => {
    let avg = Number.NaN;
    let first = true;
    for (const x of real(v)) {
      if (first) {
        avg = x;
        first = false;
      } else avg = x * alpha + avg * (1 - alpha);
    }
    return avg;
  },
};

const CALL = /^\s*(?:return\s+)?MovingFunctions\.(\w+)\(\s*values\s*((?:,\s*[^,()]+\s*)*|,\s*MovingFunctions\.unweightedAvg\(\s*values\s*\)\s*)\)\s*;?\s*$/;

/** Compiles a moving_fn script of one MovingFunctions call; others are refused with a 400 naming the script. */
export function compileMovingFunction(source: string): (values: number[]) => number {
  const m = CALL.exec(source);
  const fn = m ? MOVING_FUNCTIONS[m[1]] : undefined;
  if (!m || !fn) throw illegalArgument(`moving_fn script [${source}] is not supported: Searchpad runs one MovingFunctions call (max, min, sum, unweightedAvg, linearWeightedAvg, stdDev, ewma) over [values]`);
  const rest = m[2].replace(/^\s*,/, '').trim();
  if (rest.startsWith('MovingFunctions.unweightedAvg')) return (values) => fn(values, [MOVING_FUNCTIONS.unweightedAvg(values, [])]);
  const args = rest === '' ? [] : rest.split(',').map((a) => Number(a.trim()));
  if (args.some((a) => Number.isNaN(a))) throw illegalArgument(`moving_fn script [${source}] is not supported: arguments must be numbers`);
  return (values) => fn(values, args);
}

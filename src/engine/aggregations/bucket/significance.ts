/**
 * Significance heuristics of significant_terms/significant_text (ES's SignificanceHeuristic), over the subset (the
 * bucket's docs) and the superset (the index, or its background_filter): JLH (the default), percentage,
 * mutual_information and chi_square (with include_negatives and background_is_superset).
 */
import { illegalArgument } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { unknownField } from '../parse-helpers';

export interface Heuristic {
  readonly name: string;
  score(subsetFreq: number, subsetSize: number, supersetFreq: number, supersetSize: number): number;
}

const jlh: Heuristic = {
  name: 'jlh',
  score(subsetFreq, subsetSize, supersetFreq, supersetSize) {
    if (subsetSize === 0 || supersetSize === 0 || supersetFreq === 0) return 0;
    const subP = subsetFreq / subsetSize;
    const supP = supersetFreq / supersetSize;
    const abs = subP - supP;
    if (abs <= 0) return 0;
    return abs * (subP / supP);
  },
};

const percentage: Heuristic = {
  name: 'percentage',
  score: (subsetFreq, _s, supersetFreq) => (supersetFreq === 0 ? 0 : subsetFreq / supersetFreq),
};

/** The contingency table of NXY significance heuristics (ES: NXYSignificanceHeuristic.computeNxys). */
function nxys(subsetFreq: number, subsetSize: number, supersetFreq: number, supersetSize: number, backgroundIsSuperset: boolean) {
  const N11 = subsetFreq;
  const N01 = backgroundIsSuperset ? supersetFreq - subsetFreq : supersetFreq;
  const N10 = subsetSize - subsetFreq;
  const N00 = backgroundIsSuperset ? supersetSize - supersetFreq - (subsetSize - subsetFreq) : supersetSize - supersetFreq;
  const N = backgroundIsSuperset ? supersetSize : supersetSize + subsetSize;
  const N1_ = N10 + N11;
  const N0_ = N00 + N01;
  const N_1 = N01 + N11;
  const N_0 = N00 + N10;
  return { N11, N01, N10, N00, N, N1_, N0_, N_1, N_0 };
}

function nxyOptions(type: string, body: Record<string, unknown>) {
  let includeNegatives = false;
  let backgroundIsSuperset = true;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'include_negatives') includeNegatives = v === true;
    else if (k === 'background_is_superset') backgroundIsSuperset = v !== false;
    else throw unknownField(type, k);
  }
  return { includeNegatives, backgroundIsSuperset };
}

function mutualInformation(body: Record<string, unknown>): Heuristic {
  const { includeNegatives, backgroundIsSuperset } = nxyOptions('mutual_information', body);
  const term = (nxy: number, n: number, nx: number, ny: number) => {
    const r = (nxy / n) * Math.log2((n * nxy) / (nx * ny));
    return Number.isNaN(r) ? 0 : r;
  };
  return {
    name: 'mutual_information',
    score(a, b, c, d) {
      const x = nxys(a, b, c, d, backgroundIsSuperset);
      if (!includeNegatives && x.N11 / x.N_1 < x.N10 / x.N_0) return -Infinity;
      return term(x.N00, x.N, x.N0_, x.N_0) + term(x.N01, x.N, x.N0_, x.N_1) + term(x.N10, x.N, x.N1_, x.N_0) + term(x.N11, x.N, x.N1_, x.N_1);
    },
  };
}

function chiSquare(body: Record<string, unknown>): Heuristic {
  const { includeNegatives, backgroundIsSuperset } = nxyOptions('chi_square', body);
  return {
    name: 'chi_square',
    score(a, b, c, d) {
      const x = nxys(a, b, c, d, backgroundIsSuperset);
      if (!includeNegatives && x.N11 / x.N_1 < x.N10 / x.N_0) return -Infinity;
      return (x.N * (x.N11 * x.N00 - x.N10 * x.N01) ** 2) / (x.N_1 * x.N1_ * x.N0_ * x.N_0);
    },
  };
}

export const HEURISTIC_KEYS = ['jlh', 'percentage', 'mutual_information', 'chi_square', 'gnd', 'script_heuristic'];

export function parseHeuristic(rest: Map<string, unknown>, name: string): Heuristic {
  const given = HEURISTIC_KEYS.filter((k) => rest.has(k));
  if (given.length > 1) throw illegalArgument(`Found two significance heuristics in [${name}]: [${given[0]}] and [${given[1]}]`);
  if (given.length === 0) return jlh;
  const key = given[0];
  const body = rest.get(key);
  if (!isObject(body)) throw illegalArgument(`[${key}] must be an object in [${name}]`);
  switch (key) {
    case 'jlh':
    case 'percentage':
      for (const k of Object.keys(body)) throw unknownField(key, k);
      return key === 'jlh' ? jlh : percentage;
    case 'mutual_information':
      return mutualInformation(body);
    case 'chi_square':
      return chiSquare(body);
    default:
      throw illegalArgument(`[${key}] significance heuristic is not supported by Searchpad in [${name}]`);
  }
}

import { EsError } from '../errors/es-error';
import { illegalArgument, parsingException } from '../errors/catalog';
import { matchExpl, noMatchExpl, type Explanation } from '../query/explanation';
import { isObject } from '../util/json';

export type RescoreMode = 'total' | 'multiply' | 'avg' | 'max' | 'min';

export interface Rescorer {
  windowSize: number;
  query: unknown;
  queryWeight: number;
  rescoreQueryWeight: number;
  scoreMode: RescoreMode;
}

const SCORE_MODES = ['total', 'multiply', 'avg', 'max', 'min'];
const f32 = Math.fround;

/** One rescore element: `{window_size, query: {rescore_query, query_weight, rescore_query_weight, score_mode}}`. */
export function parseRescorer(json: unknown): Rescorer {
  if (!isObject(json)) throw parsingException('missing rescore type');
  let windowSize = 10;
  let q: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(json)) {
    if (k === 'window_size') windowSize = Number(v);
    else if (k === 'query') q = isObject(v) ? v : {};
    else throw parsingException(`rescore doesn't support [${k}]`);
  }
  if (!q) throw parsingException('missing rescore type');
  for (const k of Object.keys(q)) {
    if (!['rescore_query', 'query_weight', 'rescore_query_weight', 'score_mode'].includes(k)) {
      throw new EsError({ type: 'x_content_parse_exception', reason: `[1:1] [query] unknown field [${k}], parser not found`, status: 400 });
    }
  }
  if (q.rescore_query === undefined) throw illegalArgument('rescore_query cannot be null');
  const mode = String(q.score_mode ?? 'total').toLowerCase();
  if (!SCORE_MODES.includes(mode)) {
    throw new EsError({ type: 'x_content_parse_exception', reason: '[1:1] [query] failed to parse field [score_mode]', status: 400, causedBy: illegalArgument(`illegal score_mode [${q.score_mode}]`) });
  }
  return {
    windowSize,
    query: q.rescore_query,
    queryWeight: q.query_weight === undefined ? 1 : f32(Number(q.query_weight)),
    rescoreQueryWeight: q.rescore_query_weight === undefined ? 1 : f32(Number(q.rescore_query_weight)),
    scoreMode: mode as RescoreMode,
  };
}

/** QueryRescoreMode.combine, in float. */
export function combineRescore(mode: RescoreMode, a: number, b: number): number {
  switch (mode) {
    case 'multiply': return f32(a * b);
    case 'avg': return f32(f32(a + b) / 2);
    case 'max': return Math.max(a, b);
    case 'min': return Math.min(a, b);
    default: return f32(a + b);
  }
}

const MODE_NAME: Record<RescoreMode, string> = { total: 'sum', multiply: 'product', avg: 'avg', max: 'max', min: 'min' };

/**
 * QueryRescorer.explain: the first pass times query_weight, combined with the rescore query's explanation
 * times rescore_query_weight when the hit was in the window (`rescore` given) and the rescore query matches.
 */
export function explainRescore(r: Rescorer, source: Explanation, rescore: Explanation | undefined): Explanation {
  const prim = source.match
    ? matchExpl(f32(source.value * r.queryWeight), 'product of:', [source, matchExpl(r.queryWeight, 'primaryWeight')])
    : noMatchExpl('First pass did not match', [source]);
  if (!rescore || !rescore.match) return prim;
  const sec = matchExpl(f32(rescore.value * r.rescoreQueryWeight), 'product of:', [rescore, matchExpl(r.rescoreQueryWeight, 'secondaryWeight')]);
  return matchExpl(combineRescore(r.scoreMode, prim.value, sec.value), `${MODE_NAME[r.scoreMode]} of:`, [prim, sec]);
}

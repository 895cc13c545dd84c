/**
 * `hits.total` in each profile. 6.8: a number, `-1` when `track_total_hits` is false. 7.x: `{value, relation}`,
 * counted exactly up to `track_total_hits` (default 10,000, `true` = all, `false` or -1 = none: the key is then
 * left out), or the 6.8 number with `rest_total_hits_as_int=true` (which needs an exact count).
 */
import { illegalArgument, jsonParseException } from '../../errors/catalog';
import type { VersionProfile } from '../../types';
import { paramBoolean, paramInt } from '../params/url-params';

/** How far to count: a limit, `Infinity` for exact, `-1` for not at all. */
export type TrackTotalHits = number;

const EXACT = Infinity;
export const DISABLED = -1;
// ES 7: SearchContext.DEFAULT_TRACK_TOTAL_HITS_UP_TO.
const DEFAULT_UP_TO_7 = 10_000;

/** Reads `track_total_hits` from the body and the URL (the URL wins), with the profile's rules and errors. */
export function parseTrackTotalHits(body: unknown, params: Map<string, string>, profile: VersionProfile): TrackTotalHits {
  let upTo: TrackTotalHits | undefined;
  const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).track_total_hits : undefined;
  if (fromBody !== undefined) upTo = bodyValue(fromBody, profile);
  if (params.has('track_total_hits')) {
    const v = params.get('track_total_hits')!;
    if (profile === '6.8' || v === '' || v === 'true' || v === 'false') upTo = paramBoolean(params, 'track_total_hits', true) ? EXACT : DISABLED;
    else upTo = checkedUpTo(paramInt(params, 'track_total_hits', DEFAULT_UP_TO_7));
  }
  if (profile === '6.8') return upTo ?? EXACT;
  // ES 7 (RestSearchAction.checkRestTotalHits): an integer total needs an exact count, which it then asks for.
  if (paramBoolean(params, 'rest_total_hits_as_int', false)) {
    if (upTo === undefined) return EXACT;
    if (upTo !== EXACT && upTo !== DISABLED) {
      throw illegalArgument(`[rest_total_hits_as_int] cannot be used if the tracking of total hits is not accurate, got ${upTo}`);
    }
  }
  return upTo ?? DEFAULT_UP_TO_7;
}

/** The `hits.total` to render, or `undefined` to leave the key out. */
export function renderTotalHits(total: number, upTo: TrackTotalHits, params: Map<string, string>, profile: VersionProfile): unknown {
  if (profile === '6.8') return upTo === DISABLED ? -1 : total;
  if (paramBoolean(params, 'rest_total_hits_as_int', false)) return upTo === DISABLED ? -1 : total;
  if (upTo === DISABLED) return undefined;
  // ES 7: SearchPhaseController caps the merged count at the limit and calls it a lower bound.
  return total <= upTo ? { value: total, relation: 'eq' } : { value: upTo, relation: 'gte' };
}

function bodyValue(v: unknown, profile: VersionProfile): TrackTotalHits {
  if (v === true || v === 'true') return EXACT;
  if (v === false || v === 'false') return DISABLED;
  // ES 6.8 reads the key as a boolean only.
  if (profile === '6.8') {
    if (typeof v === 'number') throw jsonParseException(`Current token (${Number.isInteger(v) ? 'VALUE_NUMBER_INT' : 'VALUE_NUMBER_FLOAT'}) not of boolean type`);
    throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
  }
  const n = typeof v === 'number' ? Math.trunc(v) : Number(v);
  if (!Number.isFinite(n)) throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
  return checkedUpTo(n);
}

function checkedUpTo(n: number): TrackTotalHits {
  if (n < DISABLED) throw illegalArgument(`[track_total_hits] parameter must be positive or equals to -1, got ${n}`);
  return n === DISABLED ? DISABLED : n;
}

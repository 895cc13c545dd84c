/**
 * Clicking a bucket: the request that narrows the search to that bucket (the parents' buckets included), written
 * as a new request in the editor for the user to read and run. The original query is kept in a bool's `must`; each
 * bucket adds a `filter` clause: a term for terms, a range for histograms and ranges, the filter's own query.
 */
import type { AggNode, Bucket } from './agg-tree';

export interface BucketStep {
  agg: AggNode;
  bucket: Bucket;
  /** The bucket after it in the chart (its key bounds a date_histogram bucket). */
  next?: Bucket;
}

const CALENDAR_MS: Record<string, number> = { second: 1e3, '1s': 1e3, minute: 6e4, '1m': 6e4, hour: 3.6e6, '1h': 3.6e6, day: 8.64e7, '1d': 8.64e7, week: 6.048e8, '1w': 6.048e8 };
const UNIT_MS: Record<string, number> = { ms: 1, s: 1e3, m: 6e4, h: 3.6e6, d: 8.64e7 };

/** Upper bound of a date bucket: the next bucket's key, or the key plus one interval. */
function dateUpper(step: BucketStep): number | undefined {
  if (step.next && typeof step.next.key === 'number') return step.next.key;
  const key = Number(step.bucket.key);
  const body = step.agg.request?.body ?? {};
  const interval = String(body.interval ?? body.calendar_interval ?? body.fixed_interval ?? '');
  if (CALENDAR_MS[interval]) return key + CALENDAR_MS[interval];
  const d = new Date(key);
  if (interval === 'month' || interval === '1M') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours());
  if (interval === 'quarter' || interval === '1q') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, d.getUTCDate(), d.getUTCHours());
  if (interval === 'year' || interval === '1y') return Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours());
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(interval);
  return m ? key + Number(m[1]) * UNIT_MS[m[2]] : undefined;
}

export function bucketClause(step: BucketStep): unknown {
  const { agg, bucket } = step;
  const body = agg.request?.body ?? {};
  const field = typeof body.field === 'string' ? body.field : undefined;
  switch (agg.type) {
    case 'terms':
      return field ? { term: { [field]: bucket.node.key_as_string === 'true' || bucket.node.key_as_string === 'false' ? bucket.node.key_as_string === 'true' : bucket.key } } : undefined;
    case 'histogram': {
      const interval = Number(body.interval);
      return field ? { range: { [field]: { gte: bucket.key, lt: Number(bucket.key) + interval } } } : undefined;
    }
    case 'date_histogram': {
      const upper = dateUpper(step);
      const range: Record<string, unknown> = { gte: bucket.key, format: 'epoch_millis' };
      if (upper !== undefined) range.lt = upper;
      return field ? { range: { [field]: range } } : undefined;
    }
    case 'range':
    case 'date_range': {
      const range: Record<string, unknown> = {};
      if (bucket.from !== undefined) range.gte = bucket.from;
      if (bucket.to !== undefined) range.lt = bucket.to;
      if (agg.type === 'date_range') range.format = 'epoch_millis';
      return field ? { range: { [field]: range } } : undefined;
    }
    case 'filters': {
      const filters = body.filters;
      if (Array.isArray(filters)) return filters[Number(bucket.key)];
      if (filters && typeof filters === 'object') return (filters as Record<string, unknown>)[String(bucket.label)];
      return undefined;
    }
    case 'missing':
      return field ? { bool: { must_not: { exists: { field } } } } : undefined;
    default:
      return undefined;
  }
}

/** The request body narrowed to the buckets of `path` (outermost first); undefined when a step cannot be expressed. */
export function filteredBody(original: Record<string, unknown> | undefined, path: BucketStep[]): Record<string, unknown> | undefined {
  const clauses: unknown[] = [];
  for (const step of path) {
    const c = bucketClause(step);
    if (c === undefined) return undefined;
    clauses.push(c);
  }
  const body: Record<string, unknown> = { ...(original ?? {}) };
  const query = original?.query ?? { match_all: {} };
  body.query = { bool: { must: [query], filter: clauses } };
  return body;
}

/** The request as Console text, ready to append to the buffer. */
export function requestText(method: string, path: string, body: Record<string, unknown>): string {
  return `${method} ${path}\n${JSON.stringify(body, null, 2)}\n`;
}

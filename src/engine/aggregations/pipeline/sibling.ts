/**
 * Sibling pipelines: avg/sum/max/min/stats/extended_stats/percentiles_bucket read `agg>metric` over the buckets
 * of a multi-bucket aggregation beside them and add one result at their level (BucketMetricsPipelineAggregator).
 */
import { EsError } from '../../errors/es-error';
import { illegalArgument } from '../../errors/catalog';
import { RAW } from '../doc-value-format';
import { KahanSum } from '../kahan';
import { InternalStats } from '../metrics/stats';
import { javaDouble, numberMember } from '../parse-helpers';
import type { AggParseContext } from '../types';
import type { InternalAggregation, PipelineBuilder } from '../types';
import { resolveBucketValue } from './bucket-path';
import { bucketsOf, singleBucketSubs } from './buckets';
import { parsePipelineBody } from './common';
import { InternalBucketMetricValue, InternalPercentilesBucket, InternalSimpleValue } from './values';

type Kind = 'avg_bucket' | 'sum_bucket' | 'max_bucket' | 'min_bucket' | 'stats_bucket' | 'extended_stats_bucket' | 'percentiles_bucket';

class InternalStatsBucket extends InternalStats {
  constructor(name: string, readonly statsTypedName: string, kind: 'stats' | 'extended_stats', count: number, sum: number, min: number, max: number, squares: number, sigma: number) {
    super(name, kind, RAW, count, sum, min, max, squares, sigma);
  }
  override get typedName(): string {
    return this.statsTypedName;
  }
}

/** The (key, value) pairs a sibling path reads: `histo>avg` walks into `histo`'s buckets. */
function collect(aggs: InternalAggregation[], path: string, gap: 'skip' | 'insert_zeros', name: string): Array<[string, number]> {
  const gt = path.indexOf('>');
  const first = gt < 0 ? path : path.slice(0, gt);
  const rest = gt < 0 ? '_count' : path.slice(gt + 1);
  const agg = aggs.find((a) => a.name === first);
  if (!agg) throw illegalArgument(`No aggregation found for path [${path}]`);
  const buckets = bucketsOf(agg);
  if (!buckets) {
    const subs = singleBucketSubs(agg);
    if (subs && gt >= 0) return collect(subs, rest, gap, name);
    throw new EsError({ type: 'aggregation_execution_exception', reason: `buckets_path must reference a multi-bucket aggregation: [${name}] found [${first}]`, status: 500 });
  }
  const out: Array<[string, number]> = [];
  // ES: the keys of max/min_bucket are the buckets' getKeyAsString().
  const keyText = (agg as { keyText?: (k: number | string) => string }).keyText?.bind(agg) ?? String;
  for (const b of buckets) {
    const v = resolveBucketValue(b, rest, gap);
    if (!Number.isNaN(v)) out.push([keyText(b.key), v]);
  }
  return out;
}

export function parseSibling(kind: Kind) {
  return (name: string, body: Record<string, unknown>, _ctx: AggParseContext): PipelineBuilder => {
    const own = kind === 'percentiles_bucket' ? ['percents', 'keyed'] : kind === 'extended_stats_bucket' ? ['sigma'] : [];
    const c = parsePipelineBody(kind, name, body, own);
    let percents = [1, 5, 25, 50, 75, 95, 99];
    if (c.rest.has('percents')) {
      const p = c.rest.get('percents');
      if (!Array.isArray(p)) throw illegalArgument(`[percents] must be an array in [${name}]`);
      percents = p.map((x) => numberMember(kind, 'percents', x));
      for (const x of percents) if (x < 0 || x > 100) throw illegalArgument(`[percents] must only contain non-null doubles from 0.0-100.0: [${name}]`);
    }
    const sigma = c.rest.has('sigma') ? numberMember(kind, 'sigma', c.rest.get('sigma')) : 2;
    if (sigma < 0) throw illegalArgument(`[sigma] must be greater than or equal to 0. Found [${javaDouble(sigma)}] in [${name}]`);
    const keyed = c.rest.has('keyed') ? c.rest.get('keyed') !== false : true;
    const p: PipelineBuilder = {
      name,
      type: kind,
      parent: false,
      apply(siblings) {
        const pairs = collect(siblings, c.path, c.gap, name);
        const values = pairs.map(([, v]) => v);
        let r: InternalAggregation;
        switch (kind) {
          case 'avg_bucket':
          case 'sum_bucket': {
            const sum = new KahanSum();
            for (const v of values) sum.add(v);
            r = new InternalSimpleValue(name, kind === 'sum_bucket' ? sum.sum : values.length ? sum.sum / values.length : Number.NaN, c.format);
            break;
          }
          case 'max_bucket':
          case 'min_bucket': {
            const max = kind === 'max_bucket';
            let best = max ? -Infinity : Infinity;
            let keys: string[] = [];
            for (const [k, v] of pairs) {
              if (v === best) keys.push(k);
              else if (max ? v > best : v < best) {
                best = v;
                keys = [k];
              }
            }
            r = new InternalBucketMetricValue(name, best, keys, c.format);
            break;
          }
          case 'percentiles_bucket': {
            const sorted = [...values].sort((a, b) => a - b);
            const out = percents.map((pc) => (sorted.length === 0 ? Number.NaN : sorted[Math.round((pc / 100) * (sorted.length - 1))]));
            r = new InternalPercentilesBucket(name, percents, out, keyed);
            break;
          }
          default: {
            const sum = new KahanSum();
            const squares = new KahanSum();
            let min = Infinity;
            let max = -Infinity;
            for (const v of values) {
              sum.add(v);
              squares.add(v * v);
              min = Math.min(min, v);
              max = Math.max(max, v);
            }
            r = new InternalStatsBucket(name, kind, kind === 'stats_bucket' ? 'stats' : 'extended_stats', values.length, sum.sum, min, max, squares.sum, sigma);
          }
        }
        r.meta = p.meta;
        return r;
      },
    };
    return p;
  };
}

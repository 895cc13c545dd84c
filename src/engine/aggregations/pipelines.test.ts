import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/** Sales per day: day d (0..5) has d+1 docs of price 10*(d+1). */
async function sales() {
  const { req } = testEngine();
  await req('PUT', '/s', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { day: { type: 'date' }, price: { type: 'long' }, shop: { type: 'keyword' } } } } });
  const lines: string[] = [];
  let id = 0;
  for (let d = 0; d < 6; d++) {
    for (let k = 0; k <= d; k++) {
      lines.push(JSON.stringify({ index: { _id: String(id++) } }));
      lines.push(JSON.stringify({ day: Date.UTC(2021, 0, 1 + d), price: 10 * (d + 1), shop: k % 2 ? 'a' : 'b' }));
    }
  }
  await req('POST', '/s/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return async (aggs: unknown) => (await req('POST', '/s/_search', { size: 0, aggs })) as { status: number; body: AnyBody };
}

const daily = (aggs: Record<string, unknown>) => ({ days: { date_histogram: { field: 'day', interval: '1d' }, aggs: { total: { sum: { field: 'price' } }, ...aggs } } });

describe('pipeline aggregations', () => {
  it('derivative, cumulative_sum and moving_fn over a date_histogram', async () => {
    const search = await sales();
    const r = await search(daily({
      d: { derivative: { buckets_path: 'total' } },
      c: { cumulative_sum: { buckets_path: '_count' } },
      m: { moving_fn: { buckets_path: 'total', window: 2, script: 'MovingFunctions.unweightedAvg(values)' } },
    }));
    expect(r.status).toBe(200);
    const b = r.body.aggregations.days.buckets;
    const totals = [10, 40, 90, 160, 250, 360];
    expect(b.map((x: AnyBody) => x.total.value)).toEqual(totals);
    expect(b[0].d).toBeUndefined();
    expect(b.slice(1).map((x: AnyBody) => x.d.value)).toEqual([30, 50, 70, 90, 110]);
    expect(b.map((x: AnyBody) => x.c.value)).toEqual([1, 3, 6, 10, 15, 21]);
    // The window holds the previous values only: none for the first bucket.
    expect(b.map((x: AnyBody) => x.m.value)).toEqual([null, 10, 25, 65, 125, 205]);
  });

  it('bucket_script, bucket_selector and bucket_sort rewrite the buckets', async () => {
    const search = await sales();
    const r = await search(daily({
      avg: { bucket_script: { buckets_path: { t: 'total', n: '_count' }, script: 'params.t / params.n' } },
      big: { bucket_selector: { buckets_path: { n: '_count' }, script: 'params.n > 2' } },
      top: { bucket_sort: { sort: [{ total: { order: 'desc' } }], size: 2 } },
    }));
    const b = r.body.aggregations.days.buckets;
    expect(b.map((x: AnyBody) => x.doc_count)).toEqual([6, 5]);
    expect(b.map((x: AnyBody) => x.avg.value)).toEqual([60, 50]);
  });

  it('sibling pipelines: avg, max (with keys), stats and percentiles over a path', async () => {
    const search = await sales();
    const r = await search({
      ...daily({}),
      a: { avg_bucket: { buckets_path: 'days>total' } },
      mx: { max_bucket: { buckets_path: 'days>total' } },
      st: { stats_bucket: { buckets_path: 'days>_count' } },
      p: { percentiles_bucket: { buckets_path: 'days>total', percents: [50, 100] } },
    });
    const a = r.body.aggregations;
    expect(a.a.value).toBeCloseTo(910 / 6, 10);
    expect(a.mx).toEqual({ value: 360, keys: ['2021-01-06T00:00:00.000Z'] });
    expect(a.st).toEqual({ count: 6, min: 1, max: 6, avg: 3.5, sum: 21 });
    expect(a.p.values).toEqual({ '50.0': 160, '100.0': 360 });
  });

  it('refuses misplaced or malformed pipelines with 400s', async () => {
    const search = await sales();
    const top = await search({ d: { derivative: { buckets_path: '_count' } } });
    expect(top.status).toBe(400);
    const win = await search(daily({ m: { moving_fn: { buckets_path: 'total', window: -1, script: 'MovingFunctions.max(values)' } } }));
    expect(win.body.error.reason).toBe('[window] must be a positive, non-zero integer.');
    const script = await search(daily({ m: { moving_fn: { buckets_path: 'total', window: 2, script: 'values.length' } } }));
    expect(script.status).toBe(400);
    expect(JSON.stringify(script.body)).toContain('values.length');
  });
});

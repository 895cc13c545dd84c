// auto_date_histogram: ES 7.x's 330_auto_date_histogram.yml case (the 6.8 algorithm is the same), the reference
// guide's monthly sales, and the rounding ladder's climb on a shard.
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';
import { appropriateRounding, buildRoundings } from './auto-date-histogram';
import { UTC } from '../time-zone';

type Res = { status: number; body: AnyBody };

async function dates(values: string[], shards = 2) {
  const { req } = testEngine();
  await req('PUT', '/test', { settings: { number_of_shards: shards }, mappings: { _doc: { properties: { date: { type: 'date' }, v: { type: 'long' } } } } });
  const lines = values.flatMap((d, i) => ['{"index":{}}', JSON.stringify({ date: d, v: i + 1 })]);
  await req('POST', '/test/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return async (body: unknown) => (await req('POST', '/test/_search', body)) as Res;
}

describe('auto_date_histogram', () => {
  it('four days into two buckets: days filled, then merged seven at a time (interval 7d)', async () => {
    const search = await dates(['2020-03-01', '2020-03-02', '2020-03-08', '2020-03-09']);
    const r = await search({ size: 0, aggs: { histo: { auto_date_histogram: { field: 'date', buckets: 2 }, aggs: { v: { sum: { field: 'v' } } } } } });
    const h = r.body.aggregations.histo;
    expect(h.interval).toBe('7d');
    expect(h.buckets.map((b: AnyBody) => [b.key_as_string, b.doc_count, b.v.value])).toEqual([
      ['2020-03-01T00:00:00.000Z', 2, 3],
      ['2020-03-08T00:00:00.000Z', 2, 7],
    ]);
  });

  it('the guide\'s sales by month with the default 10 buckets (interval 1M), and a format', async () => {
    const search = await dates(['2015-01-01', '2015-01-02', '2015-01-20', '2015-02-10', '2015-02-11', '2015-03-01', '2015-03-30'], 3);
    const r = await search({ size: 0, aggs: { s: { auto_date_histogram: { field: 'date', format: 'yyyy-MM-dd', buckets: 3 } } } });
    expect(r.body.aggregations.s).toEqual({
      buckets: [
        { key_as_string: '2015-01-01', key: 1420070400000, doc_count: 3 },
        { key_as_string: '2015-02-01', key: 1422748800000, doc_count: 2 },
        { key_as_string: '2015-03-01', key: 1425168000000, doc_count: 2 },
      ],
      interval: '1M',
    });
  });

  it('a shard with more keys than buckets × the rung\'s largest inner interval climbs the ladder', async () => {
    const days = Array.from({ length: 100 }, (_, i) => new Date(Date.UTC(2020, 0, 1) + i * 86400000).toISOString());
    const search = await dates(days, 1);
    const r = await search({ size: 0, aggs: { h: { auto_date_histogram: { field: 'date', buckets: 5 } } } });
    const h = r.body.aggregations.h;
    expect(h.buckets.length).toBeLessThanOrEqual(5);
    expect(h.buckets.reduce((n: number, b: AnyBody) => n + b.doc_count, 0)).toBe(100);
    expect(h.interval).toBe('1M');
  });

  it('refuses buckets <= 0 and 7.3\'s minimum_interval', async () => {
    const search = await dates(['2020-03-01']);
    const zero = await search({ aggs: { h: { auto_date_histogram: { field: 'date', buckets: 0 } } } });
    expect(zero.status).toBe(400);
    expect(zero.body.error.root_cause[0].reason).toBe('buckets must be greater than 0 for [h]');
    const min = await search({ aggs: { h: { auto_date_histogram: { field: 'date', minimum_interval: 'day' } } } });
    expect(min.status).toBe(400);
    expect(min.body.error.root_cause[0].reason).toBe('[auto_date_histogram] unknown field [minimum_interval], parser not found');
  });

  it('getAppropriateRounding: eight days at target 2 need days (rung 3)', () => {
    const r = buildRoundings(UTC);
    expect(appropriateRounding(Date.UTC(2020, 2, 1), Date.UTC(2020, 2, 9), 0, r, 2)).toBe(3);
    expect(appropriateRounding(0, 1000, 5, r, 2)).toBe(5);
  });
});

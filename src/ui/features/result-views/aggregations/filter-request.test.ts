import { describe, expect, it } from 'vitest';
import { aggregationsOf } from './agg-tree';
import { filteredBody } from './filter-request';

describe('bucket filters', () => {
  const request = { query: { match: { t: 'x' } }, size: 0, aggs: { c: { terms: { field: 'color' }, aggs: { h: { histogram: { field: 'price', interval: 10 } } } }, d: { date_histogram: { field: 'sold', interval: 'month' } }, r: { range: { field: 'price', ranges: [{ to: 5 }] } } } };
  const answer = {
    aggregations: {
      c: { buckets: [{ key: 'red', doc_count: 2, h: { buckets: [{ key: 10, doc_count: 2 }] } }] },
      d: { buckets: [{ key_as_string: '2021-12-01T00:00:00.000Z', key: Date.UTC(2021, 11, 1), doc_count: 1 }] },
      r: { buckets: [{ key: '*-5.0', to: 5, doc_count: 0 }] },
    },
  };
  const [c, d, r] = aggregationsOf(answer, request)!;

  it('keeps the query and adds one filter per bucket on the path (nested included)', () => {
    const red = c.buckets![0];
    const body = filteredBody(request, [{ agg: c, bucket: red }, { agg: red.subs[0], bucket: red.subs[0].buckets![0] }]);
    expect(body!.query).toEqual({ bool: { must: [{ match: { t: 'x' } }], filter: [{ term: { color: 'red' } }, { range: { price: { gte: 10, lt: 20 } } }] } });
    expect(body!.aggs).toBe(request.aggs);
  });

  it('bounds a calendar month by the next month (December into January), an open range by its one side', () => {
    expect(filteredBody(request, [{ agg: d, bucket: d.buckets![0] }])!.query).toEqual({ bool: { must: [request.query], filter: [{ range: { sold: { gte: Date.UTC(2021, 11, 1), lt: Date.UTC(2022, 0, 1), format: 'epoch_millis' } } }] } });
    expect((filteredBody(request, [{ agg: r, bucket: r.buckets![0] }])!.query as { bool: { filter: unknown[] } }).bool.filter).toEqual([{ range: { price: { lt: 5 } } }]);
  });

  it('a bucket of an aggregation without a field cannot be written as a filter', () => {
    const noField = aggregationsOf({ aggregations: { s: { buckets: [{ key: 'a', doc_count: 1 }] } } }, { aggs: { s: { terms: { script: 'x' } } } })!;
    expect(filteredBody({}, [{ agg: noField[0], bucket: noField[0].buckets![0] }])).toBeUndefined();
  });
});

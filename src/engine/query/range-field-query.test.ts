import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function withRanges() {
  const t = testEngine();
  await t.req('PUT', '/r', { mappings: { _doc: { properties: {
    i: { type: 'integer_range' }, l: { type: 'long_range' }, f: { type: 'float_range' }, d: { type: 'double_range' },
    t: { type: 'date_range', format: 'yyyy-MM-dd' }, ip: { type: 'ip_range' },
  } } } });
  return t;
}

const total = (r: { body: unknown }) => (r.body as AnyBody).hits.total;

describe('range fields', () => {
  it('matches by relation, with exclusive bounds stepped inward at index and at query time', async () => {
    const { req } = await withRanges();
    await req('PUT', '/r/_doc/1', { i: { gte: 1, lte: 5 } });
    await req('PUT', '/r/_doc/2', { i: { gt: 0, lt: 4 } }); // [1, 3]
    await req('PUT', '/r/_doc/3', { i: { gte: 4, lte: 5 } });
    await req('PUT', '/r/_doc/4', { i: null });
    await req('POST', '/r/_refresh');
    const q = (extra: Record<string, unknown>) => req('POST', '/r/_search', { query: { range: { i: { gte: 3, lte: 4, ...extra } } } });
    expect(total(await q({}))).toBe(3);
    expect(total(await q({ relation: 'CONTAINS' }))).toBe(1);
    expect(total(await q({ relation: 'within' }))).toBe(0);
    expect(total(await req('POST', '/r/_search', { query: { range: { i: { gt: 3, lte: 4 } } } }))).toBe(2);
    expect(total(await req('POST', '/r/_search', { query: { term: { i: 3 } } }))).toBe(2);
    expect(total(await req('POST', '/r/_search', { query: { range: { i: { gt: 3, lt: 4 } } } }))).toBe(0);
    const disjoint = await q({ relation: 'disjoint' });
    expect(JSON.stringify(disjoint.body)).toContain('[range] query does not support relation [disjoint]');
    const backwards = await req('POST', '/r/_search', { query: { range: { i: { gte: 5, lte: 1 } } } });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('Range query `from` value (5) is greater than `to` value (1)');
  });

  it('reads dates with the field format, ips as literals or CIDR blocks, floats as floats', async () => {
    const { req } = await withRanges();
    await req('PUT', '/r/_doc/1', { t: { gte: '2017-09-01', lte: '2017-09-05' }, ip: '192.168.0.0/24', f: { gte: 0.1, lte: 0.2 } });
    await req('PUT', '/r/_doc/2', { t: { gte: '2017-09-04', lte: '2017-09-05' }, ip: { gte: '10.0.0.1', lte: '10.0.0.9' } });
    await req('POST', '/r/_refresh');
    expect(total(await req('POST', '/r/_search', { query: { range: { t: { gte: '2017-09-02', lte: '2017-09-03' } } } }))).toBe(1);
    expect(total(await req('POST', '/r/_search', { query: { term: { ip: '192.168.0.77' } } }))).toBe(1);
    expect(total(await req('POST', '/r/_search', { query: { range: { ip: { gte: '10.0.0.0', lte: '10.0.0.5', relation: 'within' } } } }))).toBe(0);
    expect(total(await req('POST', '/r/_search', { query: { term: { f: 0.2 } } }))).toBe(1);
  });

  it("refuses what ES refuses: unknown members, non-objects, reversed ranges, a format off date_range, sorting", async () => {
    const { req } = await withRanges();
    const unknown = await req('PUT', '/r/_doc/1', { i: { from: 1 } });
    expect((unknown.body as AnyBody).error.caused_by.reason).toBe('error parsing field [i], with unknown parameter [from]');
    const scalar = await req('PUT', '/r/_doc/1', { l: 3 });
    expect((scalar.body as AnyBody).error.reason).toBe("failed to parse field [l] of type [long_range] in document with id '1'");
    const reversed = await req('PUT', '/r/_doc/1', { i: { gte: 5, lte: 1 } });
    expect((reversed.body as AnyBody).error.caused_by.reason).toBe('min value (5) is greater than max value (1)');
    const format = await req('PUT', '/r2', { mappings: { _doc: { properties: { x: { type: 'integer_range', format: 'yyyy' } } } } });
    expect(JSON.stringify(format.body)).toContain('field [x] of type [INTEGER] should not define a dateTimeFormatter unless it is a DATE type');
    await req('PUT', '/r/_doc/1?refresh=true', { i: { gte: 1, lte: 2 } });
    const sort = await req('POST', '/r/_search', { sort: ['i'] });
    expect(JSON.stringify(sort.body)).toContain('Fielddata is not supported on field [i] of type [integer_range]');
  });

  it('intersects exactly when the intervals overlap (any integers)', async () => {
    const { req } = await withRanges();
    const docs: Array<[number, number]> = [[-5, 0], [0, 0], [1, 9], [3, 4], [10, 20], [-100, 100]];
    for (const [i, [a, b]] of docs.entries()) await req('PUT', `/r/_doc/${i}`, { i: { gte: a, lte: b } });
    await req('POST', '/r/_refresh');
    await fc.assert(fc.asyncProperty(fc.integer({ min: -120, max: 120 }), fc.integer({ min: 0, max: 50 }), fc.constantFrom('intersects', 'contains', 'within'), async (lo, width, relation) => {
      const hi = lo + width;
      const expected = docs.filter(([a, b]) => (relation === 'intersects' ? a <= hi && b >= lo : relation === 'contains' ? a <= lo && b >= hi : a >= lo && b <= hi)).length;
      expect(total(await req('POST', '/r/_search', { query: { range: { i: { gte: lo, lte: hi, relation } } } }))).toBe(expected);
    }), { numRuns: 60 });
  });
});

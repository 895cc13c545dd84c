// scripted_metric as ES 6.8's ScriptedMetricAggregator / InternalScriptedMetric (init → map per doc → combine per
// shard → reduce on the coordinator), with the reference guide's "profit" example as the expected behaviour.
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

async function ledger(shards = 2) {
  const { req } = testEngine();
  await req('PUT', '/ledger', { settings: { number_of_shards: shards }, mappings: { _doc: { properties: { type: { type: 'keyword' }, amount: { type: 'long' } } } } });
  const docs = [
    { type: 'sale', amount: 80 }, { type: 'cost', amount: 10 }, { type: 'cost', amount: 30 },
    { type: 'sale', amount: 130 }, { type: 'sale', amount: 20 },
  ];
  const lines = docs.flatMap((d, i) => [JSON.stringify({ index: { _id: String(i) } }), JSON.stringify(d)]);
  await req('POST', '/ledger/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return req;
}

const PROFIT = {
  init_script: 'state.transactions = []',
  map_script: "state.transactions.add(doc.type.value == 'sale' ? doc.amount.value : -1 * doc.amount.value)",
  combine_script: 'double profit = 0; for (t in state.transactions) { profit += t } return profit',
  reduce_script: 'double profit = 0; for (a in states) { profit += a } return profit',
};

type Res = { status: number; body: AnyBody; warnings?: string[] };

describe('scripted_metric', () => {
  it('computes the guide\'s profit example over shards (80 + 130 + 20 - 10 - 30)', async () => {
    const req = await ledger();
    const r = (await req('POST', '/ledger/_search', { size: 0, aggs: { profit: { scripted_metric: PROFIT } } })) as Res;
    expect(r.status).toBe(200);
    expect(r.body.aggregations.profit).toEqual({ value: 190 });
    expect(r.warnings ?? []).toEqual([]);
  });

  it('without a reduce script the value is the list of the shards\' combined values; without combine, the states', async () => {
    const req = await ledger(1);
    const { reduce_script: _, ...withoutReduce } = PROFIT;
    const noReduce = (await req('POST', '/ledger/_search', { size: 0, aggs: { p: { scripted_metric: withoutReduce } } })) as Res;
    expect(noReduce.body.aggregations.p.value).toEqual([190]);
    const noCombine = (await req('POST', '/ledger/_search', {
      size: 0, aggs: { p: { scripted_metric: { init_script: 'state.n = 0', map_script: 'state.n += 1' } } },
    })) as Res;
    expect(noCombine.body.aggregations.p.value).toEqual([{ n: 5 }]);
  });

  it('runs per bucket under a terms aggregation and passes params to init/map/combine', async () => {
    const req = await ledger();
    const r = (await req('POST', '/ledger/_search', {
      size: 0,
      aggs: {
        t: {
          terms: { field: 'type' },
          aggs: {
            s: {
              scripted_metric: {
                params: { factor: 2 },
                init_script: 'state.sum = 0',
                map_script: 'state.sum += doc.amount.value * params.factor',
                combine_script: 'return state.sum',
                reduce_script: 'long s = 0; for (x in states) { s += x } return s',
              },
            },
          },
        },
      },
    })) as Res;
    const byKey = new Map(r.body.aggregations.t.buckets.map((b: AnyBody) => [b.key, b.s.value]));
    expect(byKey.get('sale')).toBe(460);
    expect(byKey.get('cost')).toBe(80);
  });

  it('params._agg is the state, with 6.8\'s deprecation warning', async () => {
    const req = await ledger(1);
    const r = (await req('POST', '/ledger/_search', {
      size: 0, aggs: { p: { scripted_metric: { init_script: 'params._agg.n = 0', map_script: 'state.n += 1', combine_script: 'return params._agg.n', reduce_script: 'return params._aggs' } } },
    })) as Res;
    expect(r.body.aggregations.p.value).toEqual([5]);
    expect(r.warnings).toEqual(expect.arrayContaining([
      'Accessing variable [_agg] via [params._agg] from within a scripted metric agg init script is deprecated in favor of using [state].',
      'Accessing variable [_agg] via [params._agg] from within a scripted metric agg combine script is deprecated in favor of using [state].',
      'Accessing variable [_aggs] via [params._aggs] from within a scripted metric agg reduce script is deprecated in favor of using [state].',
    ]));
  });

  it('refuses what ES refuses', async () => {
    const req = await ledger(1);
    const noMap = (await req('POST', '/ledger/_search', { aggs: { p: { scripted_metric: { init_script: 'state.n = 0' } } } })) as Res;
    expect(noMap.status).toBe(400);
    expect(noMap.body.error.root_cause[0].reason).toBe('map_script field is required in [p].');
    const unknown = (await req('POST', '/ledger/_search', { aggs: { p: { scripted_metric: { map_script: 'state.n = 1', foo: 'x' } } } })) as Res;
    expect(unknown.body.error.root_cause[0].reason).toBe('Unknown key for a VALUE_STRING in [p]: [foo].');
    const clash = (await req('POST', '/ledger/_search', {
      aggs: { p: { scripted_metric: { params: { a: 1 }, map_script: { source: 'state.n = 1', params: { a: 2 } } } } },
    })) as Res;
    expect(clash.status).toBe(400);
    expect(clash.body.error.root_cause[0].reason).toBe('Parameter name "a" used in both aggregation and script parameters');
    const noDoc = (await req('POST', '/ledger/_search', { aggs: { p: { scripted_metric: { init_script: 'doc.size()', map_script: 'state.n = 1' } } } })) as Res;
    expect(noDoc.status).toBe(400);
    expect(JSON.stringify(noDoc.body)).toContain('Variable [doc] is not defined.');
    const sub = (await req('POST', '/ledger/_search', { aggs: { p: { scripted_metric: { map_script: 'state.n = 1' }, aggs: { a: { avg: { field: 'amount' } } } } } })) as Res;
    expect(sub.body.error.root_cause[0].type).toBe('aggregation_initialization_exception');
  });

  it('a state that contains itself is ES\'s self-reference error', async () => {
    const req = await ledger(1);
    const r = (await req('POST', '/ledger/_search', { size: 0, aggs: { p: { scripted_metric: { map_script: 'state.me = state' } } } })) as Res;
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0].reason).toBe('Iterable object is self-referencing itself');
  });
});

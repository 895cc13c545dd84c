import { notSupportedYet } from '../../errors/not-supported-yet';
/**
 * Parent pipelines, declared inside a multi-bucket aggregation and run on its reduced buckets: derivative,
 * cumulative_sum and moving_fn (histograms only, min_doc_count 0), bucket_script, bucket_selector, bucket_sort.
 */
import { illegalArgument } from '../../errors/catalog';
import { EsError } from '../../errors/es-error';
import { compileScript, parseScriptSpec } from '../../script/index';
import type { DocValuesAccess } from '../../script/index';
import { isObject } from '../../util/json';
import { compareUtf8 } from '../../util/utf8';
import { intMember, stringMember } from '../parse-helpers';
import type { AggParseContext } from '../types';
import type { AggregationBuilder, InternalAggregation, PipelineBuilder } from '../types';
import { resolveBucketValue } from './bucket-path';
import { bucketsOf, withBuckets, type AnyBucket } from './buckets';
import { parsePipelineBody } from './common';
import { compileMovingFunction } from './moving-functions';
import { InternalDerivative, InternalSimpleValue } from './values';
import { table } from '../../util/own';

const NO_DOC_VALUES: DocValuesAccess = { kind: () => 'unmapped', values: () => [] };

function requireHistogramParent(type: string, name: string) {
  return (parent: AggregationBuilder | undefined) => {
    if (!parent || (parent.type !== 'histogram' && parent.type !== 'date_histogram')) {
      throw illegalArgument(`${type} aggregation [${name}] must have a histogram, date_histogram or auto_date_histogram as parent`);
    }
    if (parent.minDocCount !== 0) throw illegalArgument(`parent histogram of ${type} aggregation [${name}] must have min_doc_count of 0`);
  };
}

function requireMultiBucketParent(type: string, name: string) {
  return (parent: AggregationBuilder | undefined) => {
    if (!parent) throw illegalArgument(`${type} aggregation [${name}] must be declared inside of another aggregation`);
  };
}

function addSub(b: AnyBucket, agg: InternalAggregation): AnyBucket {
  return { ...b, subs: [...b.subs, agg] };
}

function rewrite(agg: InternalAggregation, fn: (buckets: AnyBucket[]) => AnyBucket[]): InternalAggregation {
  const buckets = bucketsOf(agg);
  if (!buckets) return agg;
  return withBuckets(agg, fn(buckets));
}

// Keyed by the unit the user writes: without a prototype (`toString` is no unit).
const UNITS = table<number>({ ms: 1, s: 1e3, second: 1e3, m: 6e4, minute: 6e4, h: 3.6e6, hour: 3.6e6, d: 8.64e7, day: 8.64e7, w: 6.048e8, week: 6.048e8, M: 2.592e9, month: 2.592e9, q: 7.776e9, quarter: 7.776e9, y: 3.1536e10, year: 3.1536e10 });

export function parseDerivative(name: string, body: Record<string, unknown>): PipelineBuilder {
  const c = parsePipelineBody('derivative', name, body, ['unit']);
  let unit: number | undefined;
  if (c.rest.has('unit')) {
    const u = stringMember('derivative', 'unit', c.rest.get('unit'));
    const m = /^(\d*)(\w+)$/.exec(u);
    if (!m || UNITS[m[2]] === undefined) throw illegalArgument(`failed to parse [unit] of [${name}]: [${u}]`);
    unit = (m[1] ? Number(m[1]) : 1) * UNITS[m[2]];
  }
  const p: PipelineBuilder = {
    name,
    type: 'derivative',
    parent: true,
    validate: requireHistogramParent('derivative', name),
    applyParent: (agg) =>
      rewrite(agg, (buckets) => {
        let lastValue: number | undefined;
        let lastKey: number | undefined;
        return buckets.map((b) => {
          const v = resolveBucketValue(b, c.path, c.gap);
          const key = Number(b.key);
          let out = b;
          if (lastValue !== undefined) {
            const d = new InternalDerivative(name, v - lastValue, unit !== undefined ? (key - lastKey!) / unit : undefined, c.format);
            d.meta = p.meta;
            out = addSub(b, d);
          }
          lastValue = v;
          lastKey = key;
          return out;
        });
      }),
  };
  return p;
}

export function parseCumulativeSum(name: string, body: Record<string, unknown>): PipelineBuilder {
  const c = parsePipelineBody('cumulative_sum', name, body, []);
  if (body.gap_policy !== undefined) throw illegalArgument(`[cumulative_sum] unknown field [gap_policy], parser not found`);
  const p: PipelineBuilder = {
    name,
    type: 'cumulative_sum',
    parent: true,
    validate: requireHistogramParent('cumulative_sum', name),
    applyParent: (agg) =>
      rewrite(agg, (buckets) => {
        let sum = 0;
        return buckets.map((b) => {
          sum += resolveBucketValue(b, c.path, 'insert_zeros');
          const v = new InternalSimpleValue(name, sum, c.format);
          v.meta = p.meta;
          return addSub(b, v);
        });
      }),
  };
  return p;
}

export function parseMovingFn(name: string, body: Record<string, unknown>): PipelineBuilder {
  const c = parsePipelineBody('moving_fn', name, body, ['window', 'script']);
  if (!c.rest.has('window')) throw illegalArgument(`[window] must be a positive, non-zero integer.`);
  const window = intMember('moving_fn', 'window', c.rest.get('window'));
  if (window <= 0) throw illegalArgument('[window] must be a positive, non-zero integer.');
  if (!c.rest.has('script')) throw illegalArgument(`[script] must not be null: [${name}]`);
  const spec = inlineScript(c.rest.get('script'));
  const fn = compileMovingFunction(spec.source);
  const p: PipelineBuilder = {
    name,
    type: 'moving_fn',
    parent: true,
    validate: requireHistogramParent('moving_fn', name),
    applyParent: (agg) =>
      rewrite(agg, (buckets) => {
        const values: number[] = [];
        return buckets.map((b) => {
          const v = resolveBucketValue(b, c.path, c.gap);
          if (Number.isNaN(v)) return b;
          // The window holds the previous values, not the current one (ES 6.8).
          const r = new InternalSimpleValue(name, fn([...values]), c.format);
          r.meta = p.meta;
          values.push(v);
          if (values.length > window) values.shift();
          return addSub(b, r);
        });
      }),
  };
  return p;
}

/** A pipeline's script: reduced on the coordinating node, where Searchpad does not look stored scripts up yet. */
function inlineScript(json: unknown) {
  const spec = parseScriptSpec(json);
  if (spec.id !== undefined) throw notSupportedYet('a pipeline aggregation script with', 'id');
  return spec;
}

/** The variables of bucket_script/bucket_selector for one bucket; undefined when a gap skips the bucket. */
function bucketVars(b: AnyBucket, paths: Map<string, string>, gap: 'skip' | 'insert_zeros'): Map<string, number> | undefined {
  const vars = new Map<string, number>();
  for (const [k, path] of paths) {
    const v = resolveBucketValue(b, path, gap);
    if (gap === 'skip' && Number.isNaN(v)) return undefined;
    vars.set(k, v);
  }
  return vars;
}

function runBucketScript(source: unknown, vars: Map<string, number>, context: 'field' | 'filter'): unknown {
  const spec = inlineScript(source);
  const params: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(spec.params)) params[k] = v;
  for (const [k, v] of vars) params[k] = v;
  // Params are bound at compile time: one compilation per bucket (bucket counts are small after the reduce).
  return compileScript({ ...spec, params }, { context }).evaluate(0, 0, NO_DOC_VALUES);
}

export function parseBucketScript(selector: boolean) {
  const type = selector ? 'bucket_selector' : 'bucket_script';
  return (name: string, body: Record<string, unknown>): PipelineBuilder => {
    const c = parsePipelineBody(type, name, body, ['script']);
    if (!c.rest.has('script')) throw illegalArgument(`[script] must not be null: [${name}]`);
    const script = c.rest.get('script');
    inlineScript(script);
    const p: PipelineBuilder = {
      name,
      type,
      parent: true,
      validate: requireMultiBucketParent(type, name),
      applyParent: (agg) =>
        rewrite(agg, (buckets) => {
          const out: AnyBucket[] = [];
          for (const b of buckets) {
            const vars = bucketVars(b, c.paths, c.gap);
            if (!vars) {
              out.push(b);
              continue;
            }
            const r = runBucketScript(script, vars, selector ? 'filter' : 'field');
            if (selector) {
              if (typeof r !== 'boolean') throw new EsError({ type: 'illegal_state_exception', reason: 'Script for bucket_selector must return a boolean', status: 500 });
              if (r) out.push(b);
            } else if (r === null || r === undefined) out.push(b);
            else {
              if (typeof r !== 'number' && typeof r !== 'bigint') throw new EsError({ type: 'aggregation_execution_exception', reason: `series_arithmetic script for reducer [${name}] must return a Number`, status: 500 });
              // ES reads the Number's doubleValue() (a long past 2^53 comes as a bigint).
              const v = new InternalSimpleValue(name, Number(r), c.format);
              v.meta = p.meta;
              out.push(addSub(b, v));
            }
          }
          return out;
        }),
    };
    return p;
  };
}

interface SortSpec {
  path: string;
  asc: boolean;
}

function parseSortSpecs(v: unknown): SortSpec[] {
  const items = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return items.map((item) => {
    if (typeof item === 'string') return { path: item, asc: item === '_key' };
    if (!isObject(item) || Object.keys(item).length !== 1) throw illegalArgument('[bucket_sort] sort must be a field name or an object of one field');
    const [path, o] = Object.entries(item)[0];
    const order = isObject(o) ? o.order : o;
    return { path, asc: String(order ?? 'asc').toLowerCase() === 'asc' };
  });
}

export function parseBucketSort(name: string, body: Record<string, unknown>, _ctx: AggParseContext): PipelineBuilder {
  const c = parsePipelineBody('bucket_sort', name, body, ['sort', 'from', 'size']);
  const sorts = parseSortSpecs(c.rest.get('sort'));
  const from = c.rest.has('from') ? intMember('bucket_sort', 'from', c.rest.get('from')) : 0;
  if (from < 0) throw illegalArgument(`[from] must be a non-negative integer: [${from}]`);
  const size = c.rest.has('size') ? intMember('bucket_sort', 'size', c.rest.get('size')) : undefined;
  if (size !== undefined && size <= 0) throw illegalArgument(`[size] must be a positive integer: [${size}]`);
  if (sorts.length === 0 && from === 0 && size === undefined) throw illegalArgument(`[${name}] is configured to perform nothing. Please set either of [sort, size, from] to use bucket_sort`);
  const p: PipelineBuilder = {
    name,
    type: 'bucket_sort',
    parent: true,
    validate: requireMultiBucketParent('bucket_sort', name),
    applyParent: (agg) =>
      rewrite(agg, (buckets) => {
        const keyed = buckets.map((b) => ({ b, values: sorts.map((s) => (s.path === '_key' ? b.key : resolveBucketValue(b, s.path, c.gap))) }));
        keyed.sort((x, y) => {
          for (let i = 0; i < sorts.length; i++) {
            const a = x.values[i];
            const bb = y.values[i];
            const an = typeof a === 'number' && Number.isNaN(a);
            const bn = typeof bb === 'number' && Number.isNaN(bb);
            if (an || bn) {
              if (an && bn) continue;
              return an ? 1 : -1;
            }
            const cmp = typeof a === 'string' && typeof bb === 'string' ? compareUtf8(a, bb) : (a as number) - (bb as number);
            if (cmp !== 0) return sorts[i].asc ? cmp : -cmp;
          }
          return 0;
        });
        return keyed.slice(from, size === undefined ? undefined : from + size).map((k) => k.b);
      }),
  };
  return p;
}

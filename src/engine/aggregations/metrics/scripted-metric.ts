/**
 * scripted_metric, as ES 6.8's ScriptedMetricAggregator and InternalScriptedMetric: per bucket of its parent a
 * `state` map, the init script run once on it, the map script per collected doc, the combine script (or the state
 * itself) as the shard's result; on the final reduce the reduce script over `states` (the shards' results in shard
 * order), or the list of them when there is no reduce script. In 6.8 combine_script and reduce_script are optional
 * (7.0 makes them required). The state is also `params._agg` (`params._aggs` in reduce), with 6.8's deprecation
 * warning when a script reads it.
 */
import { illegalArgument, parsingException } from '../../errors/catalog';
import type { Segment } from '../../index/segment';
import { docValuesAccess } from '../../query/score-functions';
import {
  compileScript, newScriptMap, parseScriptSpec, putScriptResult, scriptListOf, scriptResultToJson,
  type CompiledScript, type DocValuesAccess, type ScriptContext, type ScriptSpec,
} from '../../script/index';
import { isObject } from '../../util/json';
import { dict, hasOwn } from '../../util/own';
import { refuseSubs } from '../subs';
import type { AggregationBuilder, InternalAggregation, ReduceContext, ShardAggContext } from '../types';

/** A script value with its Java type, as the shards hand it to the reduce script. */
interface TypedValue {
  value: unknown;
  type: string;
}

const NO_DOC_VALUES: DocValuesAccess = { kind: () => 'unmapped', values: () => [] };

const SCRIPT_MEMBERS = new Map<string, 'init' | 'map' | 'combine' | 'reduce'>([
  ['init_script', 'init'], ['initScript', 'init'],
  ['map_script', 'map'], ['mapScript', 'map'],
  ['combine_script', 'combine'], ['combineScript', 'combine'],
  ['reduce_script', 'reduce'], ['reduceScript', 'reduce'],
]);

function tokenName(v: unknown): string {
  if (isObject(v)) return 'START_OBJECT';
  if (Array.isArray(v)) return 'START_ARRAY';
  if (typeof v === 'string') return 'VALUE_STRING';
  if (typeof v === 'number') return 'VALUE_NUMBER';
  if (typeof v === 'boolean') return 'VALUE_BOOLEAN';
  return 'VALUE_NULL';
}

export class InternalScriptedMetric implements InternalAggregation {
  readonly typedName = 'scripted_metric';
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    /** One value per shard until the final reduce, then the one result. */
    readonly values: TypedValue[],
    readonly reduceScript: CompiledScript | undefined,
  ) {}

  private get value(): unknown {
    return this.values.length === 0 ? null : this.values[0].value;
  }

  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const states: TypedValue[] = [];
    for (const a of all as InternalScriptedMetric[]) states.push(...a.values);
    let values: TypedValue[];
    if (this.reduceScript && ctx.final) {
      const script = this.reduceScript;
      const value = script.evaluateAgg!(scriptListOf(states), 0, 0, NO_DOC_VALUES);
      for (const w of script.warnings) ctx.warn(w);
      scriptResultToJson(value); // ES: CollectionUtils.ensureNoSelfReferences on the reduce script's result
      values = [{ value, type: script.resultType }];
    } else if (ctx.final) {
      values = [{ value: scriptListOf(states), type: 'object' }];
    } else {
      values = states;
    }
    const r = new InternalScriptedMetric(this.name, values, this.reduceScript);
    r.meta = this.meta;
    return r;
  }

  property(path: string[]): unknown {
    if (path.length === 0) return this;
    if (path.length === 1 && path[0] === 'value') {
      // A long past 2^53 is a bigint: a bucket path reads the Number's doubleValue().
      const v = scriptResultToJson(this.value);
      return typeof v === 'bigint' ? Number(v) : v;
    }
    throw illegalArgument(`path not supported for [${this.name}]: [${path.join(', ')}]`);
  }

  render() {
    const out: Record<string, unknown> = {};
    putScriptResult(out, 'value', this.value);
    return out;
  }
}

export function parseScriptedMetric(name: string, body: Record<string, unknown>): AggregationBuilder {
  const scripts = new Map<'init' | 'map' | 'combine' | 'reduce', ScriptSpec>();
  let params: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(body)) {
    const token = tokenName(value);
    if (token !== 'START_OBJECT' && token !== 'VALUE_STRING') throw parsingException(`Unexpected token ${token} in [${name}].`);
    const which = SCRIPT_MEMBERS.get(key);
    if (which) scripts.set(which, parseScriptSpec(value));
    else if (token === 'START_OBJECT' && key === 'params') params = value as Record<string, unknown>;
    else throw parsingException(`Unknown key for a ${token} in [${name}]: [${key}].`);
  }
  if (!scripts.has('map')) throw parsingException(`map_script field is required in [${name}].`);
  const builder: AggregationBuilder = {
    name,
    type: 'scripted_metric',
    subs: [],
    pipelines: [],
    prepare(shard) {
      refuseSubs(builder);
      const compile = (which: 'init' | 'map' | 'combine' | 'reduce', context: ScriptContext, withAggParams: boolean) => {
        const spec = scripts.get(which);
        if (!spec) return undefined;
        const merged = withAggParams ? mergeParams(params ?? {}, spec.params) : spec.params;
        return compileScript({ ...spec, params: merged }, { typeName: shard.index.mapping?.name, context, storedScripts: shard.index.storedScripts });
      };
      const init = compile('init', 'aggs_init', true);
      const map = compile('map', 'aggs_map', true)!;
      const combine = compile('combine', 'aggs_combine', true);
      // ES 6.8: the reduce script sees its own params only (and `_aggs`).
      const reduce = compile('reduce', 'aggs_reduce', false);
      return () => collector(shard, builder, init, map, combine, reduce);
    },
  };
  return builder;
}

function collector(
  shard: ShardAggContext,
  builder: AggregationBuilder,
  init: CompiledScript | undefined,
  map: CompiledScript,
  combine: CompiledScript | undefined,
  reduce: CompiledScript | undefined,
) {
  const state = newScriptMap();
  init?.evaluateAgg!(state, 0, 0, NO_DOC_VALUES);
  const access = new WeakMap<Segment, DocValuesAccess>();
  return {
    collect(leaf: { segment: Segment }, doc: number, score: number) {
      let a = access.get(leaf.segment);
      if (!a) access.set(leaf.segment, (a = docValuesAccess(shard.index, leaf.segment)));
      map.evaluateAgg!(state, doc, score, a);
    },
    build(): InternalAggregation {
      let result: TypedValue;
      if (combine) {
        result = { value: combine.evaluateAgg!(state, 0, 0, NO_DOC_VALUES), type: combine.resultType };
      } else {
        result = { value: state, type: 'object' };
      }
      // ES: CollectionUtils.ensureNoSelfReferences on the state after the map script and on the combined value.
      scriptResultToJson(state);
      scriptResultToJson(result.value);
      for (const s of [init, map, combine]) for (const w of s?.warnings ?? []) shard.warn(w);
      const r = new InternalScriptedMetric(builder.name, [result], reduce);
      r.meta = builder.meta;
      return r;
    },
  };
}

/** ES's mergeParams: the script's params, then the aggregation's; a name in both is refused. */
function mergeParams(agg: Record<string, unknown>, script: Record<string, unknown>): Record<string, unknown> {
  const out = dict();
  for (const [k, v] of Object.entries(script)) out[k] = v;
  for (const [k, v] of Object.entries(agg)) {
    if (hasOwn(out, k)) throw illegalArgument(`Parameter name "${k}" used in both aggregation and script parameters`);
    out[k] = v;
  }
  return out;
}

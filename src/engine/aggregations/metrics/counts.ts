/** value_count (values of any type) and cardinality (exact below precision_threshold, HyperLogLog above). */
import { illegalArgument } from '../../errors/catalog';
import { intMember, parseValuesSourceBody } from '../parse-helpers';
import type { AggregationBuilder, InternalAggregation } from '../types';
import { HyperLogLog } from './hyperloglog';
import { valuesMetric } from './values-metric';

export class InternalValueCount implements InternalAggregation {
  readonly typedName = 'value_count';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly value: number) {}
  reduce(all: InternalAggregation[]): InternalAggregation {
    const r = new InternalValueCount(this.name, (all as InternalValueCount[]).reduce((s, a) => s + a.value, 0));
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    return path.length === 0 || path[0] === 'value' ? this.value : undefined;
  }
  render() {
    return { value: this.value };
  }
}

export function parseValueCount(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec } = parseValuesSourceBody('value_count', body, [], { format: true });
  return valuesMetric(name, 'value_count', spec, 'any', () => {
    let n = 0;
    return { add: () => void n++, build: () => new InternalValueCount(name, n) };
  });
}

export class InternalCardinality implements InternalAggregation {
  readonly typedName = 'cardinality';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly sketch: HyperLogLog) {}
  reduce(all: InternalAggregation[]): InternalAggregation {
    const merged = this.sketch.copy();
    for (const a of all as InternalCardinality[]) if (a !== this) merged.merge(a.sketch);
    const r = new InternalCardinality(this.name, merged);
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    return path.length === 0 || path[0] === 'value' ? this.sketch.cardinality() : undefined;
  }
  render() {
    return { value: this.sketch.cardinality() };
  }
}

/** ES: 3000 by default, at most 40000. */
const DEFAULT_PRECISION_THRESHOLD = 3000;
const MAX_PRECISION_THRESHOLD = 40000;

export function parseCardinality(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('cardinality', body, ['precision_threshold', 'rehash']);
  let threshold = DEFAULT_PRECISION_THRESHOLD;
  if (rest.has('precision_threshold')) {
    threshold = intMember('cardinality', 'precision_threshold', rest.get('precision_threshold'));
    if (threshold < 0) throw illegalArgument(`[precisionThreshold] must be greater than or equal to 0. Found [${threshold}] in [${name}]`);
    threshold = Math.min(threshold, MAX_PRECISION_THRESHOLD);
  }
  return valuesMetric(name, 'cardinality', spec, 'any', () => {
    const sketch = new HyperLogLog(threshold);
    return { add: (v) => sketch.add(v), build: () => new InternalCardinality(name, sketch) };
  });
}

/** Results of pipelines: one value (simple_value, derivative), a bucket metric with its keys, stats, percentiles. */
import { javaDoubleToString } from '../../script/java-string';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { setMember } from '../../util/json';
import type { InternalAggregation } from '../types';

abstract class PipelineValue implements InternalAggregation {
  meta?: Record<string, unknown>;
  abstract readonly typedName: string;
  constructor(readonly name: string) {}
  // Pipeline results are made after the final reduce: nothing merges them.
  reduce(): InternalAggregation {
    return this;
  }
  abstract property(path: string[]): unknown;
  abstract render(): Record<string, unknown>;
}

const orNull = (v: number) => (Number.isFinite(v) ? v : null);

export class InternalSimpleValue extends PipelineValue {
  constructor(name: string, readonly value: number, readonly format: DocValueFormat = RAW, readonly typedName = 'simple_value') {
    super(name);
  }
  property(path: string[]) {
    return path.length === 0 || path[0] === 'value' ? this.value : undefined;
  }
  render() {
    const out: Record<string, unknown> = { value: orNull(this.value) };
    if (Number.isFinite(this.value) && this.format !== RAW) out.value_as_string = this.format.format(this.value);
    return out;
  }
}

export class InternalDerivative extends InternalSimpleValue {
  constructor(name: string, value: number, readonly normalizationFactor: number | undefined, format: DocValueFormat) {
    super(name, value, format, 'derivative');
  }
  override property(path: string[]) {
    if (path[0] === 'normalized_value') return this.normalizationFactor ? this.value / this.normalizationFactor : undefined;
    return super.property(path);
  }
  override render() {
    const out = super.render();
    if (this.normalizationFactor !== undefined && this.normalizationFactor > 0) out.normalized_value = orNull(this.value / this.normalizationFactor);
    return out;
  }
}

export class InternalBucketMetricValue extends PipelineValue {
  readonly typedName = 'bucket_metric_value';
  constructor(name: string, readonly value: number, readonly keys: string[], readonly format: DocValueFormat = RAW) {
    super(name);
  }
  property(path: string[]) {
    if (path.length === 0 || path[0] === 'value') return this.value;
    if (path[0] === 'keys') return this.keys;
    return undefined;
  }
  render() {
    const has = Number.isFinite(this.value);
    const out: Record<string, unknown> = { value: has ? this.value : null };
    if (has && this.format !== RAW) out.value_as_string = this.format.format(this.value);
    out.keys = this.keys;
    return out;
  }
}

export class InternalPercentilesBucket extends PipelineValue {
  readonly typedName = 'percentiles_bucket';
  constructor(name: string, readonly percents: number[], readonly values: number[], readonly keyed: boolean) {
    super(name);
  }
  property(path: string[]) {
    const i = this.percents.indexOf(Number(path[0]));
    return i >= 0 ? this.values[i] : undefined;
  }
  render() {
    if (!this.keyed) return { values: this.percents.map((p, i) => ({ key: p, value: orNull(this.values[i]) })) };
    const values: Record<string, unknown> = {};
    this.percents.forEach((p, i) => setMember(values, javaDoubleToString(p), orNull(this.values[i])));
    return { values };
  }
}

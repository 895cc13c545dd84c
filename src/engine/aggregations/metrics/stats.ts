/**
 * The numeric metrics that keep count, sum, min, max (and the sum of squares): avg, sum, min, max, stats and
 * extended_stats, with ES's compensated sums, null for empty results and `*_as_string` under a format.
 */
import { illegalArgument } from '../../errors/catalog';
import type { DocValueFormat } from '../doc-value-format';
import { RAW } from '../doc-value-format';
import { KahanSum } from '../kahan';
import { javaDouble, numberMember, parseValuesSourceBody } from '../parse-helpers';
import type { AggregationBuilder, InternalAggregation } from '../types';
import type { ValuesSourceSpec } from '../values-source';
import { valuesMetric } from './values-metric';
import type { AggParseContext } from '../types';

export type StatsKind = 'avg' | 'sum' | 'min' | 'max' | 'stats' | 'extended_stats';

class StatsState {
  count = 0;
  sum = new KahanSum();
  squares = new KahanSum();
  min = Infinity;
  max = -Infinity;
  add(v: number) {
    this.count++;
    this.sum.add(v);
    this.squares.add(v * v);
    if (v < this.min) this.min = v;
    if (v > this.max) this.max = v;
  }
}

export class InternalStats implements InternalAggregation {
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    readonly kind: StatsKind,
    readonly format: DocValueFormat,
    readonly count: number,
    readonly sum: number,
    readonly min: number,
    readonly max: number,
    readonly sumOfSquares: number,
    readonly sigma: number,
  ) {}
  get typedName(): string {
    return this.kind;
  }
  reduce(all: InternalAggregation[]): InternalAggregation {
    let count = 0;
    let min = Infinity;
    let max = -Infinity;
    const sum = new KahanSum();
    const squares = new KahanSum();
    for (const a of all as InternalStats[]) {
      count += a.count;
      sum.add(a.sum);
      squares.add(a.sumOfSquares);
      min = Math.min(min, a.min);
      max = Math.max(max, a.max);
    }
    const r = new InternalStats(this.name, this.kind, this.format, count, sum.sum, min, max, squares.sum, this.sigma);
    r.meta = this.meta;
    return r;
  }
  get avg() {
    return this.sum / this.count;
  }
  get variance() {
    const v = (this.sumOfSquares - (this.sum * this.sum) / this.count) / this.count;
    return v < 0 ? 0 : v;
  }
  value(): number {
    switch (this.kind) {
      case 'sum': return this.sum;
      case 'min': return this.min;
      case 'max': return this.max;
      default: return this.avg;
    }
  }
  property(path: string[]): unknown {
    if (path.length === 0) return this.kind === 'stats' || this.kind === 'extended_stats' ? undefined : this.value();
    const p = path[0];
    switch (p) {
      case 'value': return this.kind === 'stats' || this.kind === 'extended_stats' ? undefined : this.value();
      case 'count': return this.count;
      case 'sum': return this.sum;
      case 'min': return this.min;
      case 'max': return this.max;
      case 'avg': return this.avg;
      case 'sum_of_squares': return this.sumOfSquares;
      case 'variance': return this.variance;
      case 'std_deviation': return Math.sqrt(this.variance);
      case 'std_upper': return this.avg + Math.sqrt(this.variance) * this.sigma;
      case 'std_lower': return this.avg - Math.sqrt(this.variance) * this.sigma;
      default: return undefined;
    }
  }
  render(): Record<string, unknown> {
    const f = this.format;
    const has = this.count > 0;
    switch (this.kind) {
      case 'avg':
      case 'sum':
      case 'min':
      case 'max': {
        const v = this.value();
        const present = this.kind === 'sum' ? true : this.kind === 'avg' ? has : Number.isFinite(v);
        const out: Record<string, unknown> = { value: present ? v : null };
        if (present && f !== RAW) out.value_as_string = f.format(v);
        return out;
      }
    }
    const out: Record<string, unknown> = {
      count: this.count,
      min: has ? this.min : null,
      max: has ? this.max : null,
      avg: has ? this.avg : null,
      sum: this.sum,
    };
    if (this.kind === 'extended_stats') {
      const std = Math.sqrt(this.variance);
      out.sum_of_squares = has ? this.sumOfSquares : null;
      out.variance = has ? this.variance : null;
      out.std_deviation = has ? std : null;
      out.std_deviation_bounds = { upper: has ? this.avg + std * this.sigma : null, lower: has ? this.avg - std * this.sigma : null };
    }
    if (has && f !== RAW) {
      out.min_as_string = f.format(this.min);
      out.max_as_string = f.format(this.max);
      out.avg_as_string = f.format(this.avg);
      out.sum_as_string = f.format(this.sum);
      if (this.kind === 'extended_stats') {
        const std = Math.sqrt(this.variance);
        out.sum_of_squares_as_string = f.format(this.sumOfSquares);
        out.variance_as_string = f.format(this.variance);
        out.std_deviation_as_string = f.format(std);
        out.std_deviation_bounds_as_string = { upper: f.format(this.avg + std * this.sigma), lower: f.format(this.avg - std * this.sigma) };
      }
    }
    return out;
  }
}

export function parseStats(kind: StatsKind) {
  return (name: string, body: Record<string, unknown>, _ctx: AggParseContext): AggregationBuilder => {
    const own = kind === 'extended_stats' ? ['sigma'] : [];
    const { spec, rest } = parseValuesSourceBody(kind, body, own);
    let sigma = 2;
    if (rest.has('sigma')) {
      sigma = numberMember(kind, 'sigma', rest.get('sigma'));
      if (sigma < 0) throw illegalArgument(`[sigma] must be greater than or equal to 0. Found [${javaDouble(sigma)}] in [${name}]`);
    }
    return statsBuilder(name, kind, spec, sigma);
  };
}

function statsBuilder(name: string, kind: StatsKind, spec: ValuesSourceSpec, sigma: number): AggregationBuilder {
  return valuesMetric(name, kind, spec, 'numeric', (format) => {
    const state = new StatsState();
    return {
      add: (v) => state.add(v as number),
      build: () => new InternalStats(name, kind, format, state.count, state.sum.sum, state.min, state.max, state.squares.sum, sigma),
    };
  });
}

/**
 * The shape every single-source metric shares: no sub-aggregations, its values source resolved per shard, one
 * state per bucket fed each value of each collected doc, the state built into the result (with the request's meta).
 */
import type { DocValueFormat } from '../doc-value-format';
import { RAW } from '../doc-value-format';
import { refuseSubs } from '../subs';
import type { AggregationBuilder, InternalAggregation } from '../types';
import { PerLeafColumn, resolveValuesSource, type SourceType, type ValuesSourceSpec } from '../values-source';

export interface MetricState {
  add(value: number | string): void;
  build(): InternalAggregation;
}

export function valuesMetric(name: string, type: string, spec: ValuesSourceSpec, want: SourceType, state: (format: DocValueFormat) => MetricState): AggregationBuilder {
  const builder: AggregationBuilder = {
    name,
    type,
    subs: [],
    pipelines: [],
    prepare(shard) {
      refuseSubs(builder);
      const source = resolveValuesSource(spec, shard.index, want);
      const format = source?.format ?? RAW;
      const column = source?.kind === 'numeric' ? source.column : undefined;
      return () => {
        const s = state(format);
        // perf: a number field's values read off its column, no typed-array view per doc (the same values).
        const leafColumn = column === undefined ? undefined : new PerLeafColumn(column, (c) => (c.numeric ? c : undefined));
        return {
          collect(leaf, doc, score) {
            if (!source) return;
            const c = leafColumn?.of(leaf);
            if (c !== undefined) {
              const values = c.values as Float64Array;
              for (let i = c.start[doc], end = c.start[doc + 1]; i < end; i++) s.add(values[i]);
              return;
            }
            const vs = source.values(leaf, doc, score);
            for (let i = 0; i < vs.length; i++) s.add(vs[i]);
          },
          build() {
            const r = s.build();
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}

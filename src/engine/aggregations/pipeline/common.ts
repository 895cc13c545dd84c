/** Members every pipeline reads: buckets_path, gap_policy, format. */
import { illegalArgument } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { decimalFormat, RAW, type DocValueFormat } from '../doc-value-format';
import { unknownField } from '../parse-helpers';
import { parseGapPolicy, type GapPolicy } from './bucket-path';

export interface PipelineCommon {
  paths: Map<string, string>;
  /** The single path of most pipelines. */
  path: string;
  gap: GapPolicy;
  format: DocValueFormat;
  rest: Map<string, unknown>;
}

export function parsePipelineBody(type: string, name: string, body: Record<string, unknown>, own: readonly string[], defaultGap: GapPolicy = 'skip'): PipelineCommon {
  const paths = new Map<string, string>();
  let gap = defaultGap;
  let format: DocValueFormat = RAW;
  const rest = new Map<string, unknown>();
  let sawPath = false;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'buckets_path') {
      sawPath = true;
      if (typeof v === 'string') paths.set('_value', v);
      else if (Array.isArray(v)) v.forEach((p, i) => paths.set(`_value${i}`, String(p)));
      else if (isObject(v)) for (const [var_, p] of Object.entries(v)) paths.set(var_, String(p));
      else throw illegalArgument(`[buckets_path] must be a string, an array or an object in [${name}]`);
    } else if (k === 'gap_policy') gap = parseGapPolicy(v);
    else if (k === 'format') format = decimalFormat(String(v));
    else if (own.includes(k)) rest.set(k, v);
    else throw unknownField(type, k);
  }
  if (!sawPath && type !== 'bucket_sort') throw illegalArgument(`Required parameter [buckets_path] is missing for aggregation [${name}]`);
  return { paths, path: [...paths.values()][0] ?? '', gap, format, rest };
}

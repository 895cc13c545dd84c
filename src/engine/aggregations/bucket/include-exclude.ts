/**
 * terms' `include`/`exclude` (ES's IncludeExclude): a regular expression over the whole term (strings only), lists of
 * exact values, or `{partition, num_partitions}` (murmur3 of the term with seed 31, or HPPC's BitMixer.mix64 of a long).
 */
import { illegalArgument, parsingException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { murmur3Bytes } from '../../util/murmur3';
import { utf8Encode } from '../../util/utf8';
import type { DocValueFormat } from '../doc-value-format';

export interface IncludeExcludeSpec {
  includeRegex?: string;
  excludeRegex?: string;
  includeValues?: unknown[];
  excludeValues?: unknown[];
  partition?: { partition: number; numPartitions: number };
}

export function parseIncludeExclude(include: unknown, exclude: unknown): IncludeExcludeSpec | undefined {
  if (include === undefined && exclude === undefined) return undefined;
  const spec: IncludeExcludeSpec = {};
  if (typeof include === 'string') spec.includeRegex = include;
  else if (Array.isArray(include)) spec.includeValues = include;
  else if (isObject(include)) {
    const p = include.partition;
    const n = include.num_partitions;
    if (typeof p !== 'number' || typeof n !== 'number') throw illegalArgument('Missing [partition] parameter for partition-based include');
    if (p < 0 || p >= n) throw illegalArgument(`Invalid partition [${p}] for [${n}] partitions`);
    spec.partition = { partition: p, numPartitions: n };
  } else if (include !== undefined) throw parsingException('Unrecognized token for an include');
  if (typeof exclude === 'string') spec.excludeRegex = exclude;
  else if (Array.isArray(exclude)) spec.excludeValues = exclude;
  else if (exclude !== undefined) throw parsingException('Unrecognized token for an exclude');
  if (spec.partition && (spec.excludeRegex !== undefined || spec.excludeValues)) {
    throw illegalArgument('Cannot have both partition-based include and an exclude');
  }
  return spec;
}

/** Lucene's RegExp matches the whole term; its syntax is close to JS's for the usual `.*`, classes and groups. */
function wholeTerm(pattern: string): RegExp {
  try {
    return new RegExp(`^(?:${pattern})$`, 's');
  } catch {
    throw illegalArgument(`Invalid regular expression [${pattern}]`);
  }
}

const MASK = 0xffffffffffffffffn;

/** HPPC's BitMixer.mix64 of a long (what ES partitions numeric terms with), as a signed 64-bit BigInt. */
function mix64(v: number): bigint {
  let z = BigInt.asUintN(64, BigInt(Math.trunc(v)));
  z = ((z ^ (z >> 32n)) * 0x4cd6944c5cc20b6dn) & MASK;
  z = ((z ^ (z >> 29n)) * 0xfc12c5b19d3259e9n) & MASK;
  return BigInt.asIntN(64, z ^ (z >> 32n));
}

function floorMod(a: bigint, n: bigint): bigint {
  return ((a % n) + n) % n;
}

/** A predicate over terms, or undefined when everything is accepted. */
export function termFilter(spec: IncludeExcludeSpec | undefined, numeric: boolean, format: DocValueFormat, aggName: string): ((term: number | string) => boolean) | undefined {
  if (!spec) return undefined;
  const regex = spec.includeRegex !== undefined || spec.excludeRegex !== undefined;
  if (numeric && regex) {
    throw illegalArgument(`Aggregation [${aggName}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of numeric values for include/exclude clauses used to filter numeric fields`);
  }
  if (regex && format.parseTerm) {
    throw illegalArgument(`Aggregation [${aggName}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of values for include/exclude clauses`);
  }
  const read = (v: unknown) => (numeric ? format.parseNumber(v) : format.parseTerm ? format.parseTerm(v) : String(v));
  const include = spec.includeValues ? new Set(spec.includeValues.map(read)) : undefined;
  const exclude = spec.excludeValues ? new Set(spec.excludeValues.map(read)) : undefined;
  const includeRe = spec.includeRegex !== undefined ? wholeTerm(spec.includeRegex) : undefined;
  const excludeRe = spec.excludeRegex !== undefined ? wholeTerm(spec.excludeRegex) : undefined;
  const part = spec.partition;
  return (term) => {
    if (include && !include.has(term)) return false;
    if (exclude && exclude.has(term)) return false;
    if (includeRe && !includeRe.test(String(term))) return false;
    if (excludeRe && excludeRe.test(String(term))) return false;
    if (part) {
      const n = BigInt(part.numPartitions);
      const h = typeof term === 'number' ? mix64(term) : BigInt(murmur3Bytes(utf8Encode(term), 31) | 0);
      if (floorMod(h, n) !== BigInt(part.partition)) return false;
    }
    return true;
  };
}

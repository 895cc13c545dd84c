/**
 * Rollover (ES 6.8's TransportRolloverAction): an alias's write index is replaced by a new index when the
 * conditions hold (`max_age`, `max_docs`, `max_size`; none means always). The new index is named by the
 * request, or from the old one's provided name (`logs-1` → `logs-000002`); the alias moves to it (or, when the
 * old index is the alias's explicit write index, the new one becomes the write index and the old one stays).
 */
import { EsError } from '../errors/es-error';
import { illegalArgument } from '../errors/catalog';
import { isObject } from '../util/json';
import type { IndexService } from './index-service';
import { parseTimeValue } from './settings';

export type RolloverCondition =
  | { name: 'max_age'; ms: number; text: string }
  | { name: 'max_docs'; value: number; text: string }
  | { name: 'max_size'; bytes: number; text: string };

export interface RolloverRequest {
  conditions: RolloverCondition[];
  /** The create index body of the new index: `settings`, `mappings`, `aliases`. */
  createBody: Record<string, unknown>;
}

/** Strings.format1Decimals: one decimal, dropped when it is zero. */
function format1Decimals(value: number, suffix: string): string {
  const rounded = Math.trunc(value * 10) / 10;
  const whole = Math.trunc(rounded);
  return rounded === whole ? `${whole}${suffix}` : `${rounded.toFixed(1)}${suffix}`;
}

/** TimeValue.toString: the largest unit the duration reaches. */
export function timeValueText(ms: number): string {
  if (ms < 0) return String(ms);
  if (ms === 0) return '0s';
  const units: Array<[number, string]> = [[86_400_000, 'd'], [3_600_000, 'h'], [60_000, 'm'], [1000, 's'], [1, 'ms'], [0.001, 'micros']];
  for (const [size, suffix] of units) if (ms >= size) return format1Decimals(ms / size, suffix);
  return format1Decimals(ms * 1e6, 'nanos');
}

const BYTE_UNITS: Array<[string[], number]> = [
  [['pb', 'p'], 2 ** 50], [['tb', 't'], 2 ** 40], [['gb', 'g'], 2 ** 30], [['mb', 'm'], 2 ** 20], [['kb', 'k'], 2 ** 10], [['b'], 1],
];

/** ByteSizeValue.parseBytesSizeValue. */
export function parseByteSize(raw: string, setting: string): number {
  const s = raw.trim().toLowerCase();
  if (s === '-1') return -1;
  if (s === '0') return 0;
  for (const [suffixes, size] of BYTE_UNITS) {
    for (const suffix of suffixes) {
      if (!s.endsWith(suffix)) continue;
      const n = Number(s.slice(0, -suffix.length).trim());
      if (s.length > suffix.length && Number.isFinite(n)) return Math.trunc(n * size);
    }
  }
  throw new EsError({ type: 'parse_exception', reason: `failed to parse setting [${setting}] with value [${raw}] as a size in bytes: unit is missing or unrecognized`, status: 400 });
}

/** ByteSizeValue.toString: the largest unit the size reaches. */
export function byteSizeText(bytes: number): string {
  for (const [[suffix], size] of BYTE_UNITS) if (bytes >= size && size > 1) return format1Decimals(bytes / size, suffix);
  return format1Decimals(bytes, 'b');
}

function parseConditions(json: unknown): RolloverCondition[] {
  if (!isObject(json)) throw illegalArgument('[conditions] failed to parse object');
  const out: RolloverCondition[] = [];
  for (const [k, v] of Object.entries(json)) {
    if (k === 'max_age') {
      const ms = parseTimeValue(String(v), 'max_age');
      out.push({ name: 'max_age', ms, text: `[max_age: ${timeValueText(ms)}]` });
    } else if (k === 'max_docs') {
      const n = typeof v === 'string' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isInteger(n)) throw illegalArgument(`[conditions] failed to parse field [max_docs]`);
      out.push({ name: 'max_docs', value: n, text: `[max_docs: ${n}]` });
    } else if (k === 'max_size') {
      const bytes = parseByteSize(String(v), 'max_size');
      out.push({ name: 'max_size', bytes, text: `[max_size: ${byteSizeText(bytes)}]` });
    } else throw illegalArgument(`[conditions] unknown field [${k}], parser not found`);
  }
  return out;
}

/** RolloverRequest's body: `conditions` and the new index's `settings`, `mappings`, `aliases`. */
export function parseRolloverRequest(body: unknown): RolloverRequest {
  const b = body === undefined || body === null ? {} : body;
  if (!isObject(b)) throw new EsError({ type: 'parse_exception', reason: 'Failed to derive xcontent', status: 400 });
  const createBody: Record<string, unknown> = {};
  let conditions: RolloverCondition[] = [];
  for (const [k, v] of Object.entries(b)) {
    if (k === 'conditions') conditions = parseConditions(v);
    else if (k === 'settings' || k === 'mappings' || k === 'aliases') createBody[k] = v;
    else throw illegalArgument(`[rollover] unknown field [${k}], parser not found`);
  }
  return { conditions, createBody };
}

/** The alias's write index (validate in TransportRolloverAction), with ES's errors. */
export function rolloverSource(indices: ReadonlyMap<string, IndexService>, alias: string): { index: IndexService; explicitWriteIndex: boolean } {
  const behind = [...indices.values()].filter((svc) => svc.aliases.has(alias));
  if (behind.length === 0) {
    if (indices.has(alias)) throw illegalArgument('source alias is a concrete index');
    throw illegalArgument('source alias does not exist');
  }
  const explicit = behind.find((svc) => svc.aliases.get(alias)!.isWriteIndex === true);
  const write = explicit ?? (behind.length === 1 && behind[0].aliases.get(alias)!.isWriteIndex !== false ? behind[0] : undefined);
  if (!write) throw illegalArgument(`source alias [${alias}] does not point to a write index`);
  return { index: write, explicitWriteIndex: explicit !== undefined };
}

/** generateRolloverIndexName: `prefix-N` becomes `prefix-` and N + 1 on six digits (a date-math name keeps its `>`). */
export function nextRolloverName(provided: string): string {
  const dateMath = provided.startsWith('<') && provided.endsWith('>');
  const bare = dateMath ? provided.slice(0, -1) : provided;
  const match = /^(.*)-(\d+)$/.exec(bare);
  if (!match) throw illegalArgument(`index name [${provided}] does not match pattern '^.*-\\d+$'`);
  const counter = Number.parseInt(match[2], 10) + 1;
  return `${match[1]}-${String(counter).padStart(6, '0')}${dateMath ? '>' : ''}`;
}

/** The statistics the conditions read: the source index's searchable documents (primaries) and their size. */
export function conditionResults(conditions: RolloverCondition[], index: IndexService, now: number): Map<string, boolean> {
  let docs = 0;
  let bytes = 0;
  for (const shard of index.shards) {
    for (const seg of shard.reader(true)) {
      docs += seg.numDocs;
      bytes += seg.sources.jsonBytes;
    }
  }
  const out = new Map<string, boolean>();
  for (const c of conditions) {
    const met = c.name === 'max_docs' ? docs >= c.value : c.name === 'max_size' ? bytes >= c.bytes : now - index.creationDate >= c.ms;
    out.set(c.text, met);
  }
  return out;
}

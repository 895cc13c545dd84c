import type { IndexService } from '../../index/index-service';
import { resolveIndices } from '../../index/resolve-indices';
import { nestedDocCount } from '../../index/nested-docs';
import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import { renderCatTable, type CatColumn } from '../cat-table';
import type { Handler } from '../rest-types';

/** RestIndicesAction's columns (the ones Searchpad has), with their aliases and help texts. */
const COLUMNS: CatColumn[] = [
  { name: 'health', aliases: ['h'], desc: 'current health status' },
  { name: 'status', aliases: ['s'], desc: 'open/close status' },
  { name: 'index', aliases: ['i', 'idx'], desc: 'index name' },
  { name: 'uuid', aliases: ['id', 'uuid'], desc: 'index uuid' },
  { name: 'pri', aliases: ['p', 'shards.primary', 'shardsPrimary'], desc: 'number of primary shards', right: true },
  { name: 'rep', aliases: ['r', 'shards.replica', 'shardsReplica'], desc: 'number of replica shards', right: true },
  { name: 'docs.count', aliases: ['dc', 'docsCount'], desc: 'available docs', right: true },
  { name: 'docs.deleted', aliases: ['dd', 'docsDeleted'], desc: 'deleted docs', right: true },
  { name: 'creation.date', aliases: ['cd'], desc: 'index creation date (millisecond value)', right: true, byDefault: false },
  { name: 'creation.date.string', aliases: ['cds'], desc: 'index creation date (as string)', byDefault: false },
  { name: 'store.size', aliases: ['ss', 'storeSize'], desc: 'store size of primaries & replicas', right: true },
  { name: 'pri.store.size', aliases: [], desc: 'store size of primaries', right: true },
];

const HEALTH = new Set(['green', 'yellow', 'red']);

function humanBytes(n: number): string {
  const units = ['b', 'kb', 'mb', 'gb', 'tb'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return u === 0 ? `${v}b` : `${Math.round(v * 10) / 10}${units[u]}`;
}

/** Bytes the index's sources take (deleted docs included, until merged), as a stand-in for Lucene's store size. */
function storeBytes(svc: IndexService): number {
  let n = 0;
  for (const shard of svc.shards) for (const seg of shard.segments) n += seg.sources.jsonBytes;
  return n;
}

/** One index's cells, in COLUMNS' order. A closed index shows its status, name, uuid and creation date only. */
function row(svc: IndexService, bytesUnit: string | undefined): string[] {
  const created = [String(svc.creationDate), new Date(svc.creationDate).toISOString()];
  if (svc.closed) return ['', 'close', svc.name, svc.uuid, '', '', '', '', ...created, '', ''];
  let docs = 0;
  let deleted = 0;
  for (const shard of svc.shards) {
    docs += shard.searchableDocCount;
    deleted += shard.searchableDeletedCount;
    // Lucene counts the hidden documents of nested fields too.
    for (const seg of shard.reader(true)) docs += nestedDocCount(svc, seg);
  }
  const bytes = sizeText(storeBytes(svc), bytesUnit);
  return [
    svc.numberOfReplicas > 0 ? 'yellow' : 'green', 'open', svc.name, svc.uuid, String(svc.numberOfShards), String(svc.numberOfReplicas),
    String(docs), String(deleted), ...created, bytes, bytes,
  ];
}

const BYTE_UNITS: Record<string, number> = { b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, t: 1024 ** 4, tb: 1024 ** 4, p: 1024 ** 5, pb: 1024 ** 5 };

/** A size as `_cat` prints it: human units, or a whole number of the `bytes` unit asked for. */
function sizeText(n: number, unit: string | undefined): string {
  if (unit === undefined) return humanBytes(n);
  const per = own(BYTE_UNITS, unit) as number | undefined;
  if (per === undefined) throw illegalArgument(`failed to parse setting [bytes] with value [${unit}] as a size in bytes: unit is missing or unrecognized`);
  return String(Math.floor(n / per));
}

/** `cat.indices`: a text table (or JSON with `format=json`), as _cat/indices prints it. */
export const catIndicesHandler: Handler = (req, state) => {
  const health = req.params.get('health');
  if (health !== undefined && !HEALTH.has(health.toLowerCase())) throw illegalArgument(`unknown cluster health status [${health}]`);
  const targets = resolveIndices(state, req.pathParams.index).sort((a, b) => a.name.localeCompare(b.name));
  const bytesUnit = req.params.get('bytes');
  const rows = targets.map((svc) => row(svc, bytesUnit)).filter((r) => health === undefined || r[0] === health.toLowerCase());
  return renderCatTable(req, COLUMNS, rows);
};

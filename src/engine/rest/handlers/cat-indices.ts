import type { IndexService } from '../../index/index-service';
import { resolveIndices } from '../../index/resolve-indices';
import { nestedDocCount } from '../../index/nested-docs';
import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import { paramBoolean } from '../params';
import type { Handler } from '../rest-types';

const COLUMNS = ['health', 'status', 'index', 'uuid', 'pri', 'rep', 'docs.count', 'docs.deleted', 'store.size', 'pri.store.size'] as const;

/** Columns shown only when asked for with `h`. */
const EXTRA_COLUMNS = ['creation.date', 'creation.date.string'] as const;

/** RestIndicesAction's column aliases (`h=i,dc` means `index,docs.count`). */
const ALIASES: Record<string, string> = {
  h: 'health', s: 'status', i: 'index', idx: 'index', id: 'uuid', p: 'pri', 'shards.primary': 'pri', shardsPrimary: 'pri',
  r: 'rep', 'shards.replica': 'rep', shardsReplica: 'rep', dc: 'docs.count', docsCount: 'docs.count', dd: 'docs.deleted',
  docsDeleted: 'docs.deleted', cd: 'creation.date', cds: 'creation.date.string', ss: 'store.size', storeSize: 'store.size',
};

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

function row(svc: IndexService): Record<(typeof COLUMNS)[number] | (typeof EXTRA_COLUMNS)[number], string> {
  // ES: a closed index shows its status, name, uuid and shard counts only.
  if (svc.closed) {
    return {
      health: '', status: 'close', index: svc.name, uuid: svc.uuid, pri: String(svc.numberOfShards), rep: String(svc.numberOfReplicas),
      'docs.count': '', 'docs.deleted': '', 'store.size': '', 'pri.store.size': '',
      'creation.date': String(svc.creationDate), 'creation.date.string': new Date(svc.creationDate).toISOString(),
    };
  }
  let docs = 0;
  let deleted = 0;
  for (const shard of svc.shards) {
    docs += shard.searchableDocCount;
    deleted += shard.searchableDeletedCount;
    // Lucene counts the hidden documents of nested fields too.
    for (const seg of shard.reader(true)) docs += nestedDocCount(svc, seg);
  }
  const bytes = humanBytes(storeBytes(svc));
  return {
    health: svc.numberOfReplicas > 0 ? 'yellow' : 'green',
    status: 'open',
    index: svc.name,
    uuid: svc.uuid,
    pri: String(svc.numberOfShards),
    rep: String(svc.numberOfReplicas),
    'docs.count': String(docs),
    'docs.deleted': String(deleted),
    'store.size': bytes,
    'pri.store.size': bytes,
    'creation.date': String(svc.creationDate),
    'creation.date.string': new Date(svc.creationDate).toISOString(),
  };
}

/** `cat.indices`: a text table (or JSON with `format=json`), as _cat/indices prints it. */
export const catIndicesHandler: Handler = (req, state) => {
  const health = req.params.get('health');
  if (health !== undefined && !HEALTH.has(health.toLowerCase())) throw illegalArgument(`unknown cluster health status [${health}]`);
  const targets = resolveIndices(state, req.pathParams.index).sort((a, b) => a.name.localeCompare(b.name));
  // Headers print as asked for (an alias stays an alias); cells come from the column it names.
  const h = req.params.get('h')?.split(',').map((s) => s.trim()) ?? [...COLUMNS];
  const rows = targets
    .map(row)
    .filter((r) => health === undefined || r.health === health.toLowerCase())
    .map((r) => h.map((c) => (own(r, (own(ALIASES, c) as string | undefined) ?? c) as string | undefined) ?? ''));
  if (req.params.get('format') === 'json') {
    return { status: 200, body: rows.map((r) => Object.fromEntries(h.map((c, i) => [c, r[i]]))) };
  }
  const verbose = paramBoolean(req.params, 'v', false);
  const table = verbose ? [h, ...rows] : rows;
  const widths = h.map((_, i) => Math.max(...table.map((r) => r[i].length), 0));
  const numeric = new Set(['pri', 'rep', 'docs.count', 'docs.deleted', 'store.size', 'pri.store.size', 'creation.date']);
  const text = table
    .map((r) => r.map((cell, i) => (numeric.has((own(ALIASES, h[i]) as string | undefined) ?? h[i]) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' '))
    .join('\n');
  return { status: 200, body: table.length > 0 ? `${text}\n` : '' };
};

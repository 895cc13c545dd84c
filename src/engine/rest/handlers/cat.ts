import { resolveIndices } from '../../index/resolve-indices';
import { simpleMatch } from '../../util/simple-match';
import { executeSearch, parseSearchRequest } from '../../search/search-service';
import { renderCatTable, TIMESTAMP_COLUMNS, timestampCells, type CatColumn } from '../cat-table';
import type { Handler } from '../rest-types';
import { clusterHealth } from './cluster';

const ALIAS_COLUMNS: CatColumn[] = [
  { name: 'alias', aliases: ['a'], desc: 'alias name' },
  { name: 'index', aliases: ['i', 'idx'], desc: 'index alias points to' },
  { name: 'filter', aliases: ['f', 'fi'], desc: 'filter' },
  { name: 'routing.index', aliases: ['ri', 'routingIndex'], desc: 'index routing' },
  { name: 'routing.search', aliases: ['rs', 'routingSearch'], desc: 'search routing' },
];

/** `cat.aliases`: GET /_cat/aliases[/{name}] — one row per alias and index (closed indices included). */
export const catAliasesHandler: Handler = (req, state) => {
  const names = req.pathParams.name?.split(',').map((s) => s.trim()).filter(Boolean);
  const rows: string[][] = [];
  for (const svc of [...state.indices.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    for (const [alias, meta] of [...svc.aliases].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (names && !names.some((n) => n === '_all' || simpleMatch(n, alias))) continue;
      rows.push([alias, svc.name, meta.filter !== undefined ? '*' : '-', meta.indexRouting ?? '-', meta.searchRouting ?? '-']);
    }
  }
  return renderCatTable(req, ALIAS_COLUMNS, rows);
};

const HEALTH_COLUMNS: CatColumn[] = [
  ...TIMESTAMP_COLUMNS,
  { name: 'cluster', aliases: ['cl'], desc: 'cluster name' },
  { name: 'status', aliases: ['st'], desc: 'health status' },
  { name: 'node.total', aliases: ['nt', 'nodeTotal'], desc: 'total number of nodes', right: true },
  { name: 'node.data', aliases: ['nd', 'nodeData'], desc: 'number of nodes that can store data', right: true },
  { name: 'shards', aliases: ['t', 'sh', 'shards.total', 'shardsTotal'], desc: 'total number of shards', right: true },
  { name: 'pri', aliases: ['p', 'shards.primary', 'shardsPrimary'], desc: 'number of primary shards', right: true },
  { name: 'relo', aliases: ['r', 'shards.relocating', 'shardsRelocating'], desc: 'number of relocating nodes', right: true },
  { name: 'init', aliases: ['i', 'shards.initializing', 'shardsInitializing'], desc: 'number of initializing nodes', right: true },
  { name: 'unassign', aliases: ['u', 'shards.unassigned', 'shardsUnassigned'], desc: 'number of unassigned shards', right: true },
  { name: 'pending_tasks', aliases: ['pt', 'pendingTasks'], desc: 'number of pending tasks', right: true },
  { name: 'max_task_wait_time', aliases: ['mtwt', 'maxTaskWaitTime'], desc: 'wait time of longest task pending', right: true },
  { name: 'active_shards_percent', aliases: ['asp', 'activeShardsPercent'], desc: 'active number of shards in percent', right: true },
];

/** `cat.health`: the cluster health as one row. */
export const catHealthHandler: Handler = (req, state) => {
  const h = clusterHealth([...state.indices.values()]);
  const row = [
    ...timestampCells(state.clock()),
    state.clusterName, h.status, '1', '1', String(h.activeShards), String(h.primaries), '0', '0', String(h.unassigned), '0', '-',
    `${h.activePercent.toFixed(1)}%`,
  ];
  return renderCatTable(req, HEALTH_COLUMNS, [row]);
};

const COUNT_COLUMNS: CatColumn[] = [...TIMESTAMP_COLUMNS, { name: 'count', aliases: ['dc', 'docs.count', 'docsCount'], desc: 'the document count', right: true }];

/** `cat.count`: GET /_cat/count[/{index}] — the documents a match_all count finds. */
export const catCountHandler: Handler = async (req, state, scope) => {
  const indices = resolveIndices(state, req.pathParams.index, { forbidClosed: true });
  const sr = parseSearchRequest(undefined);
  sr.size = 0;
  const r = await executeSearch(state, scope, indices, sr);
  return renderCatTable(req, COUNT_COLUMNS, [[...timestampCells(state.clock()), String(r.total)]]);
};

const TEMPLATE_COLUMNS: CatColumn[] = [
  { name: 'name', aliases: ['n'], desc: 'template name' },
  { name: 'index_patterns', aliases: ['t'], desc: 'template index patterns' },
  { name: 'order', aliases: ['o'], desc: 'template application order number' },
  { name: 'version', aliases: ['v'], desc: 'version' },
];

/** `cat.templates`: GET /_cat/templates[/{name}] — one row per index template whose name matches. */
export const catTemplatesHandler: Handler = (req, state) => {
  const name = req.pathParams.name;
  const rows: string[][] = [];
  for (const t of [...state.templates.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (name !== undefined && !simpleMatch(name, t.name)) continue;
    rows.push([t.name, `[${t.indexPatterns.join(', ')}]`, String(t.order), t.version === undefined ? '' : String(t.version)]);
  }
  return renderCatTable(req, TEMPLATE_COLUMNS, rows);
};

/**
 * The import rules of src/, as dependency-cruiser rules (checked by dependency-rules.test.ts, drawn by
 * scripts/architecture-graph.ts). The engine's folders form layers, and a folder imports only from folders on
 * its left (docs/ARCHITECTURE.md): errors, util → analysis → mapping → storage, index, engine state, request scope →
 * query, script → aggregations → search, termvectors → rest → engine/index.ts.
 */
import type { IForbiddenRuleType } from 'dependency-cruiser';

/** The engine's layers, lowest first; a folder (or root file) may import its own layer's earlier rows and lower layers. */
export const ENGINE_LAYERS: ReadonlyArray<ReadonlyArray<string>> = [
  ['errors', 'util', 'types.ts'],
  ['analysis'],
  ['mapping'],
  ['storage', 'index', 'engine-state.ts', 'request-scope.ts'],
  ['script', 'query'],
  ['aggregations'],
  ['search', 'termvectors'],
  ['rest'],
  ['index.ts', 'test-support'],
];

const enginePath = (part: string) => (part.endsWith('.ts') ? `^src/engine/${part.replace('.', '\\.')}$` : `^src/engine/${part}/`);
const anyOf = (parts: string[]) => parts.map(enginePath).join('|');

/** Each engine folder: everything to its right (higher layers, and later rows of its own layer) is forbidden. */
function layerRules(): IForbiddenRuleType[] {
  const order = ENGINE_LAYERS.flat();
  const rules: IForbiddenRuleType[] = [];
  ENGINE_LAYERS.forEach((layer) => {
    for (const part of layer) {
      const above = order.slice(order.indexOf(part) + 1);
      if (above.length === 0) continue;
      rules.push({ name: `layer-${part.replace('.ts', '')}`, severity: 'error', comment: `engine/${part} imports only from the layers on its left`, from: { path: enginePath(part) }, to: { path: anyOf(above) } });
    }
  });
  return rules;
}

/**
 * npm packages the engine may use: pure computation with no DOM, Node or I/O, each named in the README
 * with why (snowball-stemmers: the Snowball stemmers Lucene 7.7 ships; fold-to-ascii: Lucene's ASCII folding
 * table; issue 24).
 */
export const ENGINE_PACKAGES = ['snowball-stemmers', 'fold-to-ascii'];

export const RULES: IForbiddenRuleType[] = [
  { name: 'no-cycles', severity: 'error', comment: 'no import cycle in src/ (type-only imports count)', from: { path: '^src/' }, to: { circular: true } },
  { name: 'engine-imports-only-engine', severity: 'error', comment: 'the engine knows no page, worker, server, HTTP helper, Node module or npm package but the pure ones named in ENGINE_PACKAGES', from: { path: '^src/engine/' }, to: { pathNot: `^(src/engine/|node_modules/(${ENGINE_PACKAGES.join('|')})/)` } },
  { name: 'http-only-in-rest', severity: 'error', comment: 'layers below rest/ know no HTTP: nothing below it imports rest/', from: { path: '^src/engine/', pathNot: '^src/engine/(rest/|index\\.ts$|test-support/)' }, to: { path: '^src/engine/rest/' } },
  { name: 'query-knows-no-search', severity: 'error', comment: 'query/ builds and collects its own top docs', from: { path: '^src/engine/query/' }, to: { path: '^src/engine/search/' } },
  { name: 'page-talks-to-worker-through-client', severity: 'error', comment: 'only ui/client/ knows the worker', from: { path: '^src/ui/', pathNot: '^src/ui/client/' }, to: { path: '^src/worker/' } },
  { name: 'page-uses-engine-types-only', severity: 'error', comment: 'the page runs no engine code: it may import the engine\'s types, never its values', from: { path: '^src/ui/' }, to: { path: '^src/engine/', dependencyTypesNot: ['type-only'] } },
  { name: 'worker-knows-no-page', severity: 'error', comment: 'the worker hosts the engine; the page is its client', from: { path: '^src/worker/' }, to: { path: '^src/(ui|server)/' } },
  { name: 'server-knows-no-page', severity: 'error', comment: 'the HTTP server hosts the engine in Node', from: { path: '^src/server/' }, to: { path: '^src/(ui|worker)/' } },
  ...layerRules(),
];

/** What the rules cruise: production code under src/ (tests may reach across layers). */
export const CRUISE_OPTIONS = {
  tsPreCompilationDeps: true,
  exclude: { path: '\\.test\\.tsx?$|\\.test-d\\.ts$' },
  doNotFollow: { path: 'node_modules' },
} as const;

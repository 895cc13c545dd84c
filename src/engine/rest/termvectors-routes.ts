import { mtermvectorsHandler } from './handlers/mtermvectors';
import { termvectorsHandler } from './handlers/termvectors';
import type { Route } from './rest-types';

const PARAMS = ['ids', 'term_statistics', 'termStatistics', 'field_statistics', 'fieldStatistics', 'fields', 'offsets', 'positions',
  'payloads', 'preference', 'routing', 'parent', 'realtime', 'version', 'version_type'];
const M = ['GET', 'POST'];

/** Term vectors: typed 6.x paths, the deprecated `_termvector` spelling, the 7.x typeless ones, and _mtermvectors. */
export const TERMVECTORS_ROUTES: Route[] = [
  { api: 'termvectors', methods: M, path: '/{index}/{type}/{id}/_termvectors', handler: termvectorsHandler, params: PARAMS },
  { api: 'termvectors', methods: M, path: '/{index}/{type}/_termvectors', handler: termvectorsHandler, params: PARAMS },
  { api: 'termvectors', methods: M, path: '/{index}/_termvectors/{id}', handler: termvectorsHandler, params: PARAMS },
  { api: 'termvectors', methods: M, path: '/{index}/_termvectors', handler: termvectorsHandler, params: PARAMS },
  { api: 'termvectors', methods: M, path: '/{index}/{type}/{id}/_termvector', handler: termvectorsHandler, params: PARAMS, deprecatedBy: '/{index}/{type}/{id}/_termvectors' },
  { api: 'termvectors', methods: M, path: '/{index}/{type}/_termvector', handler: termvectorsHandler, params: PARAMS, deprecatedBy: '/{index}/{type}/_termvectors' },
  { api: 'mtermvectors', methods: M, path: '/_mtermvectors', handler: mtermvectorsHandler, params: PARAMS },
  { api: 'mtermvectors', methods: M, path: '/{index}/_mtermvectors', handler: mtermvectorsHandler, params: PARAMS },
  { api: 'mtermvectors', methods: M, path: '/{index}/{type}/_mtermvectors', handler: mtermvectorsHandler, params: PARAMS },
];

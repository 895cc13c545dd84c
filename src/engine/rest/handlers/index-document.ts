import { analyzerUseWarnings } from '../../analysis/registry';
import { illegalArgument } from '../../errors/catalog';
import { indexDocument } from '../../index/documents';
import { writeConditionsFromParams } from '../params/write-conditions';
import { renderWriteResult } from '../render/write-result';
import type { Handler } from '../rest-types';
import { writeTarget, parseRefresh, requireBody } from './common';

/** `index` API: PUT/POST /{index}/{type}/{id}, POST /{index}/{type}, .../_create. */
export const indexHandler: Handler = async (req, state, scope) => {
  const warnings: string[] = [];
  const source = requireBody(req);
  const create = req.routePath.includes('/_create');
  const opTypeParam = req.params.get('op_type');
  if (opTypeParam !== undefined && opTypeParam !== 'index' && opTypeParam !== 'create') {
    throw illegalArgument(`opType must be 'create' or 'index', found: [${opTypeParam}]`);
  }
  const refresh = parseRefresh(req);
  // URL parameters are read (and refused) before a missing index is created, as ES's REST layer does.
  const { version, versionType, cas } = writeConditionsFromParams(req.params);
  const { index, routing } = writeTarget(state, scope, req.pathParams.index, req.params.get('routing'), warnings);
  const result = await indexDocument(state, scope, index, {
    type: req.pathParams.type ?? '_doc',
    id: req.pathParams.id,
    source,
    routing,
    version,
    versionType,
    cas,
    opType: create || opTypeParam === 'create' ? 'create' : 'index',
  });
  if (refresh !== 'none') result.shard.refresh(true);
  // The deprecations ES logs as the document's text fields are analysed (a chain with `htmlStrip`).
  if (source !== null && typeof source === 'object' && !Array.isArray(source)) {
    for (const field of Object.keys(source)) {
      const m = index.fieldMapping(field);
      const analyzer = m && m.type === 'text' ? index.indexAnalyzer(m) : undefined;
      for (const w of analyzer ? analyzerUseWarnings(analyzer) : []) if (!warnings.includes(w)) warnings.push(w);
    }
  }
  return {
    status: result.result === 'created' ? 201 : 200,
    body: renderWriteResult(result, refresh === 'immediate'),
    warnings,
  };
};

import { actionRequestValidation } from '../../errors/catalog';
import { searchScopes } from '../../index/aliases';
import { resolveIndices } from '../../index/resolve-indices';
import { indicesOptionsFromParams } from '../params/indices-options';
import { validateOptionsFromParams } from '../params/validate-query-params';
import { detailedMessage } from '../../search/detailed-message';
import { isRequestParseError, validateQuery } from '../../search/validate-query';
import type { Handler } from '../rest-types';
import { uriQuery } from '../params/uri-query';
import { queryContent } from '../query-content';

/**
 * `indices.validate_query`: GET|POST /_validate/query, /{index}/_validate/query, /{index}/{type}/_validate/query.
 * A query the request cannot parse is answered 200 `{valid: false}` (with its `error` under `explain`), as
 * RestValidateQueryAction does; otherwise each shard asked says whether it is valid and, with `explain` or
 * `rewrite`, how Lucene prints it.
 */
export const validateQueryHandler: Handler = (req, state, scope) => {
  const opts = validateOptionsFromParams(req.params, req.pathParams.type);
  const indices = resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, { ignoreUnavailable: false, allowNoIndices: true }, { forbidClosed: true }));
  try {
    const query = req.body !== undefined ? queryContent(req.body) : req.params.has('q') ? uriQuery(req.params.get('q')!, req.params) : { match_all: {} };
    // A body without `query` leaves the request's query null: ValidateQueryRequest.validate refuses it.
    if (query === undefined) throw actionRequestValidation(['query cannot be null']);
    const r = validateQuery(state, scope, indices, query, opts, searchScopes(state, req.pathParams.index, indices));
    const body: Record<string, unknown> = { valid: r.valid, _shards: { total: r.shards, successful: r.shards, failed: 0 } };
    if (r.explanations && r.explanations.length > 0) body.explanations = r.explanations;
    return { status: 200, body };
  } catch (e) {
    if (!isRequestParseError(e)) throw e;
    // A ParsingException reports its detailed message; other body errors their message.
    const error = e.type === 'parsing_exception' ? detailedMessage(e) : e.reason;
    return { status: 200, body: opts.explain ? { valid: false, error } : { valid: false } };
  }
};

import { actionRequestValidation } from '../../errors/catalog';
import { parseQuery } from '../../query/dsl';
import { ShardSearcher } from '../../query/query';
import { filterSource } from '../../util/source-filter';
import { sourceFilterFromParams } from '../params/source-params';
import { explanationToJson } from '../render/explanation';
import type { Handler } from '../rest-types';
import { lookupDocument } from './get';
import { uriQuery } from '../params/uri-query';
import { queryContent } from '../query-content';

/**
 * `explain`: how one document scores (or why it does not match) against a query, on its shard's
 * searcher (what a refresh made visible). 404 with `matched: false` when the document is not there.
 */
export const explainHandler: Handler = (req, state, scope) => {
  let queryJson = queryContent(req.body);
  if (req.params.has('q')) queryJson = uriQuery(req.params.get('q')!, req.params);
  if (queryJson === undefined) throw actionRequestValidation(['query is missing']);
  const params = new Map(req.params);
  params.set('realtime', 'false');
  const { index, type, id, record } = lookupDocument(state, { ...req, params });
  const query = parseQuery(queryJson, index, false, state.clock(), (w) => scope.deprecations.add(w), state.likeItemTerms);
  const head = { _index: index.name, _type: type, _id: id };
  if (!record || record.segment === undefined) return { status: 404, body: { ...head, matched: false } };
  const shard = index.shardFor(id, req.params.get('routing'));
  const searcher = new ShardSearcher(index, shard.shardId, shard.reader(true));
  const leaf = searcher.leaves.find((l) => l.segment === record.segment)!;
  const explanation = query.createWeight(searcher, true, 1).explain(leaf, record.segmentDoc!);
  const out: Record<string, unknown> = { ...head, matched: explanation.match, explanation: explanationToJson(explanation) };
  const filter = sourceFilterFromParams(req.params, (w) => scope.deprecations.add(w));
  if (filter) out.get = { _source: filterSource(record.source, filter) };
  return { status: 200, body: out };
};

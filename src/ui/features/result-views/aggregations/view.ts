import type { ResultView } from '../result-view';
import { isObject } from '../shapes';
import { AggregationsView } from './AggregationsView';

/** A search answer with at least one aggregation. */
export const aggregationsView: ResultView = {
  id: 'aggs',
  title: 'Aggregations',
  appliesTo: (_request, { body }) => isObject(body) && isObject(body.aggregations) && Object.keys(body.aggregations).length > 0,
  View: AggregationsView,
};

import type { ResultView } from '../result-view';
import { isObject } from '../shapes';
import { AnalyzersView } from './AnalyzersView';
import { analyzeTarget } from './field-analyzers';

/** `_analyze` of an index's field: its index analyzer against its search analyzer on the same text. */
export const analyzersView: ResultView = {
  id: 'analyzers',
  title: 'Index vs search',
  appliesTo: (request, response) => analyzeTarget(request) !== undefined && isObject(response.body) && (Array.isArray(response.body.tokens) || isObject(response.body.detail)),
  View: AnalyzersView,
};

import type { ResultView } from '../result-view';
import { hitsOf, isObject } from '../shapes';
import { ExplainView } from './ExplainView';

/** `_explain`, or a search with `explain: true`. */
export const explainView: ResultView = {
  id: 'explain',
  title: 'Explain',
  appliesTo: (_request, { body }) => (isObject(body) && isObject(body.explanation)) || (hitsOf(body)?.hits.some((h) => h._explanation) ?? false),
  View: ExplainView,
};

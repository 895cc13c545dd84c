import type { ResultView } from '../result-view';
import { hitsOf } from '../shapes';
import { HitsView } from './HitsView';

/** Any search answer: its hits, a page at a time. */
export const hitsView: ResultView = {
  id: 'hits',
  title: 'Hits',
  appliesTo: (_request, response) => hitsOf(response.body) !== undefined,
  View: HitsView,
};

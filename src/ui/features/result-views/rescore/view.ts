import type { ResultView } from '../result-view';
import { bodyJson, hitsOf } from '../shapes';
import { RescoreView } from './RescoreView';

/** A search that asked for a rescore: its ranking after each stage. */
export const rescoreView: ResultView = {
  id: 'rescore',
  title: 'Rescore stages',
  appliesTo: (request, response) => hitsOf(response.body) !== undefined && bodyJson(request)?.rescore !== undefined,
  View: RescoreView,
};

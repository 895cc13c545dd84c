import type { ResultView } from '../result-view';
import { ChainView } from './ChainView';
import { chainStages } from './chain-stages';

/** `_analyze` answers with `explain: true` (the `detail` member): the chain drawn stage by stage. */
export const chainView: ResultView = {
  id: 'chain',
  title: 'Chain',
  appliesTo: (_request, response) => chainStages(response.body) !== undefined,
  View: ChainView,
};

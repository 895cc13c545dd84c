import type { ResultView } from '../result-view';
import { isObject } from '../shapes';
import { TokensView } from './TokensView';

/** `_analyze` answers. */
export const tokensView: ResultView = {
  id: 'tokens',
  title: 'Tokens',
  appliesTo: (_request, response) => isObject(response.body) && Array.isArray(response.body.tokens),
  View: TokensView,
};

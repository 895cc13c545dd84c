import type { ResultView } from '../result-view';
import { bodyJson, hitsOf } from '../shapes';
import { findMoreLikeThis } from './chosen-terms';
import { MoreLikeThisView } from './MoreLikeThisView';

/** A search with a more_like_this query: the terms it chose, with their tf-idf, beside the hits. */
export const moreLikeThisView: ResultView = {
  id: 'mlt',
  title: 'More like this',
  appliesTo: (request, response) => hitsOf(response.body) !== undefined && findMoreLikeThis(bodyJson(request)?.query) !== undefined,
  View: MoreLikeThisView,
};

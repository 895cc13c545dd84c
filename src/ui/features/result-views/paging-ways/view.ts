import type { ResultView } from '../result-view';
import { hitsOf } from '../shapes';
import { PagingView } from './PagingView';
import { pagingBase } from './three-ways';

/** A search (not a scroll's next page): the pager three ways, from/size, search_after and scroll. */
export const pagingView: ResultView = {
  id: 'paging',
  title: 'Paging',
  appliesTo: (request, response) => hitsOf(response.body) !== undefined && pagingBase(request) !== undefined,
  View: PagingView,
};

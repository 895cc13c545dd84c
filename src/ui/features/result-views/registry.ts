/**
 * The result views, best first: the response panel opens the first that applies to an answer. A view registers
 * by exporting a `ResultView` from its folder's `view.ts` and taking its place in this list (docs/ARCHITECTURE.md).
 */
import type { ShownRequest } from '../../store/store';
import type { ResultView, ViewedResponse } from './result-view';
import { aggregationsView } from './aggregations/view';
import { analyzersView } from './analyzers/view';
import { chainView } from './chain/view';
import { explainView } from './explain/view';
import { hitsView } from './hits/view';
import { pagingView } from './paging-ways/view';
import { profilerView } from './profiler/view';
import { rescoreView } from './rescore/view';
import { moreLikeThisView } from './mlt/view';
import { termVectorsView } from './termvectors/view';
import { tokensView } from './tokens/view';

export const RESULT_VIEWS: readonly ResultView[] = [
  profilerView,
  termVectorsView,
  tokensView,
  chainView,
  analyzersView,
  aggregationsView,
  rescoreView,
  moreLikeThisView,
  hitsView,
  explainView,
  pagingView,
];

/** The views that apply to an answer, best first; none for an error (its JSON says it all). */
export function applicableViews(request: ShownRequest | undefined, response: ViewedResponse | undefined): ResultView[] {
  if (response === undefined || response.status >= 400) return [];
  return RESULT_VIEWS.filter((v) => v.appliesTo(request, response));
}

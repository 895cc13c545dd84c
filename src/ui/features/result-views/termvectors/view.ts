import type { ResultView } from '../result-view';
import { termVectorDocs } from '../shapes';
import { TermVectorsView } from './TermVectorsView';

/** `_termvectors` / `_mtermvectors` answers. */
export const termVectorsView: ResultView = {
  id: 'termvectors',
  title: 'Term vectors',
  appliesTo: (_request, response) => termVectorDocs(response.body).length > 0,
  View: TermVectorsView,
};

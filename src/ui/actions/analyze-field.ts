import { runRequest } from './run-request';

/**
 * "Analyze this field": `_analyze` with the field's analyzer on a text, opening the analysis chain (`explain`,
 * every stage) or the field's index analyzer against its search analyzer.
 */
export function analyzeField(index: string, field: string, text: string, view: 'chain' | 'analyzers') {
  return runRequest({
    method: 'POST',
    path: `/${encodeURIComponent(index)}/_analyze`,
    body: view === 'chain' ? { field, text, explain: true } : { field, text },
    view,
  });
}

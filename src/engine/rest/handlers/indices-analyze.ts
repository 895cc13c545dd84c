import { runAnalyze } from '../../analysis/registry';
import { resolveSingleIndex } from '../../index/resolve-indices';
import type { Handler } from '../rest-types';

/** `indices.analyze`: GET|POST /_analyze and /{index}/_analyze. */
export const analyzeHandler: Handler = (req, state) => {
  const body = req.body ?? {};
  if (req.pathParams.index === undefined) return { status: 200, body: runAnalyze(body, {}) };
  const index = resolveSingleIndex(state, req.pathParams.index);
  return {
    status: 200,
    body: runAnalyze(body, {
      index: index.analysis,
      // A field analyses with its index-time analyzer; a keyword field with its normalizer or `keyword`.
      fieldAnalyzer: (field) => {
        const m = index.fieldMapping(field);
        if (!m) return undefined;
        if (m.type === 'keyword') return m.normalizer ? index.analysis.normalizer(m.normalizer) : index.analyzerByName('keyword');
        return index.indexAnalyzer(m);
      },
    }),
  };
};

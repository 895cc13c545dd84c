import { runAnalyzeInSteps } from '../../analysis/registry';
import { ANALYSIS_PIECE_LENGTH } from '../../index/invert';
import { resolveSingleIndex } from '../../index/resolve-indices';
import { runStepsCooperatively } from '../../util/cooperation';
import type { Handler } from '../rest-types';

/** `indices.analyze`: GET|POST /_analyze and /{index}/_analyze. A long text is analysed in pieces, yielding between them. */
export const analyzeHandler: Handler = async (req, state, scope) => {
  const body = req.body ?? {};
  const onWarning = (w: string) => scope.deprecations.add(w);
  const run = (ctx: Parameters<typeof runAnalyzeInSteps>[1]) => runStepsCooperatively(runAnalyzeInSteps(body, { ...ctx, onWarning }, ANALYSIS_PIECE_LENGTH), scope.task);
  if (req.pathParams.index === undefined) return { status: 200, body: await run({}) };
  const index = resolveSingleIndex(state, req.pathParams.index);
  return {
    status: 200,
    body: await run({
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

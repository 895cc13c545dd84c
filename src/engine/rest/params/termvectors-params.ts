/**
 * The term vectors URL parameters laid over a parsed body, as RestTermVectorsAction does: URL booleans win,
 * URL `fields` are added to the body's, `routing` and `version` come from the URL.
 */
import type { TermVectorsRequest } from '../../termvectors/termvectors-request';

export function applyTermVectorsParams(req: TermVectorsRequest, params: Map<string, string>): TermVectorsRequest {
  const urlBool = (...names: string[]) => {
    for (const n of names) if (params.has(n)) return params.get(n) !== 'false';
    return undefined;
  };
  req.positions = urlBool('positions') ?? req.positions;
  req.offsets = urlBool('offsets') ?? req.offsets;
  req.payloads = urlBool('payloads') ?? req.payloads;
  req.termStatistics = urlBool('term_statistics', 'termStatistics') ?? req.termStatistics;
  req.fieldStatistics = urlBool('field_statistics', 'fieldStatistics') ?? req.fieldStatistics;
  req.realtime = urlBool('realtime') ?? req.realtime;
  const urlFields = params.get('fields');
  if (urlFields !== undefined) {
    const extra = urlFields.split(',').map((s) => s.trim()).filter(Boolean);
    req.fields = [...(req.fields ?? []), ...extra];
  }
  req.routing = params.get('routing');
  if (params.has('version')) req.version = Number(params.get('version'));
  return req;
}

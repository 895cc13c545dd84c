/**
 * Which analyzers a field runs, read from the answers of `GET /{index}/_mapping` and `GET /{index}/_settings`
 * as Elasticsearch 6.8 resolves them: at index time the field's `analyzer`, else the index's `default`
 * analyzer, else `standard`; at search time its `search_analyzer`, else its `analyzer`, else the index's
 * `default_search`, else `default`, else `standard`. A keyword field runs its normalizer on both sides.
 */
import type { ShownRequest } from '../../../store/store';
import { bodyJson, isObject } from '../shapes';

/** An `_analyze` body (without `text`) that runs one side's analysis. */
export type AnalyzeSpec = { field: string } | { analyzer: string };

export interface FieldAnalysis {
  type: string;
  indexName: string;
  searchName: string;
  index: AnalyzeSpec;
  search: AnalyzeSpec;
}

/** The `_analyze` request shown: its index, field and text (a field and an index are needed to compare). */
export function analyzeTarget(request: ShownRequest | undefined): { index: string; field: string; text: string } | undefined {
  if (!request) return undefined;
  const m = /^\/([^/_?][^/?]*)\/_analyze(?:\?|$)/.exec(request.path);
  const body = bodyJson(request);
  if (!m || !body || typeof body.field !== 'string') return undefined;
  const text = typeof body.text === 'string' ? body.text : Array.isArray(body.text) ? body.text.map(String).join('\n') : undefined;
  if (text === undefined) return undefined;
  return { index: decodeURIComponent(m[1]), field: body.field, text };
}

/** The mapping of a dotted field path (sub-fields under `fields` included), typed or typeless answer. */
export function fieldMapping(mappingAnswer: unknown, index: string, field: string): Record<string, unknown> | undefined {
  const entry = isObject(mappingAnswer) ? mappingAnswer[index] : undefined;
  const mappings = isObject(entry) ? entry.mappings : undefined;
  if (!isObject(mappings)) return undefined;
  const roots = isObject(mappings.properties) ? [mappings] : Object.values(mappings).filter(isObject);
  for (const root of roots) {
    let level: unknown = root.properties;
    let def: Record<string, unknown> | undefined;
    for (const part of field.split('.')) {
      const next: unknown = isObject(level) ? level[part] : undefined;
      if (!isObject(next)) {
        // A dotted name may be a sub-field of the field before it.
        def = undefined;
        break;
      }
      def = next;
      level = isObject(next.properties) ? next.properties : next.fields;
    }
    if (def) return def;
  }
  return undefined;
}

const analyzerSettings = (settingsAnswer: unknown, index: string): Record<string, unknown> => {
  const entry = isObject(settingsAnswer) ? settingsAnswer[index] : undefined;
  const settings = isObject(entry) ? entry.settings : undefined;
  const indexSettings = isObject(settings) ? settings.index : undefined;
  const analysis = isObject(indexSettings) ? indexSettings.analysis : undefined;
  const analyzer = isObject(analysis) ? analysis.analyzer : undefined;
  return isObject(analyzer) ? analyzer : {};
};

export function fieldAnalysis(mappingAnswer: unknown, settingsAnswer: unknown, index: string, field: string): FieldAnalysis | undefined {
  const def = fieldMapping(mappingAnswer, index, field);
  if (!def) return undefined;
  const type = typeof def.type === 'string' ? def.type : 'object';
  if (type !== 'text') {
    const name = typeof def.normalizer === 'string' ? def.normalizer : 'keyword';
    return { type, indexName: name, searchName: name, index: { field }, search: { field } };
  }
  const defined = analyzerSettings(settingsAnswer, index);
  const indexDefault = 'default' in defined ? 'default' : 'standard';
  const indexName = typeof def.analyzer === 'string' ? def.analyzer : indexDefault;
  const searchName =
    typeof def.search_analyzer === 'string' ? def.search_analyzer
      : typeof def.analyzer === 'string' ? def.analyzer
        : 'default_search' in defined ? 'default_search' : indexDefault;
  return { type, indexName, searchName, index: { field }, search: { analyzer: searchName } };
}

/** The search side's terms that the index side did not produce from the same text (each once, in order). */
export function unmatchedTerms(indexTerms: readonly string[], searchTerms: readonly string[]): string[] {
  const made = new Set(indexTerms);
  return [...new Set(searchTerms.filter((t) => !made.has(t)))];
}

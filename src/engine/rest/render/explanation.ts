import type { Explanation } from '../../query/explanation';
import { scoreToJson } from '../../util/float';

/** The JSON ES renders for an explanation: `{value, description, details}` at every level. */
export function explanationToJson(e: Explanation): Record<string, unknown> {
  return { value: scoreToJson(e.value), description: e.description, details: e.details.map(explanationToJson) };
}

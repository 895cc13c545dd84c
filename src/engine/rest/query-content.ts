/**
 * RestActions.getQueryContent, the body of `_count`, `_explain` and `_validate/query`: an object holding `query`
 * and nothing else (any other member is "request does not support [x]", at the member's name).
 */
import { parsingException } from '../errors/catalog';
import { isObject } from '../util/json';
import { keyLocation } from '../util/json-locations';

export function queryContent(body: unknown): unknown {
  if (body === undefined) return undefined;
  if (!isObject(body)) throw parsingException(`Expected [START_OBJECT] but found [${Array.isArray(body) ? 'START_ARRAY' : 'VALUE_STRING'}]`);
  for (const k of Object.keys(body)) {
    if (k === 'query') continue;
    const at = keyLocation(body, k);
    throw parsingException(`request does not support [${k}]`, at?.line ?? 1, at?.col ?? 2);
  }
  return body.query;
}

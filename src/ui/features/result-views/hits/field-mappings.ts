/**
 * The mapping of a highlighted field (`GET /{index}/_mapping/field/{field}`), asked once per index and field for
 * each request shown (a later request may follow a change of mapping): the Hits view says where the unified
 * highlighter took the offsets from, which the mapping decides.
 */
import { sendRequest } from '../../../actions/send-request';
import { isObject } from '../shapes';
import type { FieldMappingFacts } from './highlight-info';

const asked = new WeakMap<object, Map<string, Promise<FieldMappingFacts | undefined>>>();

/** Finds the `{full_name, mapping}` entry of `field` in a field mapping answer (6.8's typed or 7.x's layout). */
export function factsOf(body: unknown, field: string): FieldMappingFacts | undefined {
  if (!isObject(body)) return undefined;
  if (body.full_name === field && isObject(body.mapping)) {
    const first = Object.values(body.mapping)[0];
    return isObject(first) ? (first as FieldMappingFacts) : undefined;
  }
  for (const v of Object.values(body)) {
    const found = factsOf(v, field);
    if (found) return found;
  }
  return undefined;
}

/** `shown` is what the answers are kept for (the request shown): one question per field and answer. */
export function fieldMapping(shown: object, index: string, field: string): Promise<FieldMappingFacts | undefined> {
  let cache = asked.get(shown);
  if (!cache) asked.set(shown, (cache = new Map()));
  const key = `${index}\u0000${field}`;
  let p = cache.get(key);
  if (!p) {
    p = sendRequest({ method: 'GET', path: `/${encodeURIComponent(index)}/_mapping/field/${encodeURIComponent(field)}` }).then(
      (r) => (r.status === 200 ? factsOf(r.body, field) : undefined),
      () => undefined,
    );
    cache.set(key, p);
  }
  return p;
}

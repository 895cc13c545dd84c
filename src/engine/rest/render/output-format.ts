/**
 * The answer's content type, as ES's RestController picks it: the `format` parameter first, then the `Accept`
 * header; JSON otherwise. Searchpad writes JSON and YAML (smile and cbor are binary: answered in JSON).
 */
import type { EngineResponse } from '../../types';
import { parseQueryString } from '../params/url-params';
import { renderYaml } from './yaml';

export type OutputFormat = 'json' | 'yaml';

/** The structured format a request asks for, or undefined when it names none (a `_cat` answer is then text). */
export function requestedFormat(format: string | undefined, accept: string | null | undefined): OutputFormat | undefined {
  if (format !== undefined) return format === 'yaml' ? 'yaml' : format === 'json' ? 'json' : undefined;
  if (!accept) return undefined;
  const type = accept.split(',')[0].split(';')[0].trim().toLowerCase();
  if (type === 'application/yaml') return 'yaml';
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  return undefined;
}

/** The answer in the format the request asks for: a JSON body becomes YAML text for `yaml`. */
export function inRequestedFormat(res: EngineResponse, path: string, accept: string | null | undefined): EngineResponse {
  if (res.body === undefined || typeof res.body === 'string') return res;
  const q = path.indexOf('?');
  const format = q < 0 ? undefined : parseQueryString(path.slice(q + 1)).get('format');
  if (requestedFormat(format, accept) !== 'yaml') return res;
  return { ...res, body: renderYaml(res.body), contentType: 'application/yaml' };
}

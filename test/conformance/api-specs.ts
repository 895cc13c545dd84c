import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One rest-api-spec entry: methods, paths with `{parts}`. */
export interface ApiSpec {
  methods: string[];
  paths: string[];
  /** Parts and params the spec marks `required`, and whether the body is. */
  required?: string[];
  bodyRequired?: boolean;
  /** The body is NDJSON (`serialize: bulk`: bulk, msearch, msearch_template): a list is sent one line per item. */
  ndjsonBody?: boolean;
}

/**
 * The 7.x typeless spellings the OpenSearch supplement calls, which the 6.8 specs lack. Tried before the
 * 6.8 paths when the call gives no `type`.
 */
const TYPELESS: Record<string, string[]> = {
  index: ['/{index}/_doc/{id}', '/{index}/_doc'],
  termvectors: ['/{index}/_termvectors/{id}', '/{index}/_termvectors'],
  get: ['/{index}/_doc/{id}'],
  delete: ['/{index}/_doc/{id}'],
  explain: ['/{index}/_explain/{id}'],
};

/** Specs for APIs the tests call that the shared folder does not describe. */
const EXTRA: Record<string, ApiSpec> = {
  create: { methods: ['PUT', 'POST'], paths: ['/{index}/{type}/{id}/_create'] },
  delete: { methods: ['DELETE'], paths: ['/{index}/{type}/{id}'] },
  count: { methods: ['POST', 'GET'], paths: ['/_count', '/{index}/_count', '/{index}/{type}/_count'] },
  'indices.exists': { methods: ['HEAD'], paths: ['/{index}'] },
  'indices.analyze': { methods: ['GET', 'POST'], paths: ['/_analyze', '/{index}/_analyze'] },
};

export function loadApiSpecs(dir: string): Map<string, ApiSpec> {
  const specs = new Map<string, ApiSpec>(Object.entries(EXTRA));
  if (!existsSync(dir)) return specs;
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.json') || f.startsWith('_')) continue;
    type Param = Record<string, { required?: boolean }>;
    const json = JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as Record<string, {
      methods: string[]; url: { paths?: string[]; path: string; parts?: Param; params?: Param }; body?: { required?: boolean; serialize?: string } | null;
    }>;
    for (const [name, spec] of Object.entries(json)) {
      const required = [...Object.entries(spec.url.parts ?? {}), ...Object.entries(spec.url.params ?? {})].filter(([, p]) => p.required).map(([k]) => k);
      specs.set(name, { methods: spec.methods, paths: spec.url.paths ?? [spec.url.path], required, bodyRequired: spec.body?.required === true, ndjsonBody: spec.body?.serialize === 'bulk' });
    }
  }
  return specs;
}

const partsOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

/** Picks the path whose parts are all given (most parts first) and fills it, percent-encoding parts. */
export function buildPath(api: string, spec: ApiSpec, args: Record<string, unknown>): { path: string; used: Set<string> } {
  const given = (p: string) => args[p] !== undefined && args[p] !== null;
  const candidates = [...(args.type === undefined ? TYPELESS[api] ?? [] : []), ...spec.paths];
  const usable = candidates.filter((p) => partsOf(p).every(given));
  usable.sort((a, b) => partsOf(b).length - partsOf(a).length);
  const chosen = usable[0];
  if (!chosen) throw new Error(`no path of [${api}] fits the arguments ${Object.keys(args).join(', ')}`);
  const used = new Set(partsOf(chosen));
  // The Java runner splits a spec path on `/` and rebuilds it from `/`: `{index}/_mappings` (a typo in
  // indices.put_mapping's 6.8 spec) is sent as `/{index}/_mappings`.
  const path = (chosen.startsWith('/') ? chosen : `/${chosen}`).replace(/\{([^}]+)\}/g, (_, p: string) => {
    const v = args[p];
    return Array.isArray(v) ? v.map((x) => encodeURIComponent(String(x))).join(',') : encodeURIComponent(String(v));
  });
  return { path, used };
}

/** What a client refuses to send (`catch: param`): a required part, param or body missing, or no path that fits. */
export function missingRequired(spec: ApiSpec, args: Record<string, unknown>): string | undefined {
  const given = (p: string) => args[p] !== undefined && args[p] !== null;
  const part = (spec.required ?? []).find((p) => !given(p));
  if (part) return part;
  if (spec.bodyRequired && !given('body')) return 'body';
  if (!spec.paths.some((p) => partsOf(p).every(given))) return 'path parts';
  return undefined;
}

export function chooseMethod(spec: ApiSpec, hasBody: boolean, api: string, args: Record<string, unknown>): string {
  if (api === 'index' || api === 'create') return args.id !== undefined ? 'PUT' : 'POST';
  if (!hasBody && spec.methods.includes('GET')) return 'GET';
  if (hasBody && spec.methods.includes('POST')) return 'POST';
  if (hasBody && spec.methods.includes('PUT')) return 'PUT';
  return spec.methods[0];
}

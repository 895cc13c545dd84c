import { readFileSync } from 'node:fs';
import { buildPath, chooseMethod, missingRequired, type ApiSpec } from './api-specs';
import { firstDifference, isFalsy, javaRegex, javaString, valueAt, versionInRange } from './assertions';
import { loadYamlDocuments } from './yaml-load';
import { carryNumberText, clientJson, clientJsonText } from './yaml-numbers';
import { parse as parseYaml } from 'yaml';

export const ENGINE_VERSION = '6.8.4';
export const SUPPORTED_FEATURES = new Set(['catch_unauthorized', 'embedded_stash_key', 'headers', 'node_selector', 'stash_in_key',
  'stash_in_path', 'stash_path_replace', 'warnings', 'yaml', 'transform_and_set']);

/** What the runner needs of an engine: in-process today, an HTTP client later. */
export interface ConformanceEngine {
  /** A body is JSON text (NDJSON when `ndjson`), as ES's YAML test client writes it. */
  request(req: { method: string; path: string; body?: unknown; accept?: string; ndjson?: boolean }): Promise<{ status: number; body: unknown; warnings?: string[]; contentType?: string }>;
}

export type Outcome = { status: 'passed' } | { status: 'failed'; message: string } | { status: 'skipped'; reason: string };

export interface YamlTest {
  file: string;
  name: string;
  steps: unknown[];
}

export interface YamlFile {
  file: string;
  setup: unknown[];
  teardown: unknown[];
  tests: YamlTest[];
}

/** Parses a test file; a YAML error throws (the whole file fails, as in the Java runner). */
export function parseYamlFile(file: string, label: string): YamlFile {
  const docs = loadYamlDocuments(readFileSync(file, 'utf8'), label) as (Record<string, unknown[]> | null)[];
  const out: YamlFile = { file: label, setup: [], teardown: [], tests: [] };
  for (const doc of docs) {
    if (!doc) continue;
    for (const [name, steps] of Object.entries(doc)) {
      if (name === 'setup') out.setup = steps;
      else if (name === 'teardown') out.teardown = steps;
      else out.tests.push({ file: label, name, steps });
    }
  }
  return out;
}

/** The APIs a test calls, with its file's setup and teardown (for the skip list). */
export function apisCalled(file: YamlFile, test: YamlTest): Set<string> {
  const out = new Set<string>();
  for (const step of [...file.setup, ...test.steps, ...file.teardown]) {
    const d = (step as Record<string, unknown> | null)?.do as Record<string, unknown> | undefined;
    if (d) for (const k of Object.keys(d)) if (!['catch', 'warnings', 'headers', 'node_selector'].includes(k)) out.add(k);
  }
  return out;
}

const CATCHES: Record<string, (s: number) => boolean> = {
  bad_request: (s) => s === 400,
  unauthorized: (s) => s === 401,
  forbidden: (s) => s === 403,
  missing: (s) => s === 404,
  request_timeout: (s) => s === 408,
  conflict: (s) => s === 409,
  unavailable: (s) => s === 503,
  // Any error but the statuses that have their own name (400 stays matchable: `bad_request` came later).
  request: (s) => s >= 400 && ![401, 403, 404, 408, 409].includes(s),
};

/** `ignore: 404` or `ignore: [400, 404]`: statuses the client does not treat as errors (a client option, never sent). */
function ignoredStatuses(v: unknown): Set<number> {
  const list = v === undefined ? [] : Array.isArray(v) ? v : String(v).split(',');
  return new Set(list.map((x) => Number(x)));
}

/** Warnings the 6.8 Java runner accepts without a `warnings` section. */
function silentlyAccepted(w: string): boolean {
  return w.startsWith('the default number of shards will change from [5] to [1] in 7.0.0') || w.startsWith('[types removal]') || /joda|date format/i.test(w);
}

class Failure extends Error {}

/** Runs one test (setup, steps, teardown) against a fresh engine. */
export async function runTest(file: YamlFile, test: YamlTest, engine: ConformanceEngine, specs: Map<string, ApiSpec>): Promise<Outcome> {
  const stash = new Map<string, unknown>();
  let last: { status: number; body: unknown } = { status: 0, body: undefined };
  const skip = (steps: unknown[]) => {
    for (const step of steps) {
      const s = (step as Record<string, Record<string, unknown>>).skip;
      if (!s) continue;
      if (s.version && versionInRange(ENGINE_VERSION, String(s.version))) return `version ${s.version}: ${s.reason ?? ''}`;
      const features = s.features === undefined ? [] : Array.isArray(s.features) ? s.features : [s.features];
      const missing = features.filter((f) => !SUPPORTED_FEATURES.has(String(f)));
      if (missing.length) return `features ${missing.join(', ')}`;
    }
    return undefined;
  };
  const skipped = skip(file.setup) ?? skip(test.steps);
  if (skipped) return { status: 'skipped', reason: skipped };

  const resolveStash = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (v.startsWith('$') && stash.has(v.slice(1))) return stash.get(v.slice(1));
      // ES's Stash: `$body` is the last response's body, `$body.a.b` a path into it.
      if (v === '$body') return last.body;
      if (v.startsWith('$body.')) return valueAt(last.body, v.slice('$body.'.length));
      return v.replace(/\$\{([^}]+)\}/g, (m, k: string) => (stash.has(k) ? String(stash.get(k)) : m));
    }
    // A copy keeps each number's client text (yaml-numbers.ts).
    if (Array.isArray(v)) {
      const out = v.map(resolveStash);
      v.forEach((_, i) => carryNumberText(v, i, out, i));
      return out;
    }
    if (v && typeof v === 'object') {
      const members = Object.entries(v).map(([k, x]) => [k, String(resolveStash(k)), resolveStash(x)] as const);
      const out = Object.fromEntries(members.map(([, k, x]) => [k, x])) as Record<string, unknown>;
      for (const [from, to] of members) carryNumberText(v, from, out, to);
      return out;
    }
    return v;
  };
  const resolvePath = (p: string) => p.replace(/\$\{?([A-Za-z_][\w]*)\}?/g, (m, k: string) => (stash.has(k) ? String(stash.get(k)) : m));

  const doStep = async (step: Record<string, unknown>) => {
    const spec = { ...step } as Record<string, unknown>;
    const catchWhat = spec.catch as string | undefined;
    const warnings = spec.warnings as string[] | undefined;
    // The headers the client sends; only `Accept` changes an answer here (YAML for application/yaml).
    const headers = (spec.headers ?? {}) as Record<string, string>;
    const accept = Object.entries(headers).find(([k]) => k.toLowerCase() === 'accept')?.[1];
    delete spec.catch;
    delete spec.warnings;
    delete spec.headers;
    delete spec.node_selector;
    const [api, rawArgs] = Object.entries(spec)[0] as [string, Record<string, unknown> | null];
    const args = resolveStash(rawArgs ?? {}) as Record<string, unknown>;
    const ignore = ignoredStatuses(args.ignore);
    delete args.ignore;
    // The OpenSearch supplement is written for typeless (7.x) index creation: it is that profile's default.
    if (file.file.startsWith('supplement/') && api === 'indices.create' && args.include_type_name === undefined) args.include_type_name = false;
    const apiSpec = specs.get(api);
    if (!apiSpec) throw new Failure(`no API spec for [${api}]`);
    if (catchWhat === 'param') {
      // A client-side error: the client refuses a call without its required parts, params or body; nothing is sent.
      const missing = missingRequired(apiSpec, args);
      if (!missing) throw new Failure(`expected a missing-parameter error but [${api}] has all it requires`);
      last = { status: 0, body: undefined };
      return;
    }
    const { path, used } = buildPath(api, apiSpec, args);
    const query: string[] = [];
    let body: unknown;
    for (const [k, v] of Object.entries(args)) {
      if (used.has(k)) continue;
      if (k === 'body') {
        // ES's Java runner parses a body given as text into values and writes every body again as JSON: a
        // `serialize: bulk` body (bulk, msearch) as NDJSON, one line per item.
        if (apiSpec.ndjsonBody) {
          const lines = Array.isArray(v) ? v : [v];
          body = lines.map((line) => (typeof line === 'string' ? clientJsonText(line.trim()) : clientJson(line))).join('\n') + '\n';
        } else if (typeof v === 'string') body = v.trim().startsWith('{') ? clientJsonText(v) : v;
        else body = clientJson(v);
        continue;
      }
      const value = Array.isArray(v) ? v.join(',') : String(v);
      query.push(`${encodeURIComponent(k)}=${encodeURIComponent(value)}`);
    }
    const method = chooseMethod(apiSpec, body !== undefined, api, args);
    const answer = await engine.request({ method, path: query.length ? `${path}?${query.join('&')}` : path, body, ...(accept ? { accept } : {}), ...(apiSpec.ndjsonBody ? { ndjson: true } : {}) });
    // As ES's client reads a YAML answer: parsed into the same values a JSON one gives.
    const res = typeof answer.body === 'string' && answer.contentType?.startsWith('application/yaml') ? { ...answer, body: parseYaml(answer.body) as unknown } : answer;
    // A HEAD's answer reads as a boolean: 200 true, 404 false (the client does not treat that 404 as an error).
    last = method === 'HEAD' ? { status: res.status, body: res.status >= 200 && res.status < 300 } : res;
    const failed = res.status >= 400 && !ignore.has(res.status) && !(method === 'HEAD' && res.status === 404);
    if (catchWhat) {
      if (!failed) throw new Failure(`expected an error [${catchWhat}] but got status ${res.status}`);
      if (catchWhat.startsWith('/')) {
        const error = (res.body as Record<string, unknown>)?.error;
        if (error === undefined || error === null) throw new Failure(`expected an error matching ${catchWhat} but the answer has none (status ${res.status})`);
        if (!javaRegex(catchWhat.slice(1, -1), false).test(javaString(error))) {
          throw new Failure(`error ${javaString(error)} does not match ${catchWhat} (status ${res.status})`);
        }
      } else if (!(CATCHES[catchWhat] ?? (() => false))(res.status)) {
        throw new Failure(`expected [${catchWhat}] but got status ${res.status}: ${JSON.stringify(res.body)}`);
      }
    } else if (failed) {
      throw new Failure(`${method} ${path} failed with ${res.status}: ${JSON.stringify(res.body)}`);
    }
    // ES's DoSection checks the warning headers of a successful answer only: a caught error's are not looked at.
    if (failed) return;
    const got = (res.warnings ?? []).filter((w) => !(warnings === undefined && silentlyAccepted(w)));
    const want = warnings ?? [];
    const unexpected = got.filter((w) => !want.includes(w) && !silentlyAccepted(w));
    const absent = want.filter((w) => !got.includes(w));
    if (unexpected.length || absent.length) {
      throw new Failure(`warnings differ: unexpected ${JSON.stringify(unexpected)}, missing ${JSON.stringify(absent)}`);
    }
  };

  const compare = (kind: string, arg: Record<string, unknown>) => {
    for (const [rawPath, rawExpected] of Object.entries(arg)) {
      const path = resolvePath(rawPath);
      const actual = valueAt(last.body, path);
      const expected = resolveStash(rawExpected);
      switch (kind) {
        case 'match': {
          const d = firstDifference(expected, actual, path);
          if (d) throw new Failure(`match ${d}`);
          break;
        }
        case 'length': {
          const n = Array.isArray(actual) || typeof actual === 'string' ? actual.length : actual && typeof actual === 'object' ? Object.keys(actual).length : -1;
          if (n !== Number(expected)) throw new Failure(`length ${path}: expected ${expected}, got ${n}`);
          break;
        }
        case 'set':
          stash.set(String(rawExpected), actual);
          break;
        default: {
          const a = Number(actual);
          const e = Number(expected);
          const ok = kind === 'gt' ? a > e : kind === 'gte' ? a >= e : kind === 'lt' ? a < e : a <= e;
          if (!ok) throw new Failure(`${kind} ${path}: ${actual} vs ${expected}`);
        }
      }
    }
  };

  const runSteps = async (steps: unknown[]) => {
    for (const step of steps) {
      const [kind, arg] = Object.entries(step as Record<string, unknown>)[0];
      switch (kind) {
        case 'skip':
          break;
        case 'do':
          await doStep(arg as Record<string, unknown>);
          break;
        case 'is_true':
          if (isFalsy(valueAt(last.body, resolvePath(String(arg))))) throw new Failure(`is_true ${arg}: got ${JSON.stringify(valueAt(last.body, String(arg)))}`);
          break;
        case 'is_false':
          if (!isFalsy(valueAt(last.body, resolvePath(String(arg))))) throw new Failure(`is_false ${arg}: got ${JSON.stringify(valueAt(last.body, String(arg)))}`);
          break;
        case 'match': case 'length': case 'set': case 'gt': case 'gte': case 'lt': case 'lte':
          compare(kind, arg as Record<string, unknown>);
          break;
        default:
          throw new Failure(`unsupported step [${kind}]`);
      }
    }
  };

  try {
    await runSteps(file.setup);
    await runSteps(test.steps);
    await runSteps(file.teardown);
    return { status: 'passed' };
  } catch (e) {
    return { status: 'failed', message: e instanceof Failure ? e.message : `crash: ${e instanceof Error ? e.stack ?? e.message : String(e)}` };
  }
}

import { mapperParsing } from '../errors/catalog';
import { refuseParams } from '../errors/not-supported-yet';
import { EsError, renderEsError } from '../errors/es-error';
import type { EngineState } from '../engine-state';
import type { RequestScope } from '../request-scope';
import { decodeJsonBytes, decodeNdjsonBytes, parseJsonText } from '../util/json';
import { checkNestingDepth } from '../util/json-depth';
import { parseJsonTextInPieces, PIECE } from '../util/json-pieces';
import type { Cooperation } from '../util/cooperation';
import { parseContentType, refuseBodyContentType } from './content-type';
import { applyFilterPath } from './filter-path';
import { checkBooleanParams, checkUnrecognizedParams, decodeComponent, parseQueryString } from './params/url-params';
import type { RestRequest, RestResponse, Route } from './rest-types';

interface TrieNode {
  literal: Map<string, TrieNode>;
  wildcard?: { name: string; node: TrieNode };
  routes: Route[];
}

const newNode = (): TrieNode => ({ literal: new Map(), routes: [] });

/** How many method and path pairs the router remembers the route of (forgotten all at once beyond). */
const FOUND_ROUTES = 256;

/**
 * "Which Elasticsearch API is this, and what are its arguments?" A path trie like ES's: at each level a
 * literal segment beats a `{param}`, with backtracking. A path found with no route for the method is a 405.
 */
export class Router {
  private root = newNode();

  constructor(routes: Route[]) {
    for (const r of routes) this.add(r);
  }

  private add(route: Route) {
    let node = this.root;
    for (const seg of route.path.split('/').filter((s) => s !== '')) {
      const m = /^\{(.+)\}$/.exec(seg);
      if (m) {
        if (!node.wildcard) node.wildcard = { name: m[1], node: newNode() };
        else if (node.wildcard.name !== m[1]) {
          // Same position, different names (e.g. {type} and {id}): keep one node, remember both names.
        }
        node = node.wildcard.node;
      } else {
        let next = node.literal.get(seg);
        if (!next) node.literal.set(seg, (next = newNode()));
        node = next;
      }
    }
    node.routes.push(route);
  }

  /** The route for the method and the path's decoded segments, with its parameter values, or the 405 or 400 answer. */
  private route(upper: string, fullPath: string, segments: string[]): { route: Route; params: string[] } | RestResponse {
    const groups = this.match(segments);
    const allowed = new Set<string>();
    for (const g of groups) {
      let chosen: { route: Route; params: string[] } | undefined;
      for (const r of g.routes) {
        r.methods.forEach((m) => allowed.add(m));
        if (!chosen && (r.methods.includes(upper) || (upper === 'HEAD' && r.methods.includes('GET')))) chosen = { route: r, params: g.params };
      }
      if (chosen) return chosen;
    }
    if (groups.length > 0) {
      return {
        status: 405,
        body: { error: `Incorrect HTTP method for uri [${fullPath}] and method [${upper}], allowed: [${[...allowed].join(', ')}]`, status: 405 },
      };
    }
    return { status: 400, body: { error: `no handler found for uri [${fullPath}] and method [${upper}]`, status: 400 } };
  }

  /** All route groups the path matches, best first, each with its path parameters. */
  private match(segments: string[]): Array<{ routes: Route[]; params: string[] }> {
    const out: Array<{ routes: Route[]; params: string[] }> = [];
    const walk = (node: TrieNode, i: number, values: string[]) => {
      if (i === segments.length) {
        if (node.routes.length > 0) out.push({ routes: node.routes, params: values });
        return;
      }
      const lit = node.literal.get(segments[i]);
      if (lit) walk(lit, i + 1, values);
      if (node.wildcard) walk(node.wildcard.node, i + 1, [...values, segments[i]]);
    };
    walk(this.root, 0, []);
    return out;
  }

  /** Routes found, by method and path: a session sends the same few requests again and again. */
  private readonly found = new Map<string, { route: Route; params: string[] }>();

  /** `contentType`: the HTTP header of a request that came over HTTP (`null` if it had none), checked as ES does. */
  async dispatch(method: string, fullPath: string, body: unknown, state: EngineState, scope: RequestScope, contentType?: string | null, accept?: string | null): Promise<RestResponse> {
    if (typeof contentType === 'string') {
      const invalid = parseContentType(contentType);
      if (typeof invalid !== 'string') return invalid;
    }
    const q = fullPath.indexOf('?');
    const rawPath = q < 0 ? fullPath : fullPath.slice(0, q);
    const upper = method.toUpperCase();
    let params: Map<string, string>;
    const key = `${upper} ${rawPath}`;
    let chosen = this.found.get(key);
    try {
      params = parseQueryString(q < 0 ? '' : fullPath.slice(q + 1));
      if (chosen === undefined) {
        const found = this.route(upper, fullPath, rawPath.split('/').filter((s) => s !== '').map(decodeComponent));
        if (!('route' in found)) return found;
        if (this.found.size >= FOUND_ROUTES) this.found.clear();
        this.found.set(key, (chosen = found));
      }
    } catch (e) {
      if (e instanceof EsError) return { status: e.status, body: renderEsError(e) };
      throw e;
    }
    const { route } = chosen;
    if (contentType !== undefined && (typeof body === 'string' || body instanceof Uint8Array) && body.length > 0) {
      const refused = refuseBodyContentType(contentType, route.ndjson === true);
      if (refused) return refused;
    }
    const names = paramNames(route);
    const pathParams: Record<string, string> = {};
    names.forEach((n, i) => (pathParams[n] = chosen!.params[i]));
    try {
      checkBooleanParams(params, route.api, route.params);
      checkUnrecognizedParams(rawPath, params, route.params);
      refuseParams(route.api, params);
      const built = buildRequest(upper, rawPath, pathParams, params, body, route, scope.task);
      // perf: only a body parsed in pieces waits; the rest (nearly every request) is built without a promise.
      const req = built instanceof Promise ? await built : built;
      if (accept) req.accept = accept;
      const res = await route.handler(req, state, scope);
      if (route.deprecatedBy) {
        const w = `[${upper} ${route.path}] is deprecated! Use [${upper} ${route.deprecatedBy}] instead.`;
        res.warnings = [...(res.warnings ?? []), w];
      }
      return finish(res, params, upper);
    } catch (e) {
      if (e instanceof EsError) return finish({ status: e.status, body: renderEsError(e) }, params, upper);
      throw e;
    }
  }
}

const namesOf = new WeakMap<Route, string[]>();

/** The `{param}` names of a route's path, in order. */
function paramNames(route: Route): string[] {
  let names = namesOf.get(route);
  if (!names) namesOf.set(route, (names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])));
  return names;
}

/** The request a handler reads: its body parsed (a big text body in pieces, then a promise), checked for depth. */
function buildRequest(
  method: string,
  rawPath: string,
  pathParams: Record<string, string>,
  params: Map<string, string>,
  body: unknown,
  route: Route,
  task: Cooperation,
): RestRequest | Promise<RestRequest> {
  let parsed: unknown = body;
  let invalidLines: Map<number, EsError> | undefined;
  if (body instanceof Uint8Array && route.linesAlone) {
    const lines = decodeNdjsonBytes(body);
    body = lines.text;
    if (lines.invalid.size > 0) invalidLines = lines.invalid;
  } else if (body instanceof Uint8Array) {
    try {
      parsed = body = body.length === 0 ? undefined : decodeJsonBytes(body);
    } catch (e) {
      throw documentError(route, e);
    }
  }
  if (typeof body === 'string') {
    const text = body;
    // A big body is parsed in pieces, yielding between them (a 10 MB body would hold the host for seconds).
    const options = { locations: !route.documentBody };
    if (!route.ndjson && text.trim() !== '' && text.length > PIECE) {
      return parseJsonTextInPieces(text, options, { due: () => task.due, pause: () => task.checkpoint() }).then(
        (value) => restRequest(method, rawPath, pathParams, params, value, text, route, invalidLines),
        (e: unknown) => {
          throw documentError(route, e);
        },
      );
    }
    try {
      parsed = route.ndjson || text.trim() === '' ? undefined : parseJsonText(text, options);
    } catch (e) {
      throw documentError(route, e);
    }
    return restRequest(method, rawPath, pathParams, params, parsed, text, route, invalidLines);
  }
  if (body === null) parsed = undefined;
  else if (route.documentBody) {
    try {
      checkNestingDepth(body);
    } catch (e) {
      throw mapperParsing('failed to parse', e as EsError);
    }
  } else checkNestingDepth(body);
  return restRequest(method, rawPath, pathParams, params, parsed, undefined, route, invalidLines);
}

/** ES parses a document while indexing it: its JSON errors come wrapped by the mapper. */
function documentError(route: Route, e: unknown): unknown {
  return route.documentBody && e instanceof EsError ? mapperParsing('failed to parse', e) : e;
}

function restRequest(
  method: string,
  rawPath: string,
  pathParams: Record<string, string>,
  params: Map<string, string>,
  parsed: unknown,
  rawBody: string | undefined,
  route: Route,
  invalidLines: Map<number, EsError> | undefined,
): RestRequest {
  // `?source=` carries the body in the URL for clients that cannot send one with GET.
  const source = params.get('source');
  if (parsed === undefined && rawBody === undefined && source !== undefined) {
    rawBody = source;
    parsed = route.ndjson ? undefined : parseJsonText(source);
  }
  const req: RestRequest = { method, rawPath, pathParams, params, body: parsed, rawBody, routePath: route.path };
  if (invalidLines) req.invalidLines = invalidLines;
  return req;
}

function finish(res: RestResponse, params: Map<string, string>, method: string): RestResponse {
  if (method === 'HEAD') return { status: res.status, body: undefined, ...(res.warnings ? { warnings: res.warnings } : {}) };
  const filter = params.get('filter_path');
  if (filter && res.body && typeof res.body === 'object') res.body = applyFilterPath(res.body, filter);
  if (res.warnings && res.warnings.length === 0) delete res.warnings;
  return res;
}

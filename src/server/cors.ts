import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS as Elasticsearch 6.8's Netty4CorsHandler answers once `http.cors.enabled` is true. Off by default, as
 * in ES: answers carry no `Access-Control-Allow-Origin`, so a web page the user visits cannot read them, and
 * a preflight is answered without it, so the browser never sends a PUT or DELETE (a "simple" POST still
 * goes out, but its body is refused unless it has a JSON content type, which itself needs a preflight).
 */
export interface CorsOptions {
  /** `http.cors.allow-origin`: origins (`http://localhost:5173`), `*` for any, or `/regex/` matched against the whole origin. */
  allowOrigin: string[];
  /** `http.cors.allow-methods` (default OPTIONS, HEAD, GET, POST, PUT, DELETE). */
  allowMethods?: string[];
  /** `http.cors.allow-headers` (default X-Requested-With, Content-Type, Content-Length). */
  allowHeaders?: string[];
  /** `http.cors.allow-credentials` (default false). */
  allowCredentials?: boolean;
  /** `http.cors.max-age` in seconds, how long a browser may cache a preflight's answer (default 1728000: 20 days). */
  maxAge?: number;
}

export const DEFAULT_CORS_METHODS = ['OPTIONS', 'HEAD', 'GET', 'POST', 'PUT', 'DELETE'];
export const DEFAULT_CORS_HEADERS = ['X-Requested-With', 'Content-Type', 'Content-Length'];

/** What the CORS layer did with a request: answered it itself (a preflight, a refused origin), or let it through. */
export type CorsOutcome = 'answered' | 'continue';

export class CorsPolicy {
  private readonly any: boolean;
  private readonly exact: Set<string>;
  private readonly patterns: RegExp[];
  private readonly methods: string[];
  private readonly headers: string[];
  private readonly credentials: boolean;
  private readonly maxAge: number;

  constructor(options: CorsOptions) {
    // As `http.cors.allow-origin`, a value may list several origins separated by commas.
    const origins = options.allowOrigin.flatMap((o) => o.split(',')).map((o) => o.trim()).filter((o) => o !== '');
    this.any = origins.includes('*');
    this.patterns = origins.filter((o) => o.length > 1 && o.startsWith('/') && o.endsWith('/')).map((o) => new RegExp(`^(?:${o.slice(1, -1)})$`));
    this.exact = new Set(origins.filter((o) => !(o.length > 1 && o.startsWith('/') && o.endsWith('/'))));
    this.methods = options.allowMethods ?? DEFAULT_CORS_METHODS;
    this.headers = options.allowHeaders ?? DEFAULT_CORS_HEADERS;
    this.credentials = options.allowCredentials ?? false;
    this.maxAge = options.maxAge ?? 1728000;
  }

  /**
   * Before the request runs: answers a preflight (200 with the allowed methods and headers, or 403 for an
   * origin not allowed) and refuses any other request from an origin not allowed with an empty 403 (ES's
   * short circuit), closing the connection as ES does. Otherwise adds the CORS headers to the answer to come.
   */
  handle(req: IncomingMessage, res: ServerResponse): CorsOutcome {
    const origin = header(req, 'origin');
    if (req.method === 'OPTIONS' && origin !== undefined && header(req, 'access-control-request-method') !== undefined) {
      const allowed = this.preflightOrigin(origin);
      if (allowed === undefined) return forbidden(req, res);
      res.setHeader('Access-Control-Allow-Origin', allowed);
      if (allowed !== '*') res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', this.methods);
      res.setHeader('Access-Control-Allow-Headers', this.headers);
      if (this.credentials && allowed !== '*') res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Max-Age', String(this.maxAge));
      res.writeHead(200, { 'content-length': '0', connection: 'close' });
      res.end(() => req.socket.destroySoon());
      return 'answered';
    }
    if (origin !== undefined && !this.any && !this.isSameOrigin(origin, header(req, 'host')) && !this.isAllowed(origin)) return forbidden(req, res);
    if (origin !== undefined) {
      const value = this.any ? '*' : origin;
      res.setHeader('Access-Control-Allow-Origin', value);
    }
    if (this.credentials) res.setHeader('Access-Control-Allow-Credentials', 'true');
    return 'continue';
  }

  /** The `Access-Control-Allow-Origin` of a preflight's answer, or undefined when the origin is not allowed. */
  private preflightOrigin(origin: string): string | undefined {
    if (this.any) return this.credentials ? origin : '*';
    return this.isAllowed(origin) ? origin : undefined;
  }

  private isAllowed(origin: string): boolean {
    return this.exact.has(origin) || this.patterns.some((p) => p.test(origin));
  }

  /** A request whose Origin, without its scheme, is the Host it was sent to is not cross-origin. */
  private isSameOrigin(origin: string, host: string | undefined): boolean {
    return host !== undefined && host !== '' && origin.replace(/^https?:\/\//, '') === host;
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}

function forbidden(req: IncomingMessage, res: ServerResponse): CorsOutcome {
  res.writeHead(403, { 'content-length': '0', connection: 'close' });
  res.end(() => req.socket.destroySoon());
  req.resume();
  return 'answered';
}

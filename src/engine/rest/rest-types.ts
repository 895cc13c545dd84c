import type { EngineState } from '../engine-state';
import type { EsError } from '../errors/es-error';
import type { RequestScope } from '../request-scope';

/** A request as a handler sees it: path parts decoded, query parameters, the body parsed. */
export interface RestRequest {
  method: string;
  /** The path without query string, as ES's `request.path()` (used in error texts). */
  rawPath: string;
  pathParams: Record<string, string>;
  params: Map<string, string>;
  /** Parsed JSON body, or undefined when none. For NDJSON APIs, see `rawBody`. */
  body: unknown;
  /** The body as text when it was given as a string (NDJSON for `_bulk`). */
  rawBody: string | undefined;
  /** The route pattern that matched, e.g. `/{index}/{type}/{id}/_termvector`. */
  routePath: string;
  /**
   * NDJSON lines (1-based) whose bytes are not UTF-8, with the error reading that line gives, for routes whose
   * lines are decoded alone (`linesAlone`); their text in `rawBody` is a placeholder.
   */
  invalidLines?: ReadonlyMap<number, EsError>;
}

export interface RestResponse {
  status: number;
  body: unknown;
  warnings?: string[];
}

/** A REST action: the node's state, and the scope of the request it handles. */
export type Handler = (req: RestRequest, state: EngineState, scope: RequestScope) => RestResponse | Promise<RestResponse>;

export interface Route {
  /** The rest-api-spec API name (`termvectors`, `indices.create`, ...). */
  api: string;
  methods: readonly string[];
  path: string;
  handler: Handler;
  /** URL parameters this route accepts beyond the common ones. */
  params: readonly string[];
  /** Whether the handler reads a body that is NDJSON (bulk): the body is then not parsed as JSON. */
  ndjson?: boolean;
  /** Each NDJSON line is read on its own (bulk): bytes that are not UTF-8 fail their line, not the body. */
  linesAlone?: boolean;
  /** The body is a document: malformed JSON is the document parser's `mapper_parsing_exception` (400). */
  documentBody?: boolean;
  /** A deprecated spelling: a `Warning` is added, naming the route to use instead. */
  deprecatedBy?: string;
}

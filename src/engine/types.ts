/** The public request/response types of the engine: what `engine.request` takes and gives. */

export interface EngineRequest {
  method: string;
  /** Path with query string, e.g. `/twitter/_doc/1/_termvectors?fields=text&pretty`. */
  path: string;
  /** A parsed JSON value, a string (JSON text, or NDJSON for `_bulk`), or absent. */
  body?: unknown;
}

export interface EngineResponse {
  status: number;
  /** ES's JSON body; `undefined` for HEAD requests (ES sends none). */
  body: unknown;
  /** Texts of ES's deprecation `Warning` headers. */
  warnings?: string[];
}

export interface Engine {
  request(req: EngineRequest): Promise<EngineResponse>;
}

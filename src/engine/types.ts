/** The public request/response types of the engine: what `engine.request` takes and gives. */

/**
 * Which Elasticsearch's response shapes to give: 6.8 (the default), or 7.x (7.10): `hits.total` as
 * `{value, relation}` with `track_total_hits`, typeless mappings by default, one shard by default.
 */
export type VersionProfile = '6.8' | '7';

export const VERSION_PROFILES: readonly VersionProfile[] = ['6.8', '7'];

export interface EngineRequest {
  method: string;
  /** Path with query string, e.g. `/twitter/_doc/1/_termvectors?fields=text&pretty`. */
  path: string;
  /** A parsed JSON value, a string (JSON text, or NDJSON for `_bulk`), or absent. */
  body?: unknown;
  /** Answer this request with another profile's shapes than the engine's own (the page's toggle uses it). */
  profile?: VersionProfile;
  /**
   * The HTTP `Content-Type` header (`null`: the request had none), for servers: a body of a type ES refuses
   * gets ES's 406. Absent (the page's requests): the body is JSON, unchecked.
   */
  contentType?: string | null;
  /** The HTTP `Accept` header: `application/yaml` asks for a YAML answer (as `?format=yaml` does). */
  accept?: string | null;
}

/** How one request runs. */
export interface EngineRequestOptions {
  /** Cancels the request (an AbortSignal fits): it stops at its next yield point with ES's task_cancelled_exception, and a cancelled write leaves nothing stored. */
  signal?: { readonly aborted: boolean };
}

export interface EngineResponse {
  status: number;
  /** ES's JSON body; `undefined` for HEAD requests and for a 413 (ES sends none). */
  body: unknown;
  /** Texts of ES's deprecation `Warning` headers. */
  warnings?: string[];
  /** The answer's media type when it is not JSON (`application/yaml`: `body` is the YAML text). */
  contentType?: string;
}

/**
 * What is kept of a document besides its indexed fields, the one definition of that shape: the segment's
 * input (IndexedDoc), the version map's record (DocRecord), the stored snapshot (StoredDoc) and an export
 * (ExportedDoc) all extend or pick from it.
 */
export interface DocMeta {
  id: string;
  /** The mapping type (`_doc` when typeless). */
  type: string;
  /** `_source` as given (null for a tombstone). */
  source: unknown;
  version: number;
  seqNo: number;
  primaryTerm: number;
  /** The custom routing value, when the document was written with one. */
  routing?: string;
}

export interface Engine {
  request(req: EngineRequest, options?: EngineRequestOptions): Promise<EngineResponse>;
}

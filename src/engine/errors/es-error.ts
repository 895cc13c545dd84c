/**
 * One Elasticsearch exception. `type` is ES's snake_case exception name, `status` its HTTP status.
 * `metadata` keys are written without the `es.` prefix, in the order given (ES writes them in Java
 * HashMap order; the catalogue factories list them in that order). `extras` are class-specific
 * fields written after the metadata (line/col of a parsing_exception, script_stack, ...).
 */
export interface EsErrorInit {
  type: string;
  reason: string;
  status: number;
  metadata?: Record<string, unknown>;
  extras?: Record<string, unknown>;
  causedBy?: EsError;
  /** Wrapper exceptions (search_phase_execution_exception...) take their root cause from the cause chain. */
  rootCauses?: EsError[];
  /** The Java class, where the type alone does not say it (a Lucene exception named like an ES one). */
  javaClass?: string;
}

export class EsError extends Error {
  readonly type: string;
  readonly reason: string;
  readonly status: number;
  readonly metadata: Record<string, unknown>;
  readonly extras: Record<string, unknown>;
  readonly causedBy?: EsError;
  readonly explicitRootCauses?: EsError[];
  readonly javaClass?: string;

  constructor(init: EsErrorInit) {
    super(`${init.type}: ${init.reason}`);
    this.name = 'EsError';
    this.type = init.type;
    this.reason = init.reason;
    this.status = init.status;
    this.metadata = init.metadata ?? {};
    this.extras = init.extras ?? {};
    this.causedBy = init.causedBy;
    this.explicitRootCauses = init.rootCauses;
    this.javaClass = init.javaClass;
  }

  /** The innermost errors of the cause chain, as ES's `guessRootCauses`. */
  rootCauses(): EsError[] {
    if (this.explicitRootCauses) return this.explicitRootCauses;
    let e: EsError = this;
    while (e.causedBy) e = e.causedBy;
    return [e];
  }
}

export function isEsError(x: unknown): x is EsError {
  return x instanceof EsError;
}

/** `{type, reason, ...metadata, ...extras}` of one error object, without its cause. */
function renderHead(e: EsError): Record<string, unknown> {
  return { type: e.type, reason: e.reason, ...e.metadata, ...e.extras };
}

export function renderWithCause(e: EsError): Record<string, unknown> {
  const out = renderHead(e);
  if (e.causedBy) out.caused_by = renderWithCause(e.causedBy);
  return out;
}

/** ES's REST error body: `{error:{root_cause:[...], type, reason, ..., caused_by}, status}`. */
export function renderEsError(e: EsError): { error: Record<string, unknown>; status: number } {
  const error: Record<string, unknown> = {
    root_cause: e.rootCauses().map(renderHead),
    ...renderWithCause(e),
  };
  return { error, status: e.status };
}

/** The script layer's public types: what a caller passes in (spec, doc values) and what it gets back. */

export const SCRIPT_LANGS = ['painless', 'expression'] as const;
export type ScriptLang = (typeof SCRIPT_LANGS)[number];

export interface ScriptSpec {
  /** The inline source; empty for a stored script until `compileScript` looks its id up. */
  source: string;
  /** A stored script's id (`{"script": {"id": ...}}`): source and lang come from the node's stored scripts. */
  id?: string;
  lang: ScriptLang;
  params: Record<string, unknown>;
  /** Deprecation warnings raised while parsing the spec (e.g. the `inline` alias); absent when none. */
  deprecations?: readonly string[];
}

export type DocValuesKind = 'long' | 'double' | 'date' | 'boolean' | 'keyword' | 'ip' | 'geo_point' | 'binary' | 'text' | 'unmapped';

export interface DocValuesAccess {
  /**
   * Field's doc values for the current doc, sorted ascending: numbers (long/double/date millis/boolean 0|1) or strings
   * (keyword; ip as the hex of its 16 bytes; geo_point as `lat,lon`; binary as base64); undefined when unmapped.
   */
  kind(field: string): DocValuesKind;
  values(field: string, doc: number): ArrayLike<number> | readonly string[];
  /**
   * The exact value of a `long` field's value `i` of `doc` when its double in `values` is not it (past 2^53), as
   * Lucene's SortedNumericDocValues give a script a Java long; undefined when the double is exact.
   */
  exactLong?(field: string, doc: number, i: number): bigint | undefined;
}

/** The script context: what the result must be converted to (ES `ScoreScript`, `FilterScript`, `SearchScript`). */
/** `update`: an update script (6.8's ExecutableScript UPDATE_CONTEXT): reads and writes `ctx`, returns anything. */
/** `aggs_init`/`aggs_map`/`aggs_combine`/`aggs_reduce`: a scripted_metric's scripts (6.8's ScriptedMetricAggContexts). */
export type ScriptContext = 'score' | 'filter' | 'field' | 'update' | 'analysis' | 'aggs_init' | 'aggs_map' | 'aggs_combine' | 'aggs_reduce';

/** The Java type of the last `evaluate` result, for callers that render it (script_fields print 1 vs 1.0). */
export type ScriptResultType = 'null' | 'boolean' | 'int' | 'long' | 'float' | 'double' | 'String' | 'object';

/** The node's stored scripts by id, as `compileScript` reads them. */
export type StoredScriptLookup = ReadonlyMap<string, { readonly lang: string; readonly source: string }>;

export interface CompileOptions {
  /** Where a stored script's id is looked up (ScriptService reads them from the cluster state). */
  storedScripts?: StoredScriptLookup;
  /** Work budget per `execute`, in AST nodes charged per loop iteration; default `DEFAULT_MAX_STEPS`. */
  maxSteps?: number;
  /** The mapping type named in `No field found for [f] in mapping with types [t]`; default none (`[]`). */
  typeName?: string;
  /** What the script returns: `score` (double, the default), `filter` (boolean) or `field` (any value). */
  context?: ScriptContext;
}

/** `_value` of an aggregation's value script: the field value being transformed, with its Java type. */
export interface ScriptValue {
  v: number | string;
  type: 'long' | 'double' | 'String' | 'boolean';
}

export interface CompiledScript {
  /** Evaluates for one document; returns a JS number (double). Throws EsError script_exception on runtime errors. */
  execute(doc: number, score: number, docValues: DocValuesAccess): number;
  /**
   * Evaluates for one document and returns the raw script value (number, boolean, string or null; `resultType`
   * tells its Java type). A `filter` script's boolean, a `field` script's value. Same errors as `execute`.
   */
  evaluate(doc: number, score: number, docValues: DocValuesAccess, value?: ScriptValue): unknown;
  /** Java type of the value the last `evaluate`/`execute` produced. */
  readonly resultType: ScriptResultType;
  /** Deprecation warnings produced so far (e.g. missing doc value default 0), deduplicated. */
  readonly warnings: readonly string[];
  /** True when the script reads `_score`, so the caller can skip computing scores otherwise. */
  readonly needsScore: boolean;
  /**
   * Resolves field references against the mapping before any document is scored. Expressions raise their
   * `link error`s here, as ES does while building the query; Painless looks fields up per document and ignores it.
   * `execute` links on first use when the caller did not.
   */
  link(docValues: Pick<DocValuesAccess, 'kind'>): void;
  /**
   * Runs an `update` script once over `ctx` (the update's `_source`, `op`, `_id`... as JSON) and gives back the
   * context as the script left it, as JSON. Only Painless has the update context.
   */
  executeWithContext?(ctx: Record<string, unknown>): Record<string, unknown>;
  /**
   * Runs a scripted_metric script once with its aggregation state bound: `state` (init, map, combine) or `states`
   * (reduce), also reachable through the deprecated `params._agg` / `params._aggs` unless the request's params name
   * them. Returns the raw script value (maps and lists as script objects; `scriptResultToJson` writes them).
   */
  evaluateAgg?(bound: unknown, doc: number, score: number, docValues: DocValuesAccess): unknown;
  /** An analysis script's value for one token (the `token` variable's members as given). */
  evaluateToken?(token: Record<string, unknown>): unknown;
}

/**
 * Reading an `aggregations` answer beside its request: each aggregation's type and field come from the request's
 * `aggs`, its buckets (lists or keyed objects) and metrics from the answer, sub-aggregations to any depth.
 */
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export interface AggRequest {
  type: string;
  body: Record<string, unknown>;
  subs: Map<string, AggRequest>;
}

export interface Bucket {
  /** The key as the answer writes it (a number for histograms, a string for terms or ranges). */
  key: string | number;
  label: string;
  docCount: number;
  from?: number;
  to?: number;
  /** Named buckets of `filters` carry no key of their own. */
  node: Record<string, unknown>;
  subs: AggNode[];
}

export interface AggNode {
  name: string;
  type: string;
  request?: AggRequest;
  buckets?: Bucket[];
  /** Single-value metric (`value`), or the numbers of a multi-value one (stats, percentiles). */
  metrics?: Array<[string, number | null]>;
  docCount?: number;
  subs: AggNode[];
}

const BUCKET_MEMBERS = new Set(['key', 'key_as_string', 'doc_count', 'from', 'to', 'from_as_string', 'to_as_string', 'doc_count_error_upper_bound']);

export function requestAggs(json: unknown): Map<string, AggRequest> {
  const out = new Map<string, AggRequest>();
  if (!isObj(json)) return out;
  for (const [name, def] of Object.entries(json)) {
    if (!isObj(def)) continue;
    const type = Object.keys(def).find((k) => k !== 'meta' && k !== 'aggs' && k !== 'aggregations');
    if (!type) continue;
    out.set(name, { type, body: isObj(def[type]) ? (def[type] as Record<string, unknown>) : {}, subs: requestAggs(def.aggs ?? def.aggregations) });
  }
  return out;
}

function subsOf(node: Record<string, unknown>, requests: Map<string, AggRequest> | undefined, skip: Set<string>): AggNode[] {
  const out: AggNode[] = [];
  for (const [k, v] of Object.entries(node)) {
    if (skip.has(k) || !isObj(v)) continue;
    out.push(readAgg(k, v, requests?.get(k)));
  }
  return out;
}

function bucketOf(key: string | number, b: Record<string, unknown>, req: AggRequest | undefined): Bucket {
  const label = typeof b.key_as_string === 'string' ? b.key_as_string : String(key);
  return {
    key,
    label,
    docCount: Number(b.doc_count ?? 0),
    from: typeof b.from === 'number' ? b.from : undefined,
    to: typeof b.to === 'number' ? b.to : undefined,
    node: b,
    subs: subsOf(b, req?.subs, BUCKET_MEMBERS),
  };
}

export function readAgg(name: string, json: Record<string, unknown>, req?: AggRequest): AggNode {
  // typed_keys answers name aggregations `type#name`.
  const hash = name.indexOf('#');
  const shownName = hash > 0 && !req ? name.slice(hash + 1) : name;
  const type = req?.type ?? (hash > 0 ? name.slice(0, hash) : 'unknown');
  const node: AggNode = { name: shownName, type, request: req, subs: [] };
  const buckets = json.buckets;
  if (Array.isArray(buckets)) {
    node.buckets = buckets.filter(isObj).map((b, i) => bucketOf((b.key as string | number | undefined) ?? String(i), b, req));
  } else if (isObj(buckets)) {
    node.buckets = Object.entries(buckets).filter(([, b]) => isObj(b)).map(([k, b]) => bucketOf((b as Record<string, unknown>).key as string | number ?? k, b as Record<string, unknown>, req));
    for (const [i, [k]] of Object.entries(buckets).entries()) if (node.buckets[i]) node.buckets[i].label = k;
  } else if ('value' in json) {
    node.metrics = [['value', typeof json.value === 'number' ? json.value : null]];
  } else if (isObj(json.values)) {
    node.metrics = Object.entries(json.values).filter(([k]) => !k.endsWith('_as_string')).map(([k, v]) => [k, typeof v === 'number' ? v : null]);
  } else if (typeof json.doc_count === 'number') {
    node.docCount = json.doc_count;
    node.subs = subsOf(json, req?.subs, new Set(['doc_count', 'meta']));
  } else {
    const nums = Object.entries(json).filter(([k, v]) => k !== 'meta' && (typeof v === 'number' || v === null) && !k.endsWith('_as_string'));
    if (nums.length > 0) node.metrics = nums.map(([k, v]) => [k, v as number | null]);
  }
  return node;
}

/** The answer's aggregations as nodes, or undefined when it has none. */
export function aggregationsOf(body: unknown, requestBody: Record<string, unknown> | undefined): AggNode[] | undefined {
  if (!isObj(body) || !isObj(body.aggregations)) return undefined;
  const reqs = requestAggs(requestBody?.aggs ?? requestBody?.aggregations);
  return Object.entries(body.aggregations).filter(([, v]) => isObj(v)).map(([k, v]) => readAgg(k, v as Record<string, unknown>, reqs.get(k)));
}

/** Single-value metrics under a bucket, by name (what a bar can measure besides doc_count). */
export function bucketMeasures(buckets: Bucket[]): string[] {
  const names = new Set<string>();
  for (const b of buckets) for (const s of b.subs) if (s.metrics?.length === 1 && s.metrics[0][0] === 'value') names.add(s.name);
  return [...names];
}

export function measureOf(b: Bucket, measure: string): number | null {
  if (measure === 'doc_count') return b.docCount;
  const m = b.subs.find((s) => s.name === measure)?.metrics?.[0]?.[1];
  return m ?? null;
}

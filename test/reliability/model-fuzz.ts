import fc from 'fast-check';
import { createEngine } from '../../src/engine/index.ts';
import { PROTOTYPE_NAMES, prototypeFingerprint } from './prototype-keys';

/**
 * Model-based fuzzing: random sequences of valid and invalid requests go to the engine and to a plain
 * model of what is stored; after each step the engine must not throw, must not answer 5xx to user input
 * (malformed JSON aside, which is 500 in 6.x), and what it stores must agree with the model.
 */
interface Model {
  indices: Map<string, Map<string, Record<string, unknown>>>;
}

type Engine = ReturnType<typeof createEngine>;
type Real = { engine: Engine };

const indexName = fc.constantFrom('a', 'b', 'c', 'Bad', '_x', 'a,b');
const id = fc.constantFrom('1', '2', '3', '中文', 'x y', '%');
const text = fc.constantFrom('red fox', 'lazy dog', 'quick brown fox', '');
/** A user key that is an Object.prototype member name (`__proto__`, `constructor`, ...). */
const protoName = fc.constantFrom(...PROTOTYPE_NAMES);
/** Sources carry, beside `t` and `n`, fields named after Object.prototype members (built from JSON text, so `__proto__` is an own member). */
const source = fc
  .tuple(text, fc.integer({ min: -5, max: 5 }), fc.array(fc.tuple(protoName, text), { maxLength: 2 }))
  .map(([t, n, extra]) => JSON.parse(JSON.stringify({ t, n }).slice(0, -1) + extra.map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`).join('') + '}') as Record<string, unknown>);
const fingerprint = JSON.stringify(prototypeFingerprint(), (_k, v: unknown) => (typeof v === 'function' ? v.name : v));
const validName = (n: string) => /^[a-z][a-z0-9]*$/.test(n);

async function call(r: Real, method: string, path: string, body?: unknown) {
  const res = await r.engine.request({ method, path, body: isPlain(body) ? JSON.stringify(body) : body });
  if (JSON.stringify(prototypeFingerprint(), (_k, v: unknown) => (typeof v === 'function' ? v.name : v)) !== fingerprint) {
    throw new Error(`${method} ${path} changed Object.prototype`);
  }
  // Malformed JSON text is a json_parse_exception, 500 in 6.x (a HEAD answer shows only the status).
  const malformedText = typeof body === 'string';
  if (res.status >= 500 && !malformedText) {
    throw new Error(`${method} ${path} answered ${res.status}: ${String(JSON.stringify(res.body)).slice(0, 300)}`);
  }
  return res;
}

/** Objects go to the engine as the JSON text a client sends (a `__proto__` member stays a member). */
const isPlain = (b: unknown) => typeof b === 'object' && b !== null && !(b instanceof Uint8Array);

class CreateIndex implements fc.AsyncCommand<Model, Real> {
  constructor(readonly name: string) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await call(r, 'PUT', `/${encodeURIComponent(this.name)}`, { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { t: { type: 'text' }, n: { type: 'long' } } } } });
    const expected = !validName(this.name) ? 400 : m.indices.has(this.name) ? 400 : 200;
    if (res.status !== expected) throw new Error(`create ${this.name}: ${res.status}, expected ${expected}`);
    if (res.status === 200) m.indices.set(this.name, new Map());
  }
  toString = () => `create(${this.name})`;
}

class IndexDoc implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: string, readonly id: string, readonly source: Record<string, unknown>) {}
  check = (m: Readonly<Model>) => m.indices.has(this.index);
  async run(m: Model, r: Real) {
    const res = await call(r, 'PUT', `/${this.index}/_doc/${encodeURIComponent(this.id)}`, JSON.stringify(this.source));
    if (res.status !== 200 && res.status !== 201) throw new Error(`index: ${res.status} ${JSON.stringify(res.body)}`);
    m.indices.get(this.index)!.set(this.id, this.source);
  }
  toString = () => `index(${this.index}/${this.id})`;
}

class DeleteDoc implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: string, readonly id: string) {}
  check = (m: Readonly<Model>) => m.indices.has(this.index);
  async run(m: Model, r: Real) {
    const res = await call(r, 'DELETE', `/${this.index}/_doc/${encodeURIComponent(this.id)}`);
    const existed = m.indices.get(this.index)!.delete(this.id);
    if (res.status !== (existed ? 200 : 404)) throw new Error(`delete: ${res.status}, existed ${existed}`);
  }
  toString = () => `delete(${this.index}/${this.id})`;
}

class Bulk implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: string, readonly docs: Array<[string, Record<string, unknown>]>, readonly broken: boolean) {}
  check = (m: Readonly<Model>) => m.indices.has(this.index);
  async run(m: Model, r: Real) {
    const lines = this.docs.flatMap(([i, s]) => [JSON.stringify({ index: { _id: i } }), JSON.stringify(s)]);
    if (this.broken) lines.splice(1, 0, '{broken');
    const res = await call(r, 'POST', `/${this.index}/_doc/_bulk`, lines.join('\n') + '\n');
    if (this.broken) {
      if (res.status < 400) throw new Error('a broken bulk body was accepted');
      return; // nothing applied
    }
    for (const [i, s] of this.docs) m.indices.get(this.index)!.set(i, s);
  }
  toString = () => `bulk(${this.index}, ${this.docs.length}${this.broken ? ', broken' : ''})`;
}

class DeleteIndex implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: string) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await call(r, 'DELETE', `/${this.index.split(',').map(encodeURIComponent).join(',')}`);
    // A list deletes all its indices, or none when one of them is missing.
    const names = this.index.split(',');
    const existed = names.every((n) => m.indices.has(n));
    if (existed) for (const n of names) m.indices.delete(n);
    if (existed !== (res.status === 200)) throw new Error(`delete index ${this.index}: ${res.status}, existed ${existed}`);
  }
  toString = () => `deleteIndex(${this.index})`;
}

/** Everything the model holds is there after a refresh: counts, sources, search hits, term vectors. */
class Verify implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await call(r, 'POST', '/_refresh');
    for (const [name, docs] of m.indices) {
      const count = ((await call(r, 'GET', `/${name}/_count`)).body as { count: number }).count;
      if (count !== docs.size) throw new Error(`${name}: count ${count}, model ${docs.size}`);
      for (const [i, s] of docs) {
        const got = (await call(r, 'GET', `/${name}/_doc/${encodeURIComponent(i)}`)).body as { _source: unknown };
        if (JSON.stringify(got._source) !== JSON.stringify(s)) throw new Error(`${name}/${i}: ${JSON.stringify(got._source)} vs ${JSON.stringify(s)}`);
      }
      for (const field of ['t', ...PROTOTYPE_NAMES]) {
        const body = `{"query":{"match":{${JSON.stringify(field)}:"fox"}},"size":100}`;
        const res = await call(r, 'GET', `/${name}/_search`, body);
        if (res.status !== 200) throw new Error(`${name}: match on ${field} answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        const hits = (res.body as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id).sort();
        const expected = [...docs].filter(([, s]) => Object.prototype.hasOwnProperty.call(s, field) && String(s[field]).split(' ').includes('fox')).map(([i]) => i).sort();
        if (JSON.stringify(hits) !== JSON.stringify(expected)) throw new Error(`${name}: fox hits on ${field} ${hits} vs ${expected}`);
      }
    }
  }
  toString = () => 'verify';
}

/** Requests that must fail cleanly and change nothing. */
class Garbage implements fc.AsyncCommand<Model, Real> {
  constructor(readonly method: string, readonly path: string, readonly body: unknown) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const res = await call(r, this.method, this.path, this.body);
    if (res.status < 400 && this.method !== 'GET' && this.method !== 'HEAD') {
      // only reads may succeed on garbage paths (e.g. GET /_search?q=...)
      if (/_doc|_bulk/.test(this.path)) throw new Error(`garbage ${this.method} ${this.path} succeeded: ${res.status}`);
    }
  }
  toString = () => `garbage(${this.method} ${this.path} ${String(JSON.stringify(this.body)).slice(0, 60)})`;
}

/** `levels` deep JSON text around a leaf (too deep to build as an object and stringify). */
const deepText = (levels: number, open: string, leaf: string, close: string) => open.repeat(levels) + leaf + close.repeat(levels);

/** Hostile bodies: user keys named after Object.prototype members everywhere, and bodies nested far too deep. */
const hostileBody = fc.oneof(
  protoName.map((k) => `{"query":{${JSON.stringify(k)}:{}}}`),
  protoName.map((k) => `{"settings":{"index.analysis.${k}.type":"custom","analysis":{"analyzer":{${JSON.stringify(k)}:{"type":"custom","tokenizer":"standard"}}}}}`),
  protoName.map((k) => `{"query":{"match":{"t":{"query":"fox",${JSON.stringify(k)}:1}}}}`),
  protoName.map((k) => `{"mappings":{"_doc":{"properties":{${JSON.stringify(k)}:{"type":${JSON.stringify(k)}}}}}}`),
  protoName.map((k) => `{"doc":{${JSON.stringify(k)}:"x"},"filter":{${JSON.stringify(k)}:1},"per_field_analyzer":{${JSON.stringify(k)}:${JSON.stringify(k)}}}`),
  protoName.map((k) => `{"properties":{${JSON.stringify(k)}:{"type":"keyword"}},${JSON.stringify(k)}:{}}`),
  fc.integer({ min: 1001, max: 20_000 }).map((n) => `{"query":${deepText(n, '{"bool":{"must":', '{"match_all":{}}', '}}')}}`),
  fc.integer({ min: 1001, max: 20_000 }).map((n) => deepText(n, '{"a":', '1', '}')),
  fc.integer({ min: 1001, max: 20_000 }).map((n) => `{"text":${deepText(n, '[', '"x"', ']')}}`),
);

class Hostile implements fc.AsyncCommand<Model, Real> {
  constructor(readonly method: string, readonly path: string, readonly body: string) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const res = await call(r, this.method, this.path, this.body);
    // Never a 5xx (a bulk of one odd line is a 4xx too), never a thrown exception, Object.prototype untouched (checked by call).
    if (res.status >= 500) throw new Error(`hostile ${this.method} ${this.path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  toString = () => `hostile(${this.method} ${this.path} ${this.body.slice(0, 60)})`;
}

const hostile = fc.tuple(
  // Reads on the model's indices; writes on one it does not track (what they may create is ES's business).
  fc.constantFrom<[string, string]>(['GET', '/a/_search'], ['POST', '/a/_count'], ['PUT', '/fresh/_doc/1'], ['POST', '/a/_doc/1/_termvectors'], ['POST', '/a/_analyze'],
    ['PUT', '/fresh/_mapping/_doc'], ['POST', '/fresh/_doc/_bulk'], ['PUT', '/fresh'], ['GET', '/a/_doc/1/_explain']),
  hostileBody,
).map(([[m, p], b]) => new Hostile(m, p, b));

const garbage = fc.tuple(
  fc.constantFrom('GET', 'PUT', 'POST', 'DELETE', 'HEAD'),
  fc.constantFrom('/a/_doc/1/_nope', '/a/_search?size=-1', '/a/_nope', '/_bulk', '/a/_doc/1?version=x', '/a/_analyze', '/%zz', '/a/_termvectors/1?fields=*'),
  fc.oneof(fc.constant(undefined), fc.string({ maxLength: 30 }), fc.jsonValue({ maxDepth: 3 })),
).map(([m, p, b]) => new Garbage(m, p, b));

export const commands = [
  indexName.map((n) => new CreateIndex(n)),
  fc.tuple(indexName, id, source).map(([i, d, s]) => new IndexDoc(i, d, s)),
  fc.tuple(indexName, id).map(([i, d]) => new DeleteDoc(i, d)),
  fc.tuple(indexName, fc.array(fc.tuple(id, source), { minLength: 1, maxLength: 4 }), fc.boolean()).map(([i, d, b]) => new Bulk(i, d, b)),
  indexName.map((n) => new DeleteIndex(n)),
  fc.constant(new Verify()),
  garbage,
  hostile,
];

export async function fuzz(runs: number, seed?: number) {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 60, size: 'large' }), async (cmds) => {
      const real: Real = { engine: createEngine({ clock: () => 1_600_000_000_000 }) };
      const model: Model = { indices: new Map() };
      await fc.asyncModelRun(() => ({ model, real }), [...cmds, new Verify()]);
    }),
    { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
  );
}

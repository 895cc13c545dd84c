import fc from 'fast-check';
import { createEngine } from '../../src/engine/index.ts';

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
const source = fc.record({ t: fc.constantFrom('red fox', 'lazy dog', 'quick brown fox', ''), n: fc.integer({ min: -5, max: 5 }) });
const validName = (n: string) => /^[a-z][a-z0-9]*$/.test(n);

async function call(r: Real, method: string, path: string, body?: unknown) {
  const res = await r.engine.request({ method, path, body });
  // Malformed JSON text is a json_parse_exception, 500 in 6.x (a HEAD answer shows only the status).
  const malformedText = typeof body === 'string';
  if (res.status >= 500 && !malformedText) {
    throw new Error(`${method} ${path} answered ${res.status}: ${String(JSON.stringify(res.body)).slice(0, 300)}`);
  }
  return res;
}

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
    const res = await call(r, 'PUT', `/${this.index}/_doc/${encodeURIComponent(this.id)}`, this.source);
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
      const hits = ((await call(r, 'GET', `/${name}/_search`, { query: { match: { t: 'fox' } }, size: 100 })).body as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id).sort();
      const expected = [...docs].filter(([, s]) => String(s.t).split(' ').includes('fox')).map(([i]) => i).sort();
      if (JSON.stringify(hits) !== JSON.stringify(expected)) throw new Error(`${name}: fox hits ${hits} vs ${expected}`);
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

import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.ts';
import { PROTOTYPE_NAMES, prototypeFingerprint, SCENARIO, stand, type Step } from './prototype-keys';

/**
 * Every name a user gives (settings, analysis components, fields, ids, query names, params, aliases,
 * script params, aggregation names, URL parameters) walked with each Object.prototype member name.
 * In Elasticsearch those are ordinary names, local to their index: the engine must answer with one
 * exactly as it answers with an ordinary name of the same shape, and Object.prototype stays untouched.
 */
async function run(steps: Step[]) {
  const engine = createEngine({ clock: () => 1_600_000_000_000 });
  const answers: unknown[] = [];
  for (const s of steps) {
    try {
      const res = await engine.request({ method: s.method, path: s.path, body: s.body });
      answers.push(s.statusOnly ? { status: res.status, type: (res.body as { error?: { type?: string } })?.error?.type } : { status: res.status, body: res.body });
    } catch (e) {
      answers.push({ thrown: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
    }
  }
  return answers;
}

/**
 * JSON with object members in name order, so names that sort differently compare equal. A hit's
 * `matched_queries` is sorted too: ES lists them in Java HashMap order, which depends on the names' hashes.
 */
function canonical(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(canonical);
  if (typeof x === 'object' && x !== null) {
    const member = (k: string, v: unknown) => (k === 'matched_queries' && Array.isArray(v) ? [...(v as string[])].sort() : canonical(v));
    const out: Array<[string, unknown]> = Object.keys(x).sort().map((k) => [k, member(k, (x as Record<string, unknown>)[k])]);
    return out;
  }
  return x;
}

describe('Object.prototype member names as every user key', () => {
  const before = prototypeFingerprint();
  for (const name of PROTOTYPE_NAMES) {
    it(`${name}: answered as an ordinary name, Object.prototype untouched`, async () => {
      const plain = stand(name);
      const got = await run(SCENARIO(name));
      expect(prototypeFingerprint()).toEqual(before);
      const reference = await run(SCENARIO(plain));
      // The ordinary name's answers, with that name replaced by the member name.
      const swap = (v: unknown) => JSON.parse(JSON.stringify(v).split(plain).join(name).split(plain.toLowerCase()).join(name.toLowerCase())) as unknown;
      const steps = SCENARIO(name);
      const differences: string[] = [];
      got.forEach((answer, i) => {
        const mine = JSON.stringify(canonical(JSON.parse(JSON.stringify(answer)) as unknown));
        const theirs = JSON.stringify(canonical(swap(reference[i])));
        if (mine !== theirs || 'thrown' in (answer as object)) {
          differences.push(`${steps[i].method} ${steps[i].path} ${String(steps[i].body ?? '').slice(0, 160)}\n   got ${mine.slice(0, 400)}\n  want ${theirs.slice(0, 400)}`);
        }
      });
      expect(differences).toEqual([]);
    });
  }

  it('an analyzer, tokenizer and filter named __proto__ work, local to their index', async () => {
    const engine = createEngine();
    const req = (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
    const created = await req('PUT', '/evil', '{"settings":{"analysis":{"analyzer":{"__proto__":{"type":"custom","tokenizer":"__proto__","filter":["__proto__"]}},"tokenizer":{"__proto__":{"type":"whitespace"}},"filter":{"__proto__":{"type":"uppercase"}}}},"mappings":{"_doc":{"properties":{"__proto__":{"type":"text","analyzer":"__proto__"}}}}}');
    expect(created.status).toBe(200);
    const analyzed = await req('GET', '/evil/_analyze', '{"analyzer":"__proto__","text":"Hello wide World"}');
    expect((analyzed.body as { tokens: Array<{ token: string }> }).tokens.map((t) => t.token)).toEqual(['HELLO', 'WIDE', 'WORLD']);
    expect((await req('PUT', '/evil/_doc/1?refresh=true', '{"__proto__":"quick fox"}')).status).toBe(201);
    const hits = (await req('GET', '/evil/_search', '{"query":{"match":{"__proto__":"QUICK"}}}')).body as { hits: { total: number } };
    expect(hits.hits.total).toBe(1);
    const source = (await req('GET', '/evil/_doc/1')).body as { _source: Record<string, unknown> };
    expect(Object.getOwnPropertyDescriptor(source._source, '__proto__')?.value).toBe('quick fox');
    // Another index does not know it, and match queries elsewhere are unaffected.
    expect((await req('GET', '/_analyze', '{"analyzer":"__proto__","text":"x"}')).status).toBe(400);
    await req('PUT', '/other', '{"mappings":{"_doc":{"properties":{"t":{"type":"text"}}}}}');
    await req('PUT', '/other/_doc/1?refresh=true', '{"t":"quick fox"}');
    expect(((await req('GET', '/other/_search', '{"query":{"match":{"t":"quick"}}}')).body as { hits: { total: number } }).hits.total).toBe(1);
    expect((await req('DELETE', '/evil')).status).toBe(200);
    expect(prototypeFingerprint()).toEqual(before);
  });

  it('the settings that polluted Object.prototype are ordinary settings', async () => {
    const engine = createEngine();
    const req = (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
    for (const [i, body] of [
      '{"settings":{"index.analysis.__proto__.type":"custom"}}',
      '{"settings":{"index":{"analysis":{"__proto__":{"type":"custom"}}}}}',
      '{"settings":{"analysis":{"analyzer":{"__proto__":{"x":"y","type":"custom","tokenizer":"standard"}}}}}',
      '{"settings":{"analysis":{"filter":{"__proto__":{"type":"lowercase"}}}}}',
      '{"settings":{"index.analysis.analyzer.__proto__.x":"y","index.analysis.analyzer.__proto__.type":"custom","index.analysis.analyzer.__proto__.tokenizer":"standard"}}',
      '{"settings":{"__proto__":{"number_of_shards":1}}}',
    ].entries()) {
      const res = await req('PUT', `/evil${i}`, body);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect(prototypeFingerprint()).toEqual(before);
      await req('GET', `/evil${i}/_settings`);
      await req('GET', `/evil${i}/_settings?flat_settings=true`);
      expect(prototypeFingerprint()).toEqual(before);
    }
    await req('PUT', '/other', '{"mappings":{"_doc":{"properties":{"t":{"type":"text"}}}}}');
    await req('PUT', '/other/_doc/1?refresh=true', '{"t":"quick fox"}');
    const res = await req('GET', '/other/_search', '{"query":{"match":{"t":"quick"}}}');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

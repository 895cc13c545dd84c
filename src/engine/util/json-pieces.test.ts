import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from './json';
import { parseJsonTextInPieces, PIECE } from './json-pieces';
import { keyLocation, objectLocation, valueLocation } from './json-locations';
import { numberText } from './json-numbers';

const never = { due: () => false, pause: async () => {} };

/** Every member's recorded places and number texts, in walk order. */
function recorded(v: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(v)) {
    v.forEach((x, i) => {
      out.push(['[', i, numberText(v, i)]);
      recorded(x, out);
    });
  } else if (typeof v === 'object' && v !== null) {
    out.push(['{', objectLocation(v)]);
    for (const k of Object.keys(v)) {
      out.push([k, keyLocation(v, k), valueLocation(v, k), numberText(v, k)]);
      recorded((v as Record<string, unknown>)[k], out);
    }
  }
  return out;
}

/** JSON text laid out over lines, with numbers JSON.parse does not give back, and a member named __proto__. */
const text = fc
  .tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 1, 2), fc.constantFrom('', '{"__proto__":{"a":[1.0,-0,9007199254740993]},"__proto__":2}'))
  .map(([v, indent, extra]) => {
    const body = JSON.stringify(v, null, indent);
    return extra === '' ? body : `[${body},\n${extra}]`;
  });

describe('parsing a big body in pieces', () => {
  it('gives the value, member places and number texts parseJsonText gives', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.integer({ min: 2, max: 64 }), async (t, piece) => {
        const whole = parseJsonText(t);
        const pieces = await parseJsonTextInPieces(t, {}, never, piece);
        expect(pieces).toEqual(whole);
        expect(JSON.stringify(pieces)).toBe(JSON.stringify(whole));
        expect(recorded(pieces)).toEqual(recorded(whole));
      }),
      { numRuns: 300 },
    );
  });

  it('answers a text that is not JSON with parseJsonText error, and refuses a body past the nesting limit', async () => {
    for (const bad of ['{"a":[1,2,}', '[1,2', '{"a" 1}', '{"a":"x\ny"}', '[1,2]]']) {
      const err = (() => {
        try {
          parseJsonText(bad);
        } catch (e) {
          return e;
        }
      })();
      await expect(parseJsonTextInPieces(bad, {}, never, 2)).rejects.toEqual(err);
    }
    const deep = `[${'['.repeat(1200)}1${']'.repeat(1200)},2]`;
    await expect(parseJsonTextInPieces(deep, {}, never, 16)).rejects.toMatchObject({ type: 'x_content_parse_exception' });
  });

  it('lets the host run between pieces', async () => {
    let pauses = 0;
    const body = JSON.stringify({ query: { terms: { k: Array.from({ length: 5000 }, (_, i) => `v${i}`) } } });
    const v = await parseJsonTextInPieces(body, {}, { due: () => true, pause: async () => void pauses++ }, 1024);
    expect(v).toEqual(JSON.parse(body));
    expect(pauses).toBeGreaterThan(10);
  });
});

describe('a _bulk line past the piece size', () => {
  it('is parsed in pieces to the same document, and a broken one fails its item alone', async () => {
    const { testEngine } = await import('../test-support/engine-harness');
    const { req } = testEngine();
    // Kept, not indexed: the test is about reading the line.
    await req('PUT', '/b', { mappings: { _doc: { properties: { tags: { type: 'keyword', index: false, doc_values: false } } } } });
    const big = { tags: Array.from({ length: 3_000 }, (_, i) => `t${i}`.padEnd(100, '.')), n: 9007199254740993 };
    const line = JSON.stringify(big);
    expect(line.length).toBeGreaterThan(PIECE);
    const broken = line.slice(0, -2);
    const res = await req('POST', '/b/_doc/_bulk?refresh=true', `{"index":{"_id":"1"}}\n${line}\n{"index":{"_id":"2"}}\n${broken}\n`);
    expect(res.status).toBe(200);
    const items = (res.body as { items: Array<{ index: { status: number } }> }).items;
    expect(items.map((i) => i.index.status)).toEqual([201, 400]);
    const got = (await req('GET', '/b/_doc/1')).body as { _source: { tags: string[] } };
    expect(got._source.tags).toHaveLength(3_000);
    expect(got._source.tags[2_999]).toBe('t2999'.padEnd(100, '.'));
  });
});

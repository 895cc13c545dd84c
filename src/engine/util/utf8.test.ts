import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { javaUtf8Length, utf8Encode, utf8Length } from './utf8';

/** Any UTF-16 string, lone surrogates included. */
const units = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 });
/** Java's String.getBytes(UTF_8), modelled: a lone surrogate becomes '?', the rest as TextEncoder writes it. */
const javaBytes = (s: string) => new TextEncoder().encode(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '?')).length;

describe('utf8Length', () => {
  it('property: counts what TextEncoder and utf8Encode write (a lone surrogate as U+FFFD, 3 bytes)', () => {
    fc.assert(
      fc.property(units, (s) => {
        expect(utf8Length(s)).toBe(new TextEncoder().encode(s).length);
        expect(utf8Encode(s).length).toBe(utf8Length(s));
      }),
    );
  });

  it("property: javaUtf8Length counts what String.getBytes(UTF_8) writes (a lone surrogate as '?', 1 byte)", () => {
    fc.assert(
      fc.property(units, (s) => {
        expect(javaUtf8Length(s)).toBe(javaBytes(s));
      }),
    );
    expect([javaUtf8Length('\ud800'), javaUtf8Length('\udc00x'), javaUtf8Length('😀'), javaUtf8Length('é')]).toEqual([1, 2, 4, 2]);
  });
});

describe("ES's byte limits, counted as ES counts them", () => {
  it('accepts an id of 511 ASCII bytes and a lone surrogate (512 bytes to Java) and refuses one more byte', async () => {
    const engine = createEngine();
    const bulk = (id: string) => engine.request({ method: 'POST', path: '/t/_doc/_bulk', body: `${JSON.stringify({ index: { _id: id } })}\n{}\n` });
    const ok = (await bulk('a'.repeat(511) + '\ud800')).body as { items: Array<{ index: { status: number } }> };
    expect(ok.items[0].index.status).toBe(201);
    const tooLong = (await bulk('a'.repeat(512) + '\ud800')).body as { items: Array<{ index: { status: number; error: { reason: string } } }> };
    expect(tooLong.items[0].index.status).toBe(400);
    expect(tooLong.items[0].index.error.reason).toContain('id is too long, must be no longer than 512 bytes but was: 513');
  });
});

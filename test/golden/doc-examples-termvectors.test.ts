import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { describeWithShared, sharedPath } from '../support/shared-data';

const file = sharedPath('conformance/doc-examples.json');

interface DocCase {
  name: string;
  requests: Array<{ method: string; path: string; body: unknown; role: string }>;
  expected: unknown;
  expectation: string;
  unpinned?: string[];
}

/** Drops the paths the docs test does not pin (keys must still exist) and `took`. */
function unpin(x: unknown, paths: string[] = []): unknown {
  const copy = JSON.parse(JSON.stringify(x));
  delete copy.took;
  for (const p of paths) {
    const parts = p.split('.');
    let o = copy;
    for (const k of parts.slice(0, -1)) o = o?.[k];
    if (o && parts[parts.length - 1] in o) o[parts[parts.length - 1]] = '<unpinned>';
  }
  return copy;
}

describeWithShared(['conformance/doc-examples.json'], 'documented term vectors examples', () => {
  const cases = (JSON.parse(readFileSync(file, 'utf8')) as DocCase[]).filter((c) => c.name.startsWith('termvectors'));
  for (const c of cases) {
    it(c.name, async () => {
      const engine = createEngine();
      if (c.expectation.includes('shape')) {
        // The imdb corpus is not given: a small stand-in index with the same field makes the request meaningful.
        await engine.request({ method: 'PUT', path: '/imdb', body: { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { plot: { type: 'text' } } } } } });
        const plots = ['an armored suit', 'the industrialist Tony Stark', 'Stark fights evil', 'a life after a threatening incident'];
        for (const [i, plot] of plots.entries()) await engine.request({ method: 'PUT', path: `/imdb/_doc/${i}?refresh=true`, body: { plot } });
      }
      let last: { status: number; body: unknown } | undefined;
      for (const r of c.requests) {
        last = await engine.request({ method: r.method, path: r.path, body: r.body ?? undefined });
        expect(last.status, `${r.method} ${r.path}: ${JSON.stringify(last.body)}`).toBeLessThan(300);
      }
      if (c.expectation.startsWith('exact')) expect(unpin(last!.body, c.unpinned)).toEqual(unpin(c.expected, c.unpinned));
      else if (c.expected && c.expectation.includes('shape')) {
        const keys = (x: unknown) => Object.keys(x as object).sort();
        expect(keys(last!.body).filter((k) => k !== 'took')).toEqual(keys(c.expected).filter((k) => k !== 'took'));
        const field = (x: unknown) => (x as { term_vectors: { plot: { field_statistics: object; terms: Record<string, object> } } }).term_vectors.plot;
        expect(keys(field(last!.body))).toEqual(keys(field(c.expected)));
        const someTerm = Object.values(field(last!.body).terms)[0];
        expect(keys(someTerm)).toEqual(keys(Object.values(field(c.expected).terms)[0]));
      }
    });
  }
});

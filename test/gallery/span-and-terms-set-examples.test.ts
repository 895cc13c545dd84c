import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { parseRequests, requestBody } from '../../src/ui/features/console/parse-requests';

/** Runs a gallery example's buffer as the Console sends it; each answer with its request. */
async function runSample(id: string) {
  const engine = createEngine();
  const out: Array<{ line: string; status: number; body: any }> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  for (const r of parseRequests(readFileSync(`public/samples/${id}.txt`, 'utf8'))) {
    const res = await engine.request({ method: r.method, path: r.path, body: requestBody(r) });
    out.push({ line: `${r.method} ${r.path}`, status: res.status, body: res.body });
  }
  return out;
}

describe('the gallery examples of span_near and terms_set run as their notes say', () => {
  it('span queries: every request answers, span_near highlights only the spans, the profile names SpanNearQuery', async () => {
    const answers = await runSample('span-queries-span-near-and-friends');
    // (the first request deletes an index that is not there yet)
    for (const a of answers.slice(1)) expect(a.status, `${a.line}: ${JSON.stringify(a.body)}`).toBeLessThan(300);
    const near = answers[answers.length - 1].body;
    expect(near.hits.total).toBe(4);
    expect(near.hits.hits.find((h: { _id: string }) => h._id === '1').highlight.text).toEqual(['the <em>quick</em> brown <em>fox</em> jumps over the lazy <em>dog</em>']);
    expect(answers[answers.length - 2].body.profile.shards[0].searches[0].query[0].type).toBe('SpanNearQuery');
  });

  it('terms_set: only document 2 holds two of the three codes, by the field and by the script', async () => {
    const answers = await runSample('terms-set-minimum-should-match-from-a-field-or-a-script');
    const ids = (a: { body: { hits: { hits: Array<{ _id: string }> } } }) => a.body.hits.hits.map((h) => h._id);
    expect(ids(answers[4])).toEqual(['2']);
    expect(ids(answers[5])).toEqual(['2']);
  });
});

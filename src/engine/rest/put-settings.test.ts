import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('indices.put_settings', () => {
  it('updates dynamic settings, resets with null, preserves existing on request, and the refresh interval takes effect', async () => {
    const { req, advance } = testEngine();
    await req('PUT', '/s', { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    expect((await req('PUT', '/s/_settings', { index: { number_of_replicas: 2, refresh_interval: '-1' } })).body).toEqual({ acknowledged: true });
    const flat = async () => ((await req('GET', '/s/_settings?flat_settings')).body as AnyBody).s.settings;
    expect(await flat()).toMatchObject({ 'index.number_of_replicas': '2', 'index.refresh_interval': '-1' });
    await req('PUT', '/s/_doc/1', { a: 1 });
    advance(5000);
    expect(((await req('GET', '/s/_count')).body as AnyBody).count).toBe(0);
    await req('PUT', '/s/_settings', { settings: { 'index.refresh_interval': null } });
    expect((await flat())['index.refresh_interval']).toBeUndefined();
    advance(5000);
    expect(((await req('GET', '/s/_count')).body as AnyBody).count).toBe(1);
    await req('PUT', '/s/_settings?preserve_existing=true', { number_of_replicas: 0, max_result_window: 50 });
    expect(await flat()).toMatchObject({ 'index.number_of_replicas': '2', 'index.max_result_window': '50' });
  });

  it('refuses static settings on open indices, final ones always, and bad values, changing nothing', async () => {
    const { req } = testEngine();
    await req('PUT', '/o', { settings: { number_of_shards: 1 } });
    const uuid = ((await req('GET', '/o/_settings?flat_settings')).body as AnyBody).o.settings['index.uuid'];
    const open = await req('PUT', '/o/_settings', { number_of_shards: 2, number_of_replicas: 0 });
    expect((open.body as AnyBody).error).toMatchObject({
      type: 'illegal_argument_exception',
      reason: `Can't update non dynamic settings [[index.number_of_shards]] for open indices [[o/${uuid}]]`,
    });
    expect(((await req('GET', '/o/_settings?flat_settings')).body as AnyBody).o.settings['index.number_of_replicas']).toBe('1');
    await req('POST', '/o/_close');
    const final = await req('PUT', '/o/_settings', { number_of_shards: 2 });
    expect((final.body as AnyBody).error.reason).toBe('final index setting [index.number_of_shards], not updateable');
    const analysis = await req('PUT', '/o/_settings', { analysis: { analyzer: { my: { type: 'custom', tokenizer: 'whitespace' } } } });
    expect(analysis.status).toBe(200);
    await req('POST', '/o/_open');
    expect(((await req('POST', '/o/_analyze', { analyzer: 'my', text: 'A b' })).body as AnyBody).tokens.map((t: AnyBody) => t.token)).toEqual(['A', 'b']);
    const bad = await req('PUT', '/o/_settings', { number_of_replicas: -1 });
    expect((bad.body as AnyBody).error.reason).toBe('Failed to parse value [-1] for setting [index.number_of_replicas] must be >= 0');
    const unknown = await req('PUT', '/o/_settings', { foo: 1 });
    expect((unknown.body as AnyBody).error.reason).toMatch(/^unknown setting \[index.foo\]/);
    const none = await req('PUT', '/o/_settings', {});
    expect((none.body as AnyBody).error.reason).toBe('Validation Failed: 1: no settings to update;');
  });
});

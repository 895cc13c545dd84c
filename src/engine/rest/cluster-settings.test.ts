import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('cluster settings', () => {
  it('refuses a static node setting as not dynamically updateable, and an unknown one as not recognized', async () => {
    const { req } = testEngine();
    const regex = await req('PUT', '/_cluster/settings', { transient: { 'script.painless.regex.enabled': true } });
    expect(regex.status).toBe(400);
    expect((regex.body as AnyBody).error.reason).toBe('transient setting [script.painless.regex.enabled], not dynamically updateable');
    const unknown = await req('PUT', '/_cluster/settings', { persistent: { 'no.such.setting': 1 } });
    expect((unknown.body as AnyBody).error.reason).toBe('persistent setting [no.such.setting], not recognized');
  });
});

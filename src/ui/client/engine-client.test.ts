import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/index';
import { serveEngine } from '../../worker/serve-engine';
import { createEngineClient } from './engine-client';

describe('engine client over a MessageChannel (no Worker needed)', () => {
  it('sends requests and receives the engine responses', async () => {
    const { port1, port2 } = new MessageChannel();
    serveEngine(createEngine(), port2 as never);
    const client = createEngineClient(port1 as never);
    await client.ready;
    const r = await client.request({ method: 'PUT', path: '/t', body: { settings: { number_of_shards: 1 } } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ acknowledged: true, shards_acknowledged: true, index: 't' });
    expect(r.tookMs).toBeGreaterThanOrEqual(0);
    port1.close();
    port2.close();
  });
});

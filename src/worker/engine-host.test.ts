import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { EngineHost, localLock, type ChangeChannel, type RequestTiming } from './engine-host';
import { openIndexedDbStore } from './indexeddb-store';

/** Two "tabs" over one database, with the lock and channel two workers would share. */
function pairOfChannels(): [ChangeChannel, ChangeChannel] {
  const a = new BroadcastChannel('t');
  const b = new BroadcastChannel('t');
  const wrap = (c: BroadcastChannel): ChangeChannel => ({ post: () => c.postMessage('changed'), onChange: (l) => (c.onmessage = () => l()) });
  return [wrap(a), wrap(b)];
}

describe('two tabs over one database', () => {
  it('a write in one tab is seen by the other, which reloads before its next request', async () => {
    const lock = localLock();
    const [ca, cb] = pairOfChannels();
    const heard: string[] = [];
    const a = new EngineHost(await openIndexedDbStore({ name: 'tabs' }), lock, ca, { persistence: 'indexeddb' });
    const b = new EngineHost(await openIndexedDbStore({ name: 'tabs' }), lock, cb, { persistence: 'indexeddb' }, () => heard.push('b'));
    await a.request({ method: 'PUT', path: '/shared/_doc/1?refresh=true', body: { from: 'a' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(['b']);
    const seen = await b.request({ method: 'GET', path: '/shared/_doc/1' });
    expect(seen.body).toMatchObject({ found: true, _source: { from: 'a' } });
    await b.request({ method: 'PUT', path: '/shared/_doc/1', body: { from: 'b' } });
    await new Promise((r) => setTimeout(r, 20));
    const back = await a.request({ method: 'GET', path: '/shared/_doc/1' });
    expect(back.body).toMatchObject({ _version: 2, _source: { from: 'b' } });
  });

  it('says how long a request\'s writes took to commit to the store, and that a read committed nothing', async () => {
    const host = new EngineHost(await openIndexedDbStore({ name: 'timing' }), localLock(), undefined, { persistence: 'indexeddb' });
    const write: RequestTiming = {};
    await host.request({ method: 'POST', path: '/t/_doc/_bulk', body: '{"index":{"_id":"1"}}\n{"a":1}\n' }, {}, write);
    expect(write.storeMs).toBeTypeOf('number');
    const read: RequestTiming = {};
    await host.request({ method: 'GET', path: '/t/_doc/1' }, {}, read);
    expect(read.storeMs).toBe(0);
  });
});

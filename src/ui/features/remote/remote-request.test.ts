import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine/index.ts';
import { startHttpServer, type RunningServer } from '../../../server/http-server';
import { corsHelp } from './cors-help';
import { joinUrl, parseClusterUrl, parseWarnings, remoteRequest, RemoteUnreachable } from './remote-request';

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function cluster() {
  const s = await startHttpServer(createEngine({ clock: () => 0 }), { port: 0 });
  running.push(s);
  const seen: Array<{ method?: string; authorization?: string }> = [];
  s.server.on('request', (req) => seen.push({ method: req.method, authorization: req.headers.authorization }));
  return { url: s.url, seen };
}

describe('remoteRequest', () => {
  it('gets the same answers from a cluster as the engine gives, GET bodies sent as POST', async () => {
    const { url, seen } = await cluster();
    const twin = createEngine({ clock: () => 0 });
    const steps: Array<[string, string, unknown]> = [
      ['PUT', '/r', '{"settings":{"number_of_shards":1}}'],
      ['POST', '/r/_doc/_bulk?refresh=true', '{"index":{"_id":"1"}}\n{"t":"a b"}\n{"index":{"_id":"2"}}\n{"t":"b"}\n'],
      ['GET', '/r/_search', '{"query":{"match":{"t":"b"}}}'],
      ['GET', '/r/_doc/1/_termvector', undefined],
      ['HEAD', '/r', undefined],
      ['GET', '/missing/_search', undefined],
    ];
    for (const [method, path, body] of steps) {
      const want = await twin.request({ method, path, body });
      const got = await remoteRequest({ url }, { method, path, body });
      const strip = (b: unknown) => JSON.parse(JSON.stringify(b ?? null, (k, v) => (k === 'took' ? undefined : v)));
      expect(got.status).toBe(want.status);
      expect(strip(got.body)).toEqual(strip(want.body));
      expect(got.warnings).toEqual(want.warnings);
    }
    expect(seen[2].method).toBe('POST');
    expect(seen[3].method).toBe('GET');
  });

  it('sends basic-auth credentials in the Authorization header only', async () => {
    const { url, seen } = await cluster();
    await remoteRequest({ url, username: 'élastic', password: 'pa:ss' }, { method: 'GET', path: '/' });
    expect(seen[0].authorization).toBe(`Basic ${Buffer.from('élastic:pa:ss').toString('base64')}`);
  });

  it('rejects with RemoteUnreachable when no answer can be read', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const err = await remoteRequest({ url: `http://127.0.0.1:${port}` }, { method: 'GET', path: '/' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RemoteUnreachable);
  });
});

describe('parseClusterUrl', () => {
  it('takes credentials out of the address', () => {
    expect(parseClusterUrl(' http://bob:s%40cret@localhost:9200/ ')).toEqual({ url: 'http://localhost:9200', username: 'bob', password: 's@cret' });
    expect(parseClusterUrl('https://es.example:443/prefix')).toEqual({ url: 'https://es.example/prefix' });
    expect(parseClusterUrl('localhost:9200')).toHaveProperty('error');
    expect(parseClusterUrl('ftp://x')).toHaveProperty('error');
  });
});

describe('joinUrl and parseWarnings', () => {
  it('joins a base with or without a path prefix', () => {
    expect(joinUrl('http://h:9200/', '/_search?q=a')).toBe('http://h:9200/_search?q=a');
    expect(joinUrl('http://h/es', '_cat/indices')).toBe('http://h/es/_cat/indices');
  });

  it('reads ES Warning headers, several joined by commas, with escapes and dates', () => {
    const h = '299 Elasticsearch-7.10.2-747e1cc "[types removal] a, \\"b\\"" "Mon, 01 Jan 2021 00:00:00 GMT", 299 Elasticsearch-7.10.2-747e1cc "second"';
    expect(parseWarnings(h)).toEqual(['[types removal] a, "b"', 'second']);
    expect(parseWarnings(null)).toEqual([]);
  });
});

describe('corsHelp', () => {
  it('names the settings with this page’s origin, and the local server', () => {
    const h = corsHelp('http://localhost:9200', 'https://searchpad.example');
    expect(h.settings).toContain('http.cors.enabled: true');
    expect(h.settings).toContain('http.cors.allow-origin: "https://searchpad.example"');
    expect(h.steps.join('\n')).toContain('npx searchpad serve --port 9200 --cors-origin https://searchpad.example');
    expect(h.steps[0]).toMatch(/HTTPS/);
  });
});

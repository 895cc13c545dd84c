import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../../engine/index';
import { EngineHost, localLock } from '../../../worker/engine-host';
import { serveEngine } from '../../../worker/serve-engine';
import { createEngineClient, type EngineClient } from '../../client/engine-client';
import { exportIndex, importIndexFile, readIndexFile } from './index-file';

/** A page's client over a worker's host, joined by a MessageChannel. */
function playground(): EngineClient {
  const host = new EngineHost(new MemoryStore(), localLock(), undefined, { persistence: 'memory' });
  const { port1, port2 } = new MessageChannel();
  serveEngine({ request: (r) => host.request(r), ready: host.ready, status: host.status, documents: (i) => host.documents(i) }, port2 as never);
  return createEngineClient(port1 as never);
}

const strip = (b: unknown) => JSON.parse(JSON.stringify(b, (k, v) => (k === 'took' || k === 'uuid' || k === 'creation_date' ? undefined : v)));

async function answers(c: EngineClient) {
  const out: unknown[] = [];
  for (const [method, path, body] of [
    ['GET', '/books', undefined],
    ['GET', '/books/_search', { query: { match: { body: 'red fox' } }, size: 100 }],
    ['GET', '/books/_count', undefined],
    ['GET', '/books/_doc/r1?routing=blue', undefined],
    ['GET', '/shelf/_search', { query: { match_phrase: { body: 'lazy dog' } } }],
    ['GET', '/books/_doc/12/_termvectors?term_statistics=true&fields=body', undefined],
  ] as Array<[string, string, unknown]>) {
    out.push(strip((await c.request({ method, path, body })).body));
  }
  return out;
}

describe('index export files', () => {
  it('export then import into an empty playground gives the same index, documents, routing and scores', async () => {
    const a = playground();
    await a.request({
      method: 'PUT',
      path: '/books',
      body: {
        settings: { number_of_shards: 3, analysis: { analyzer: { folded: { tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } } } },
        mappings: { _doc: { properties: { body: { type: 'text', analyzer: 'folded', term_vector: 'with_positions_offsets' }, n: { type: 'integer' } } } },
        aliases: { shelf: {} },
      },
    });
    let lines = '';
    for (let i = 0; i < 60; i++) lines += `{"index":{"_id":"${i}"}}\n{"body":"Crème ${i} ${i % 4 ? 'red fox' : 'lazy dog'}","n":${i}}\n`;
    await a.request({ method: 'POST', path: '/books/_doc/_bulk', body: lines });
    await a.request({ method: 'PUT', path: '/books/_doc/r1?routing=blue', body: { body: 'routed red fox' } });
    await a.request({ method: 'POST', path: '/books/_refresh' });
    const before = await answers(a);

    const { text, docs } = await exportIndex(a, 'books');
    expect(docs).toBe(61);
    const { header, bulk } = readIndexFile(text);
    expect(header?.index).toBe('books');
    expect(bulk.split('\n').filter(Boolean)).toHaveLength(122);
    expect(bulk).toContain('"routing":"blue"');

    const b = playground();
    const progress: number[] = [];
    const done = await importIndexFile(b, text, (p) => progress.push(p.done));
    expect(done).toMatchObject({ index: 'books', failedItems: 0 });
    expect(progress.at(-1)).toBe(done.total);
    expect(await answers(b)).toEqual(before);

    // Importing it again: the index exists, as PUT /{index} says.
    await expect(importIndexFile(b, text, () => {})).rejects.toThrow(/resource_already_exists_exception/);
  });

  it('reads a plain _bulk file as it is, and refuses an export of an unknown format version', () => {
    const plain = '{"index":{"_index":"a","_id":"1"}}\n{"x":1}\n';
    expect(readIndexFile(plain)).toEqual({ bulk: plain });
    expect(() => readIndexFile('{"searchpad_export":{"version":2,"index":"a"}}\n')).toThrow(/version 2/);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, serveStatic } from '../../scripts/static-server.mjs';

describe('the static server of npm start', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'searchpad-static-'));
    mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dir, 'dist', 'assets', 'app-1234.js'), 'export {};');
    writeFileSync(join(dir, 'secret.txt'), 'outside');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('maps / to index.html and never reaches outside its folder', () => {
    const dist = join(dir, 'dist');
    expect(fileFor(dist, '/')).toBe(join(dist, 'index.html'));
    expect(fileFor(dist, '/assets/app-1234.js?v=1')).toBe(join(dist, 'assets', 'app-1234.js'));
    expect(fileFor(dist, '/../secret.txt')).toBeUndefined();
    expect(fileFor(dist, '/%2e%2e/secret.txt')).toBeUndefined();
    expect(fileFor(dist, '/assets')).toBeUndefined();
    expect(fileFor(dist, '/%E0%A4%A')).toBeUndefined();
  });

  it('serves files with their types and caches hashed assets for good', async () => {
    const { server, url } = await serveStatic(join(dir, 'dist'), 0);
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const asset = await fetch(new URL('assets/app-1234.js', url));
      expect(asset.headers.get('content-type')).toMatch(/text\/javascript/);
      expect(asset.headers.get('cache-control')).toMatch(/immutable/);
      expect((await fetch(new URL('favicon.ico', url))).status).toBe(404);
      const again = await fetch(url, { headers: { 'if-modified-since': page.headers.get('last-modified')! } });
      expect(again.status).toBe(304);
    } finally {
      server.close();
    }
  });
});

/**
 * `npx tsx bench/browser/blob-limit.ts [MB] [parts] [reload every]`: how much Blob data this Chromium's IndexedDB
 * gives back. Writes MB megabytes as `parts` Blobs, one record and one transaction each (the page reloaded every
 * `reload every` parts), reloads, then reads each back. On the 2-core bench machine (Chromium 156, a fresh headless
 * profile) the first ~425–500 MB read back and every Blob after fails with NotReadableError, however it is split:
 * the ceiling a 2,000,000-document segment cache (one 850 MB segment) ran into. Not a test: a probe to re-run.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { serveStatic } from '../../scripts/static-server.mjs';

const MB = Number(process.argv[2] ?? 850);
const PARTS = Number(process.argv[3] ?? 8);
const RELOAD_EVERY = Number(process.argv[4] ?? PARTS);

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'blob-limit-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>blob limit</title>');
  const { server, url } = await serveStatic(dir, 0);
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(url);
    const open = `new Promise((res, rej) => { const q = indexedDB.open('big', 1); q.onupgradeneeded = () => q.result.createObjectStore('s'); q.onsuccess = () => res(q.result); q.onerror = () => rej(q.error); })`;
    const step = Math.ceil((MB * 1e6) / PARTS);
    for (let from = 0; from < PARTS; from += RELOAD_EVERY) {
      await page.evaluate(`(async () => { const db = await ${open};
        for (let i = ${from}; i < ${Math.min(PARTS, from + RELOAD_EVERY)}; i++) {
          const blob = new Blob([new Uint8Array(${step}).fill(i + 1)]);
          await new Promise((res, rej) => { const tx = db.transaction('s', 'readwrite'); tx.objectStore('s').put({ blob }, i); tx.oncomplete = res; tx.onerror = () => rej(tx.error); });
        } })()`);
      await page.reload();
    }
    const read = await page.evaluate(`(async () => { const db = await ${open}; const out = [];
      for (let i = 0; i < ${PARTS}; i++) {
        const r = await new Promise((res) => { const q = db.transaction('s').objectStore('s').get(i); q.onsuccess = () => res(q.result); });
        try { const b = await r.blob.arrayBuffer(); out.push(new Uint8Array(b)[0] === i + 1 ? 'ok' : 'wrong bytes'); } catch (e) { out.push(e.name); }
      }
      return out; })()`);
    (read as string[]).forEach((r, i) => console.log(`blob ${i + 1} (${Math.round((step * (i + 1)) / 1e6)} MB written so far): ${r}`));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

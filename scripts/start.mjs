#!/usr/bin/env node
// `npm start`: install the dependencies when they are missing, build the page when its sources changed since the
// last build (scripts/build-freshness.mjs), then serve the built page on loopback and print its address.
// `npm run dev` is the Vite dev server, for working on the page (slower to load: every module is served apart).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { checkBuild, writeStamp } from './build-freshness.mjs';
import { serveStatic } from './static-server.mjs';

const root = process.cwd();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync('node_modules/.bin/vite')) {
  console.log('Installing dependencies (first run)…');
  const r = spawnSync(npm, [existsSync('package-lock.json') ? 'ci' : 'install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { reason, fingerprint } = checkBuild(root);
if (reason) {
  console.log(`Building the page (${reason})…`);
  const r = spawnSync(npm, ['exec', '--', 'vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeStamp(root, fingerprint);
} else {
  console.log('The built page is current (no source changed since the last build).');
}

// PORT picks the port; else the first free one from 5173 on.
const wanted = process.env.PORT ? Number(process.env.PORT) : 5173;
for (let port = wanted; ; port++) {
  try {
    const { url } = await serveStatic('dist', port);
    console.log(`Searchpad: ${url}`);
    break;
  } catch (e) {
    if (e?.code !== 'EADDRINUSE' || process.env.PORT || port >= wanted + 20) {
      console.error(`Searchpad could not listen on 127.0.0.1:${port}: ${e?.message ?? e}`);
      process.exit(1);
    }
  }
}

#!/usr/bin/env node
// `npm start`: install dependencies when they are missing, then serve the playground and print its address.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/.bin/vite')) {
  console.log('Installing dependencies (first run)…');
  const r = spawnSync('npm', [existsSync('package-lock.json') ? 'ci' : 'install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const port = process.env.PORT ?? '5173';
console.log(`Searchpad: starting on http://localhost:${port}/`);
const child = spawn('npx', ['vite', '--port', port, '--strictPort'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));

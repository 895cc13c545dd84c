#!/usr/bin/env node
// `npm test`: every test suite in order — Vitest, the YAML conformance suite (with its ratchet) when the
// shared data is there, then the page in a real browser with Playwright. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  // The engine has its own tsconfig without the DOM lib: any DOM use in src/engine fails here.
  ['typecheck (engine without DOM, then everything)', 'npm', ['run', 'typecheck']],
  ['unit (vitest)', 'npx', ['vitest', 'run']],
];
// Elasticsearch 6.8.4's whole YAML REST suite (and OpenSearch's typeless term vectors tests): every failure
// must be in the ratchet, and a ratcheted test that passes fails the run until the ratchet is regenerated.
const conformanceSuite = '../shared/conformance/suite';
if (existsSync(conformanceSuite) && existsSync('test/conformance/cli.ts') && existsSync('test/conformance/ratchet.txt')) {
  const dirs = [conformanceSuite, '../shared/conformance/supplement/opensearch/yaml'].filter(existsSync);
  steps.push(['conformance (YAML REST suite)', 'npx', ['tsx', 'test/conformance/cli.ts', '--ratchet', 'test/conformance/ratchet.txt', ...dirs]]);
}
if (existsSync('playwright.config.ts') && existsSync('index.html')) {
  steps.push(['build', 'npx', ['vite', 'build']]);
  steps.push(['e2e (playwright)', 'npx', ['playwright', 'test']]);
}

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n=== ${name} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}
console.log(`\n=== all ${steps.length} steps passed`);

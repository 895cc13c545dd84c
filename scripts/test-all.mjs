#!/usr/bin/env node
// `npm test`: every test suite in order — Vitest, the YAML conformance suite (with its ratchet) when the
// shared data is there, then the page in a real browser with Playwright. Stops at the first failure.
// Without ../shared (goldens, documented examples, YAML suite) it says so in one loud line at the end, with what it
// could not run; under CI=true a missing ../shared fails the run at once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (process.env.CI && process.env.CI !== 'false' && !existsSync('../shared')) {
  console.error('\n=== CI: ../shared is missing (goldens, documented examples, YAML suite): nothing of fidelity can be checked; failing.');
  process.exit(1);
}
// The Vitest reporter that counts suites skipped for want of ../shared writes its count here.
const sharedReport = join(mkdtempSync(join(tmpdir(), 'searchpad-test-')), 'shared.json');
process.env.SEARCHPAD_SHARED_REPORT = sharedReport;

const steps = [
  // The engine has its own tsconfig without the DOM lib: any DOM use in src/engine fails here.
  ['typecheck (engine without DOM, then everything)', 'npm', ['run', 'typecheck']],
  ['unit (vitest)', 'npx', ['vitest', 'run']],
];
// Elasticsearch 6.8.4's whole YAML REST suite (and OpenSearch's typeless term vectors tests): every failure
// must be in the ratchet, and a ratcheted test that passes fails the run until the ratchet is regenerated.
const conformanceSuite = '../shared/conformance/suite';
const notRun = [];
if (existsSync(conformanceSuite) && existsSync('test/conformance/cli.ts') && existsSync('test/conformance/ratchet.txt')) {
  const dirs = [conformanceSuite, '../shared/conformance/supplement/opensearch/yaml'].filter(existsSync);
  steps.push(['conformance (YAML REST suite)', 'npx', ['tsx', 'test/conformance/cli.ts', '--ratchet', 'test/conformance/ratchet.txt', ...dirs]]);
} else if (!existsSync(conformanceSuite)) {
  notRun.push('the YAML conformance run');
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
if (existsSync(sharedReport)) {
  const { suites, files } = JSON.parse(readFileSync(sharedReport, 'utf8'));
  if (suites > 0) notRun.unshift(`${suites} Vitest suites in ${files} files`);
}
console.log(`\n=== all ${steps.length} steps passed`);
if (notRun.length > 0) {
  console.error(`\n!!! NOT RUN for want of ../shared: ${notRun.join(' and ')}. Green here does not mean Elasticsearch's answers; CI=true fails instead. !!!`);
}

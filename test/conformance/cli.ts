import { readdirSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createEngine } from '../../src/engine/index';
import { loadApiSpecs } from './api-specs';
import { httpEngine } from './http-engine';
import { ratchetKey, readRatchet, writeRatchet } from './ratchet';
import { parseYamlFile, runTest, type ConformanceEngine } from './runner';
import { skipReason } from './skip-list';

/**
 * `npm run conformance -- [--ratchet FILE] [--write-ratchet FILE] [--url http://host:port] <file or folder>...`
 * runs Elasticsearch's YAML REST tests against a fresh engine per test (or, with `--url`, against a server
 * wiped between tests) and ends with `N passed, N failed, N skipped`.
 */
async function main(argv: string[]) {
  let ratchetFile: string | undefined;
  let writeFile: string | undefined;
  let url: string | undefined;
  const targets: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--ratchet') ratchetFile = argv[++i];
    else if (argv[i] === '--write-ratchet') writeFile = argv[++i];
    else if (argv[i] === '--url') url = argv[++i].replace(/\/$/, '');
    else targets.push(argv[i]);
  }
  const sharedApi = resolve(process.cwd(), '../shared/conformance/api');
  const specs = loadApiSpecs(sharedApi);
  const files: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const f of readdirSync(p).sort()) walk(resolve(p, f));
    else if (p.endsWith('.yml') || p.endsWith('.yaml')) files.push(p);
  };
  for (const t of targets) walk(resolve(t));
  const ratchet = readRatchet(ratchetFile ?? writeFile ?? '');
  const yamlRoot = resolve(process.cwd(), '../shared/conformance');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let expected = 0;
  const failing: string[] = [];
  // In-process: a fresh engine per test. Over HTTP (`--url`): one server, wiped between tests.
  const remote = url ? httpEngine(url) : undefined;
  const newEngine = async (): Promise<ConformanceEngine> => {
    if (!remote) return createEngine({ clock: () => Date.now() });
    await remote.reset();
    return remote;
  };
  for (const file of files) {
    const label = relative(yamlRoot, file).replace(/^(yaml|supplement)\//, (m) => (m === 'yaml/' ? '' : m));
    const yf = parseYamlFile(file, label);
    for (const test of yf.tests) {
      const key = ratchetKey(label, test.name);
      const reason = skipReason(label, test.name);
      if (reason) {
        skipped++;
        continue;
      }
      const outcome = await runTest(yf, test, await newEngine(), specs);
      if (outcome.status === 'skipped') skipped++;
      else if (outcome.status === 'passed') {
        if (ratchetFile && ratchet.has(key)) {
          failed++;
          console.log(`FIXED  ${key}: passes now; remove it from ${ratchetFile}`);
        } else passed++;
      } else {
        failing.push(key);
        if (ratchetFile && ratchet.has(key)) {
          expected++;
        } else {
          failed++;
          console.log(`FAIL   ${key}\n       ${outcome.message.split('\n')[0].slice(0, 400)}`);
        }
      }
    }
  }
  if (writeFile) writeRatchet(writeFile, failing, ratchet);
  if (ratchetFile) console.log(`ratchet: ${expected} expected failures (listed in ${ratchetFile})`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).catch((e) => {
  console.error(e);
  console.log('0 passed, 1 failed, 0 skipped');
  process.exitCode = 1;
});

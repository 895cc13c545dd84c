import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../../src/engine/index';
import { loadApiSpecs } from './api-specs';
import { httpEngine } from './http-engine';
import { defaultIssue, ratchetKey, readRatchet, writeRatchet } from './ratchet';
import { summarize, type TestResult } from './report';
import { apisCalled, parseYamlFile, runTest, type ConformanceEngine, type YamlFile } from './runner';
import { skipReason } from './skip-list';
import { CI_TARGETS, CONFORMANCE_ROOT, directoryOf, labelOf, yamlFilesUnder } from './suite-files';

const USAGE = `npm run conformance -- [--ratchet FILE] [--write-ratchet FILE] [--url http://host:port] [--verbose] [--json FILE|-] [file or folder]...
  (no file or folder: CI's set, ../shared/conformance/suite and the OpenSearch supplement)`;

/**
 * Runs Elasticsearch's YAML REST tests against a fresh engine per test (or, with `--url`, against a server
 * wiped between tests) and ends with `N passed, N failed, N skipped`. With `--ratchet`, failures the ratchet
 * lists are expected and counted apart; one it lists that passes fails the run.
 */
async function main(argv: string[]) {
  let ratchetFile: string | undefined;
  let writeFile: string | undefined;
  let url: string | undefined;
  let jsonFile: string | undefined;
  let verbose = false;
  const targets: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--ratchet') ratchetFile = argv[++i];
    else if (a === '--write-ratchet') writeFile = argv[++i];
    else if (a === '--url') url = argv[++i].replace(/\/$/, '');
    else if (a === '--json') jsonFile = argv[++i];
    else if (a === '--verbose') verbose = true;
    else if (a === '--help' || a.startsWith('--')) {
      console.log(USAGE);
      process.exitCode = a === '--help' ? 0 : 2;
      return;
    } else targets.push(a);
  }
  if (!targets.length) targets.push(...CI_TARGETS.map((t) => resolve(CONFORMANCE_ROOT, t)));
  const specs = loadApiSpecs(resolve(CONFORMANCE_ROOT, 'api'));
  const ratchet = readRatchet(ratchetFile ?? writeFile ?? '');
  const log = jsonFile === '-' ? (s: string) => console.error(s) : (s: string) => console.log(s);
  const results: TestResult[] = [];
  let unexpected = 0;
  // In-process: a fresh engine per test. Over HTTP (`--url`): one server, wiped between tests.
  const remote = url ? httpEngine(url) : undefined;
  const newEngine = async (): Promise<ConformanceEngine> => {
    if (!remote) return createEngine({ clock: () => Date.now() });
    await remote.reset();
    return remote;
  };
  const record = (r: TestResult) => {
    results.push(r);
    const key = ratchetKey(r.file, r.test);
    if (r.status === 'failed') {
      r.ratcheted = ratchet.has(key);
      if (!ratchetFile || !r.ratcheted) {
        unexpected++;
        log(`FAIL   ${key}\n       ${(r.detail ?? '').split('\n')[0].slice(0, 400)}`);
      } else if (verbose) log(`fail   ${key}  (ratchet: ${ratchet.get(key)})`);
    } else if (r.status === 'passed' && ratchetFile && ratchet.has(key)) {
      unexpected++;
      log(`FIXED  ${key}: passes now; regenerate ${ratchetFile} (--write-ratchet)`);
    } else if (verbose) log(`${r.status === 'passed' ? 'pass ' : 'skip '}  ${key}${r.detail ? `  (${r.detail})` : ''}`);
  };

  for (const path of yamlFilesUnder(targets)) {
    const label = labelOf(path);
    const directory = directoryOf(label);
    let yf: YamlFile;
    try {
      yf = parseYamlFile(path, label);
    } catch (e) {
      // As in the Java runner, a file that does not parse fails as a whole.
      record({ file: label, test: '(file)', directory, status: 'failed', detail: (e as Error).message });
      continue;
    }
    for (const test of yf.tests) {
      const reason = skipReason(label, apisCalled(yf, test));
      if (reason) {
        record({ file: label, test: test.name, directory, status: 'skipped', detail: `skip list: ${reason}` });
        continue;
      }
      const outcome = await runTest(yf, test, await newEngine(), specs);
      const detail = outcome.status === 'failed' ? outcome.message : outcome.status === 'skipped' ? outcome.reason : undefined;
      record({ file: label, test: test.name, directory, status: outcome.status, ...(detail ? { detail } : {}) });
    }
  }

  const report = summarize(results);
  if (writeFile) {
    const failing = results.filter((r) => r.status === 'failed').map((r) => ratchetKey(r.file, r.test));
    writeRatchet(writeFile, failing, ratchet, defaultIssue);
  }
  if (jsonFile === '-') console.log(JSON.stringify(report, null, 2));
  else if (jsonFile) writeFileSync(jsonFile, JSON.stringify(report, null, 2) + '\n');
  const t = report.total;
  if (ratchetFile) {
    const expected = results.filter((r) => r.ratcheted).length;
    log(`ratchet: ${expected} expected failures (listed in ${ratchetFile})`);
    log(`${t.passed - results.filter((r) => r.status === 'passed' && ratchet.has(ratchetKey(r.file, r.test))).length} passed, ${unexpected} failed, ${t.skipped} skipped`);
  } else log(`${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
  process.exitCode = unexpected > 0 ? 1 : 0;
}

main(process.argv.slice(2)).catch((e) => {
  console.error(e);
  console.log('0 passed, 1 failed, 0 skipped');
  process.exitCode = 1;
});

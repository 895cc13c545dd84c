import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceReport } from './report';
import { renderTable, withTable } from './table';

/**
 * `npm run conformance:table [-- --check]`: runs CI's conformance set with `--json` and writes the README's
 * conformance table from it (`--check`: fails if the README's table differs instead of writing it).
 */
const check = process.argv.includes('--check');
const dir = mkdtempSync(join(tmpdir(), 'searchpad-conformance-'));
try {
  const json = join(dir, 'report.json');
  const run = spawnSync('npx', ['tsx', 'test/conformance/cli.ts', '--json', json], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.error) throw run.error;
  const report = JSON.parse(readFileSync(json, 'utf8')) as ConformanceReport;
  const readme = readFileSync('README.md', 'utf8');
  const next = withTable(readme, renderTable(report));
  const t = report.total;
  if (check) {
    if (next !== readme) {
      console.error('README.md: the conformance table is out of date; run npm run conformance:table');
      process.exitCode = 1;
    } else console.log('README.md: the conformance table is up to date');
  } else {
    writeFileSync('README.md', next);
    console.log(`README.md: conformance table written (${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped)`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A Vitest reporter beside the default one: when suites were skipped for want of ../shared (see shared-data.ts),
 * prints one loud line at the end of the run with how many, so a green run without the references is never
 * mistaken for a full one. `npm test` (scripts/test-all.mjs) reads the count from SEARCHPAD_SHARED_REPORT.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { NEEDS_SHARED } from './shared-data';

export default class SharedDataReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let suites = 0;
    const files = new Set<string>();
    for (const m of modules) {
      for (const s of m.children.allSuites()) {
        if (!s.name.startsWith(NEEDS_SHARED)) continue;
        suites++;
        files.add(m.relativeModuleId);
      }
    }
    if (process.env.SEARCHPAD_SHARED_REPORT) writeFileSync(process.env.SEARCHPAD_SHARED_REPORT, JSON.stringify({ suites, files: files.size }));
    if (suites > 0) console.error(`\n!!! ${suites} suites in ${files.size} files were NOT RUN: ../shared (goldens, documented examples, YAML suite) is missing. This run does not check fidelity. !!!\n`);
  }
}

/** One test's result in a `--json` report. */
export interface TestResult {
  file: string;
  test: string;
  directory: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Why it failed or was skipped. */
  detail?: string;
  /** For a failure, whether the ratchet lists it (an expected failure). */
  ratcheted?: boolean;
}

export type Counts = { passed: number; failed: number; skipped: number };

/** The `--json` report: totals, per API directory, per test. `failed` counts every test that does not pass. */
export interface ConformanceReport {
  total: Counts;
  directories: Record<string, Counts>;
  tests: TestResult[];
}

export function summarize(tests: TestResult[]): ConformanceReport {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const directories: Record<string, Counts> = {};
  for (const t of tests) {
    total[t.status]++;
    (directories[t.directory] ??= { passed: 0, failed: 0, skipped: 0 })[t.status]++;
  }
  return { total, directories, tests };
}

import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * The ratchet: tests known not to pass yet, one per line as `<file>::<test name>  # issue N`. A listed
 * failure is expected; an unlisted failure fails the run; a listed test that passes fails the run too,
 * so the list only shrinks.
 */
export type Ratchet = Map<string, string>;

export const ratchetKey = (file: string, test: string) => `${file}::${test}`;

export function readRatchet(path: string): Ratchet {
  const out: Ratchet = new Map();
  if (!existsSync(path)) return out;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const hash = t.lastIndexOf('  # ');
    out.set(hash >= 0 ? t.slice(0, hash).trim() : t, hash >= 0 ? t.slice(hash + 4).trim() : 'issue ?');
  }
  return out;
}

/** Which issue's work makes a failing test pass, by what it tests (its file, or its name for aggregations). */
const ISSUE_BY_FILE: [RegExp, number][] = [
  [/^search\.aggregation\//, 25],
  [/^(search\.highlight|scroll|mlt|msearch|indices\.validate_query)\/|^search\/(110_field_collapsing|90_search_after)\.yml$|^modules\/analysis-common\/search\.query\//, 23],
  [/^(indices\.analyze|modules\/analysis-common)\//, 24],
];

export function defaultIssue(key: string): string {
  const [file, test = ''] = key.split('::');
  if (/\baggs?\b|aggregation/i.test(test) && !file.startsWith('search.aggregation/')) return 'issue 25';
  return `issue ${ISSUE_BY_FILE.find(([re]) => re.test(file))?.[1] ?? 21}`;
}

export function writeRatchet(path: string, failing: string[], previous: Ratchet, issueOf: (key: string) => string = () => 'issue ?') {
  const header = '# Conformance tests not passing yet, each with the issue that will make it pass.\n# Regenerate with: npm run conformance -- --write-ratchet test/conformance/ratchet.txt\n';
  const lines = [...failing].sort().map((k) => `${k}  # ${previous.get(k) ?? issueOf(k)}`);
  writeFileSync(path, header + lines.join('\n') + (lines.length ? '\n' : ''));
}

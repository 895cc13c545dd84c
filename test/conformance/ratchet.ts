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

export function writeRatchet(path: string, failing: string[], previous: Ratchet) {
  const header = '# Conformance tests not passing yet, each with the issue that will make it pass.\n# Regenerate with: npm run conformance -- --write-ratchet test/conformance/ratchet.txt <folders>\n';
  const lines = [...failing].sort().map((k) => `${k}  # ${previous.get(k) ?? 'issue ?'}`);
  writeFileSync(path, header + lines.join('\n') + (lines.length ? '\n' : ''));
}

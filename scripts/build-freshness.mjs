// Whether `npm start` must run `vite build` first: the built page in dist/ carries a stamp of the sources it was
// built from (every input file's path, size and modification time, hashed); a build runs only when it is missing
// or differs. Plain JavaScript, since `npm start` may run before the dependencies (tsx among them) are installed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the built page is made of, relative to the repository root: files and folders (walked). */
export const BUILD_INPUTS = ['src', 'public', 'index.html', 'package-lock.json', 'vite.config.ts', 'scripts/official-client-bundling.ts'];
/** The stamp's place in the build output (vite empties dist/ on each build, so a stale stamp cannot survive one). */
export const STAMP_FILE = join('dist', '.searchpad-build-stamp');

/**
 * The decision itself, pure: why the page must be built, or undefined when dist/ is current.
 * @param {{ built: boolean, stamp: string | undefined, fingerprint: string }} state
 * @returns {string | undefined}
 */
export function rebuildReason({ built, stamp, fingerprint }) {
  if (!built) return 'the page has not been built yet';
  if (stamp === undefined) return 'the build has no stamp of its sources';
  if (stamp.trim() !== fingerprint) return 'the sources changed since the last build';
  return undefined;
}

/**
 * `path size mtime` of every file under the inputs, sorted, hashed: any added, removed, resized or touched file
 * changes it. (A `git checkout` that rewrites a file with the same bytes costs one needless build, no more.)
 * @param {string} root
 * @param {readonly string[]} [inputs]
 * @returns {string}
 */
export function sourcesFingerprint(root, inputs = BUILD_INPUTS) {
  /** @type {string[]} */
  const lines = [];
  const visit = (rel) => {
    const abs = join(root, rel);
    if (!existsSync(abs)) return;
    const st = statSync(abs);
    if (st.isDirectory()) {
      for (const name of readdirSync(abs).sort()) visit(join(rel, name));
    } else {
      lines.push(`${rel.split('\\').join('/')} ${st.size} ${Math.trunc(st.mtimeMs)}`);
    }
  };
  for (const input of inputs) visit(input);
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/**
 * @param {string} root
 * @returns {{ reason: string | undefined, fingerprint: string }}
 */
export function checkBuild(root) {
  const stampPath = join(root, STAMP_FILE);
  const fingerprint = sourcesFingerprint(root);
  const stamp = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : undefined;
  return { reason: rebuildReason({ built: existsSync(join(root, 'dist', 'index.html')), stamp, fingerprint }), fingerprint };
}

/** @param {string} root @param {string} fingerprint */
export function writeStamp(root, fingerprint) {
  writeFileSync(join(root, STAMP_FILE), fingerprint + '\n');
}

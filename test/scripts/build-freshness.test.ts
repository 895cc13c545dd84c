import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rebuildReason, sourcesFingerprint } from '../../scripts/build-freshness.mjs';

describe('rebuildReason: npm start builds the page only when it must', () => {
  it('builds when there is no built page', () => {
    expect(rebuildReason({ built: false, stamp: 'abc', fingerprint: 'abc' })).toMatch(/not been built/);
  });
  it('builds when the build carries no stamp (built by hand with vite build)', () => {
    expect(rebuildReason({ built: true, stamp: undefined, fingerprint: 'abc' })).toMatch(/no stamp/);
  });
  it('builds when the sources differ from the stamped ones', () => {
    expect(rebuildReason({ built: true, stamp: 'abc\n', fingerprint: 'abd' })).toMatch(/changed/);
  });
  it('serves the build as it is when the stamp matches (a trailing newline aside)', () => {
    expect(rebuildReason({ built: true, stamp: 'abc\n', fingerprint: 'abc' })).toBeUndefined();
  });
});

describe('sourcesFingerprint', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const tree = () => {
    dir = mkdtempSync(join(tmpdir(), 'searchpad-fp-'));
    mkdirSync(join(dir, 'src', 'ui'), { recursive: true });
    writeFileSync(join(dir, 'src', 'ui', 'a.ts'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'index.html'), '<html></html>\n');
    return dir;
  };

  it('is stable while nothing changes, and ignores files outside the inputs', () => {
    const root = tree();
    const before = sourcesFingerprint(root);
    writeFileSync(join(root, 'notes.md'), 'not an input');
    expect(sourcesFingerprint(root)).toBe(before);
  });

  it('changes when a source is edited, added or removed', () => {
    const root = tree();
    const first = sourcesFingerprint(root);
    writeFileSync(join(root, 'src', 'ui', 'a.ts'), 'export const a = 12;\n');
    const edited = sourcesFingerprint(root);
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'src', 'ui', 'b.ts'), '');
    const added = sourcesFingerprint(root);
    expect(added).not.toBe(edited);
    rmSync(join(root, 'src', 'ui', 'b.ts'));
    expect(sourcesFingerprint(root)).toBe(edited);
  });

  it('changes when a file is touched with the same size (an edit of equal length)', () => {
    const root = tree();
    const first = sourcesFingerprint(root);
    utimesSync(join(root, 'index.html'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    expect(sourcesFingerprint(root)).not.toBe(first);
  });
});

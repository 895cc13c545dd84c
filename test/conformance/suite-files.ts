import { readdirSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/** The shared conformance data, beside the repository. */
export const CONFORMANCE_ROOT = resolve(process.cwd(), '../shared/conformance');

/** The folders CI runs: Elasticsearch 6.8.4's whole YAML suite, and OpenSearch's typeless term vectors tests. */
export const CI_TARGETS = ['suite', 'supplement/opensearch/yaml'];

/** Every `.yml`/`.yaml` file under the given files or folders, in a stable order. */
export function yamlFilesUnder(targets: string[]): string[] {
  const files: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const f of readdirSync(p).sort()) walk(resolve(p, f));
    else if (p.endsWith('.yml') || p.endsWith('.yaml')) files.push(p);
  };
  for (const t of targets) walk(resolve(t));
  return files;
}

/**
 * A file's label (in the ratchet, the skip list and reports): its path under `suite/` (or the old `yaml/`),
 * so `suite/search/30_limits.yml` and `yaml/search/30_limits.yml` are both `search/30_limits.yml`; the
 * supplement keeps its `supplement/...` prefix.
 */
export function labelOf(file: string, root = CONFORMANCE_ROOT): string {
  return relative(root, file).replace(/^(yaml|suite)\//, '');
}

/** The API directory of a label, for per-directory reports: `search`, `modules/lang-painless/painless`. */
export function directoryOf(label: string): string {
  const i = label.lastIndexOf('/');
  return i < 0 ? '.' : label.slice(0, i);
}

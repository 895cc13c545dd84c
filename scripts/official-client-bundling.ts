/**
 * Lets Vite bundle the official Elasticsearch client (a Node library) into the page's lazily loaded client chunk:
 * Node built-ins resolve to their browserify shims from npm, the Node globals it reads (`process`, `Buffer`,
 * `global`) are handed only to the modules of the client's own dependency tree (the rest of the page never sees
 * them), and its one computed `require` (the API files it loads on first use) becomes a table of static requires.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Node built-ins the client needs that are not installed under their own name. */
const BUILTIN_SHIMS: Record<string, string> = {
  stream: 'stream-browserify',
  os: 'os-browserify/browser.js',
  zlib: 'browserify-zlib',
  http: 'stream-http',
  https: 'https-browserify',
  querystring: 'querystring-es3',
};

/** The packages whose modules may read the Node globals: the client, the shims, and all they depend on. */
const ROOT_PACKAGES = ['@elastic/elasticsearch', 'buffer', 'events', 'process', 'util', 'assert', 'url', 'querystring-es3', 'os-browserify',
  'stream-browserify', 'browserify-zlib', 'stream-http', 'https-browserify'];

const GLOBALS = {
  process: "require('process/browser.js')",
  Buffer: "require('buffer/').Buffer",
  global: 'globalThis',
} as const;

export function officialClientBundling(root: string): Plugin {
  const nodeModules = join(root, 'node_modules');
  const packageDirs = dependencyClosure(nodeModules, ROOT_PACKAGES).map((d) => d + sep);
  const urlShim = resolve(root, 'src/ui/client/node-url.ts');
  const transform = (code: string, id: string) => {
    const file = id.split('?')[0];
    if (!packageDirs.some((d) => file.startsWith(d))) return null;
    let out = code;
    if (file.endsWith(`${sep}@elastic${sep}elasticsearch${sep}api${sep}index.js`)) out = staticApiRequires(out, dirname(file));
    out = withNodeGlobals(out, file);
    return out === code ? null : { code: out, map: null };
  };
  return {
    name: 'searchpad-official-client',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          ...Object.entries(BUILTIN_SHIMS).map(([name, shim]) => ({ find: new RegExp(`^(node:)?${name}$`), replacement: shim })),
          // Node's `url` module also carries the WHATWG URL class, which the npm `url` package lacks.
          { find: /^(node:)?url$/, replacement: urlShim },
        ],
      },
      // The dev server pre-bundles the client with its own bundler run: give that run the same transform.
      optimizeDeps: { rolldownOptions: { plugins: [{ name: 'searchpad-official-client-deps', transform }] } },
    }),
    transform,
  };
}

/** The client loads `./api/<name>.js` through a template literal: give the bundler one static require per file. */
function staticApiRequires(code: string, dir: string): string {
  const dynamic = 'require(`./api/${file}.js`)';
  if (!code.includes(dynamic)) throw new Error('official-client-bundling: @elastic/elasticsearch/api/index.js changed; update the plugin');
  const files = readdirSync(join(dir, 'api')).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3));
  const table = files.map((f) => `  ${JSON.stringify(f)}: () => require(${JSON.stringify(`./api/${f}.js`)}),`).join('\n');
  return `${code.replace(dynamic, 'searchpadApiFiles[file]()')}\nvar searchpadApiFiles = {\n${table}\n};\n`;
}

/**
 * Runs a CommonJS module with `process`, `Buffer` and `global` bound as a browserify bundle would, without making
 * them page globals. The body runs in a nested function so its own declarations of those names still shadow ours.
 */
function withNodeGlobals(code: string, file: string): string {
  if (/^\s*(import|export)\s/m.test(code)) return code;
  const names = (Object.keys(GLOBALS) as Array<keyof typeof GLOBALS>).filter((n) => new RegExp(`\\b${n}\\b`).test(code));
  // The shims that define a global never receive it (that would be a require cycle).
  const own = file.includes(`${sep}node_modules${sep}buffer${sep}`) ? 'Buffer' : file.includes(`${sep}node_modules${sep}process${sep}`) ? 'process' : '';
  const used = names.filter((n) => n !== own);
  if (used.length === 0) return code;
  return `(function (${used.join(', ')}) { return (function () {\n${code}\n}).call(this); }).call(this, ${used.map((n) => GLOBALS[n]).join(', ')});\n`;
}

/** Package folders of `roots` and of everything they depend on, as npm installed them (nested first). */
function dependencyClosure(nodeModules: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = locatePackage(name, from, nodeModules);
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const r of roots) visit(r, nodeModules);
  return [...seen];
}

function locatePackage(name: string, from: string, nodeModules: string): string | undefined {
  for (let dir = from; dir.startsWith(nodeModules); dir = dirname(dir)) {
    const candidate = join(dir, dir.endsWith('node_modules') ? '' : 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  const top = join(nodeModules, name);
  return existsSync(join(top, 'package.json')) ? top : undefined;
}

// The built page (dist/) over HTTP on loopback, for `npm start` and `npm run bench:browser`: files only, no
// directory listings, nothing outside the folder. Hashed assets are cached for good (a reload asks for none of
// them again); the rest is revalidated with its modification time.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, normalize, resolve, sep } from 'node:path';

const TYPES = new Map([
  ['.html', 'text/html; charset=utf-8'],
  ['.js', 'text/javascript; charset=utf-8'],
  ['.mjs', 'text/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json; charset=utf-8'],
  ['.txt', 'text/plain; charset=utf-8'],
  ['.ndjson', 'application/x-ndjson; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.png', 'image/png'],
  ['.ico', 'image/x-icon'],
  ['.wasm', 'application/wasm'],
  ['.ttf', 'font/ttf'],
  ['.woff', 'font/woff'],
  ['.woff2', 'font/woff2'],
  ['.map', 'application/json; charset=utf-8'],
]);

/** The file a URL path names inside `dir`, or undefined (outside it, a folder, or missing). */
export function fileFor(dir, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  if (path.endsWith('/')) path += 'index.html';
  const root = resolve(dir);
  const file = resolve(root, '.' + normalize('/' + path));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  return file;
}

/**
 * Serves `dir` on 127.0.0.1:`port` (0: any free port); resolves to the server and its address once listening.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<{ server: import('node:http').Server, url: string }>}
 */
export function serveStatic(dir, port) {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fileFor(dir, req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    const st = statSync(file);
    const modified = st.mtime.toUTCString();
    const hashed = /[\\/]assets[\\/]/.test(file);
    const headers = {
      'content-type': TYPES.get(extname(file).toLowerCase()) ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'last-modified': modified,
      'x-content-type-options': 'nosniff',
    };
    if (req.headers['if-modified-since'] === modified) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': st.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({ server, url: `http://127.0.0.1:${actual}/` });
    });
  });
}

/**
 * `npm run serve -- [--port 9200] [--host 127.0.0.1] [--data DIR [--accept-data-loss]] [--profile 6.8|7] [--max-content-length 100mb]
 *  [--cors-origin ORIGIN ...] [--cors-allow-headers H1,H2] [--cors-allow-credentials]`:
 * the Searchpad engine over HTTP, so curl lines from the documentation and Elasticsearch clients work unchanged.
 * Without `--data` it keeps everything in memory; `--profile 7` answers with Elasticsearch 7.x's response shapes.
 * CORS is off unless `--cors-origin` names the pages allowed (repeatable; `*` for any), as `http.cors.*`.
 */
import { createEngine, VERSION_PROFILES, type VersionProfile } from '../engine/index.ts';
import { FileStore } from './file-store';
import type { CorsOptions } from './cors';
import { startHttpServer } from './http-server';

export async function serve(argv: string[]) {
  const opt = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const data = opt('data');
  const cors = corsOptions(argv);
  const profile = (opt('profile') ?? '6.8') as VersionProfile;
  if (!VERSION_PROFILES.includes(profile)) throw new Error(`--profile must be one of ${VERSION_PROFILES.join(', ')}, got [${profile}]`);
  const sizeOpt = opt('max-content-length');
  const maxContentLength = sizeOpt === undefined ? undefined : parseByteSize(sizeOpt);
  const engine = createEngine({
    profile,
    ...(data ? { store: new FileStore(data, { acceptDataLoss: argv.includes('--accept-data-loss') }) } : {}),
    maxContentLength,
    // Long requests yield to the event loop, so other connections are served meanwhile.
    yieldToHost: () => new Promise((resolve) => setImmediate(resolve)),
    now: () => performance.now(),
  });
  await engine.ready;
  const running = await startHttpServer(engine, { port: Number(opt('port') ?? 9200), host: opt('host') ?? '127.0.0.1', maxContentLength, cors });
  const corsNote = cors ? `CORS for ${cors.allowOrigin.join(', ')}` : 'CORS off (--cors-origin to allow a page)';
  console.log(`Searchpad (Elasticsearch ${profile} API) listening on ${running.url}${data ? `, data in ${data}` : ', in memory'}, ${corsNote}`);
  return running;
}

/** `--cors-origin` (each occurrence; `*` for any origin) and the other `http.cors.*` equivalents; undefined: CORS off. */
function corsOptions(argv: string[]): CorsOptions | undefined {
  const origins: string[] = [];
  let allowHeaders: string[] | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== '--cors-origin' && argv[i] !== '--cors-allow-headers') continue;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${argv[i]} needs a value (e.g. ${argv[i] === '--cors-origin' ? 'http://localhost:5173, or *' : 'X-Requested-With,Content-Type,Content-Length,Authorization'})`);
    if (argv[i] === '--cors-origin') origins.push(value);
    else allowHeaders = value.split(',').map((h) => h.trim()).filter((h) => h !== '');
  }
  if (origins.length === 0) {
    if (allowHeaders || argv.includes('--cors-allow-credentials')) throw new Error('--cors-allow-headers and --cors-allow-credentials need --cors-origin (CORS is off without it)');
    return undefined;
  }
  return { allowOrigin: origins, ...(allowHeaders ? { allowHeaders } : {}), allowCredentials: argv.includes('--cors-allow-credentials') };
}

/** ES byte sizes: `100mb`, `512kb`, `1gb`, or plain bytes. */
function parseByteSize(text: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(text.trim());
  if (!m) throw new Error(`failed to parse [${text}] as a byte size (e.g. 100mb)`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(m[1]) * unit);
}

const args = process.argv.slice(2);
if (args[0] === 'serve') args.shift();
serve(args).catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

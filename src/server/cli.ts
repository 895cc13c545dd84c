/**
 * `npm run serve -- [--port 9200] [--host 127.0.0.1] [--data DIR [--accept-data-loss]] [--profile 6.8|7] [--max-content-length 100mb]`:
 * the Searchpad engine over HTTP, so curl lines from the documentation and Elasticsearch clients work unchanged.
 * Without `--data` it keeps everything in memory; `--profile 7` answers with Elasticsearch 7.x's response shapes.
 */
import { createEngine, VERSION_PROFILES, type VersionProfile } from '../engine/index.ts';
import { FileStore } from './file-store';
import { startHttpServer } from './http-server';

export async function serve(argv: string[]) {
  const opt = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const data = opt('data');
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
  const running = await startHttpServer(engine, { port: Number(opt('port') ?? 9200), host: opt('host') ?? '127.0.0.1', maxContentLength });
  console.log(`Searchpad (Elasticsearch ${profile} API) listening on ${running.url}${data ? `, data in ${data}` : ', in memory'}`);
  return running;
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

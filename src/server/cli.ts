/**
 * `npm run serve -- [--port 9200] [--host 127.0.0.1] [--data DIR]`: the Searchpad engine over HTTP, so curl
 * lines from the documentation and Elasticsearch clients work unchanged. Without `--data` it keeps
 * everything in memory.
 */
import { createEngine } from '../engine/index.ts';
import { FileStore } from './file-store';
import { startHttpServer } from './http-server';

export async function serve(argv: string[]) {
  const opt = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const data = opt('data');
  const engine = createEngine(data ? { store: new FileStore(data) } : {});
  await engine.ready;
  const running = await startHttpServer(engine, { port: Number(opt('port') ?? 9200), host: opt('host') ?? '127.0.0.1' });
  console.log(`Searchpad (Elasticsearch 6.8 API) listening on ${running.url}${data ? `, data in ${data}` : ', in memory'}`);
  return running;
}

const args = process.argv.slice(2);
if (args[0] === 'serve') args.shift();
serve(args).catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

/**
 * `npm run bench:fairness`: how long `GET /` waits over HTTP while another connection runs a heavy
 * request, against the real server (`src/server/cli.ts`, in a child process): a 5,000-term
 * `match_phrase` with slop 50 over documents holding every one of its terms, and a 10 MB `_analyze`.
 * While the heavy request runs, a second connection sends `GET /` every 20 ms; the row is the longest
 * and the median answer time of those, and how long the heavy request took. One run, on whatever
 * machine this is: a bench row, never a test assertion.
 */
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';

const PORT = Number(process.env.FAIRNESS_PORT ?? 9277);
const BASE = `http://127.0.0.1:${PORT}`;

function send(agent: Agent, method: string, path: string, body?: string, contentType = 'application/json') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const r = httpRequest(`${BASE}${path}`, { method, agent, headers: body ? { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    r.on('error', reject);
    if (body) r.write(body);
    r.end();
  });
}

/** A deterministic word list: `w0` ... `w4999`, shuffled per document. */
function vocabulary(n: number) {
  return Array.from({ length: n }, (_, i) => `w${i.toString(36)}`);
}

function shuffled<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function waitForServer(agent: Agent) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await send(agent, 'GET', '/')).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/** Runs `heavy` on one connection while a second sends `GET /` every 20 ms; returns the answer times. */
async function measure(label: string, heavy: () => Promise<{ status: number; text: string }>) {
  const probe = new Agent({ keepAlive: true, maxSockets: 1 });
  const delays: number[] = [];
  let done = false;
  const started = performance.now();
  const heavyRun = heavy().then((r) => {
    done = true;
    return r;
  });
  const probing = (async () => {
    while (!done) {
      const t = performance.now();
      await send(probe, 'GET', '/');
      delays.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const answer = await heavyRun;
  const took = performance.now() - started;
  await probing;
  probe.destroy();
  const sorted = [...delays].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(`| ${label} | ${answer.status} in ${took.toFixed(0)} ms | ${delays.length} | ${median.toFixed(1)} ms | ${(sorted[sorted.length - 1] ?? NaN).toFixed(1)} ms |`);
}

async function main() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--port', String(PORT)], { stdio: ['ignore', 'ignore', 'inherit'] });
  // Never leave the server behind (a timeout or Ctrl-C ends this process).
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      server.kill();
      process.exit(1);
    });
  }
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await waitForServer(agent);
    const vocab = vocabulary(5000);
    await send(agent, 'PUT', '/phrase', JSON.stringify({ settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text' } } } } }));
    let bulk = '';
    for (let d = 0; d < 20; d++) bulk += `{"index":{"_id":"${d}"}}\n${JSON.stringify({ text: [...shuffled(vocab, d + 1), ...shuffled(vocab, d + 101)].join(' ') })}\n`;
    await send(agent, 'POST', '/phrase/_doc/_bulk?refresh=true', bulk, 'application/x-ndjson');
    const phrase = JSON.stringify({ query: { match_phrase: { text: { query: vocab.join(' '), slop: 50 } } } });
    console.log('| heavy request | answer | GET / probes | median GET / | longest GET / |');
    console.log('|---|---|---|---|---|');
    await measure(`match_phrase of 5,000 terms, slop 50 (${(phrase.length / 1024).toFixed(0)} KB body), 20 docs of 10,000 tokens`, () => send(agent, 'POST', '/phrase/_search', phrase));
    const tenMb = Array.from({ length: 1_100_000 }, (_, i) => vocab[i % vocab.length]).join(' ').slice(0, 10_000_000);
    const analyze = JSON.stringify({ analyzer: 'standard', text: tenMb });
    await measure('_analyze of 10 MB (standard analyzer)', () => send(agent, 'POST', '/_analyze', analyze));
    agent.destroy();
  } finally {
    server.kill();
  }
}

void main();

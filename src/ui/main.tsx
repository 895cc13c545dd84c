// perf: the entry holds only the engine client, so the worker starts (and reads IndexedDB) at once; the
// page's own chunks follow (see engineSettled).
import { engineClient, engineWorker } from './client/engine';
import { loadOfficialClient, officialClient } from './actions/official-client';
import { sendLocal } from './actions/send-request';
import './styles.css';

/** The longest the page's chunks wait for the engine (a very large store, or a worker that never starts). */
const RENDER_WAIT_MS = 1500;

/**
 * perf: the page's chunks (React and Monaco, a few hundred ms of main-thread work, and the official client)
 * load once the engine has loaded and answered what was asked while it loaded, so those answers are not held
 * behind them and the worker's load does not share the CPU with them. With 100,000 stored documents the first
 * answer came ~40% sooner and the page was on screen no later.
 */
const engineSettled = Promise.race([engineClient.ready.then(() => engineClient.answered()), new Promise((r) => setTimeout(r, RENDER_WAIT_MS))]);
const mounted = engineSettled.then(() => import('./app/mount')).then(({ mount }) => mount(document.getElementById('root')!));
const officialClientLoaded = engineSettled.then(loadOfficialClient);

/** A small testing surface for people who drive Searchpad from Playwright. */
(window as unknown as { searchpad: unknown }).searchpad = {
  /** The engine has loaded the stored indices, the page is on screen and the official client is loaded. */
  ready: Promise.all([engineClient.ready, mounted, officialClientLoaded]).then(() => undefined),
  /** The official `@elastic/elasticsearch` 6.8 client, talking to this page's engine (after `ready`). */
  get client() {
    return officialClient();
  },
  /** The in-browser engine (answering with the page's response shapes, 6.8 or 7.x). */
  request: (method: string, path: string, body?: unknown) => sendLocal({ method, path, body }),
  status: engineClient.status,
  /** Deletes every index and document. */
  reset: () => engineClient.reset(),
  /** Replaces the Console's buffer with `text` (as typing it would: the editor shows it, and it is saved); runs nothing. */
  setBuffer: async (text: string) => {
    if (typeof text !== 'string') throw new TypeError('setBuffer takes the buffer as a string');
    await mounted;
    (await import('./store/store')).useAppStore.getState().setBuffer(text);
  },
  /** The Console's buffer as the editor holds it. */
  getBuffer: async () => {
    await mounted;
    return (await import('./store/store')).useAppStore.getState().buffer;
  },
  /** Loads a gallery example into the buffer and runs it; resolves with the last answer. */
  loadSample: async (name: string) => (await import('./actions/load-sample')).loadSample(name),
  /** Runs a request as the console does (the response panel shows it, with Cancel while it runs); resolves with the answer shown. */
  run: async (method: string, path: string, body?: unknown) => (await import('./actions/load-sample')).runShown(method, path, body),
  /** Cancels every running request, the panel's and those sent with `request`. */
  cancel: async () => {
    (await import('./actions/run-request')).cancelRunning();
    engineClient.cancelAll();
  },
  /** A status round trip to the engine worker in ms; it answers even while a long request runs. */
  ping: () => engineClient.ping(),
  /** Kills the engine worker as a crash would (for crash-safety tests); reload the page to start again. */
  terminateWorker: () => engineWorker.terminate(),
};

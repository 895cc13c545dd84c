import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { engineClient, engineWorker } from './app/engine';
import { officialClient, officialClientLoaded } from './app/official-client';
import { sendLocal } from './app/send-request';
import { runAll } from './app/run-request';
import { loadSampleBuffer } from './features/console/samples';
import { useAppStore } from './store/store';
import './styles.css';

/** A small testing surface for people who drive Searchpad from Playwright. */
(window as unknown as { searchpad: unknown }).searchpad = {
  ready: Promise.all([engineClient.ready, officialClientLoaded]).then(() => undefined),
  /** The official `@elastic/elasticsearch` 6.8 client, talking to this page's engine (after `ready`). */
  get client() {
    return officialClient();
  },
  /** The in-browser engine (answering with the page's response shapes, 6.8 or 7.x). */
  request: (method: string, path: string, body?: unknown) => sendLocal({ method, path, body }),
  status: engineClient.status,
  /** Deletes every index and document. */
  reset: () => engineClient.reset(),
  /** Loads a gallery example into the buffer and runs it; resolves with the last answer. */
  loadSample: async (name: string) => {
    await loadSampleBuffer(name);
    await runAll();
    return useAppStore.getState().response;
  },
  /** Kills the engine worker as a crash would (for crash-safety tests); reload the page to start again. */
  terminateWorker: () => engineWorker.terminate(),
};

createRoot(document.getElementById('root')!).render(<App />);

import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { engineClient, engineWorker } from './app/engine';
import { cancelRunning, runAll, runRequest } from './app/run-request';
import { loadSampleBuffer } from './features/console/samples';
import { useAppStore } from './store/store';
import './styles.css';

/** A small testing surface for people who drive Searchpad from Playwright. */
(window as unknown as { searchpad: unknown }).searchpad = {
  ready: engineClient.ready,
  request: (method: string, path: string, body?: unknown) => engineClient.request({ method, path, body }),
  status: engineClient.status,
  /** Deletes every index and document. */
  reset: () => engineClient.reset(),
  /** Loads a gallery example into the buffer and runs it; resolves with the last answer. */
  loadSample: async (name: string) => {
    await loadSampleBuffer(name);
    await runAll();
    return useAppStore.getState().response;
  },
  /** Runs a request as the console does (the response panel shows it, with Cancel while it runs); resolves with the answer shown. */
  run: async (method: string, path: string, body?: unknown) => {
    await runRequest({ method, path, body });
    return useAppStore.getState().response;
  },
  /** Cancels every running request, the panel's and those sent with `request`. */
  cancel: () => {
    cancelRunning();
    engineClient.cancelAll();
  },
  /** A status round trip to the engine worker in ms; it answers even while a long request runs. */
  ping: () => engineClient.ping(),
  /** Kills the engine worker as a crash would (for crash-safety tests); reload the page to start again. */
  terminateWorker: () => engineWorker.terminate(),
};

// A restart for a request the panel did not send (one sent with `searchpad.request`) is still worth saying.
engineClient.onRestart((message) => useAppStore.getState().setInterrupted(message));

createRoot(document.getElementById('root')!).render(<App />);

import { loadSampleBuffer } from '../features/console/samples';
import { useAppStore } from '../store/store';
import { runAll, runRequest } from './run-request';

/** Loads a gallery example into the buffer and runs it; resolves with the last answer. */
export async function loadSample(name: string) {
  await loadSampleBuffer(name);
  await runAll();
  return useAppStore.getState().response;
}

/** Runs a request as the console does; resolves with the answer the panel shows. */
export async function runShown(method: string, path: string, body?: unknown) {
  await runRequest({ method, path, body });
  return useAppStore.getState().response;
}

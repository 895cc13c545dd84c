import { loadSampleBuffer } from '../features/console/samples';
import { useAppStore } from '../store/store';
import { runAll } from './run-request';

/** Loads a gallery example into the buffer and runs it; resolves with the last answer. */
export async function loadSample(name: string) {
  await loadSampleBuffer(name);
  await runAll();
  return useAppStore.getState().response;
}

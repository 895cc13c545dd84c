import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { engineClient } from '../client/engine';
import { bufferFromUrl } from '../features/console/share-link';
import { useAppStore } from '../store/store';
import { jsonLanguageLoaded } from '../features/console/monaco-setup';

/** Resolves after the browser has drawn a frame (Monaco draws its editors in an animation frame). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Calls `onMounted` once the page's first render is committed (children's effects run before it). */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, []);
  return <App />;
}

/**
 * Renders the page (React, Monaco and the views): a chunk of its own, loaded after the engine worker
 * started. Resolves once the page is on screen (the editors drawn, the JSON language loaded) and listening
 * to the engine.
 */
export async function mount(root: HTMLElement): Promise<void> {
  // A restart for a request the panel did not send (one sent with `searchpad.request`) is still worth saying.
  engineClient.onRestart((message) => useAppStore.getState().setInterrupted(message));
  // A share (or Kibana) link opens its buffer in place of the saved one; it is saved only once edited.
  const shared = bufferFromUrl(window.location.search, window.location.hash);
  if (shared !== undefined) useAppStore.setState({ buffer: shared });
  await new Promise<void>((resolve) => createRoot(root).render(<Mounted onMounted={resolve} />));
  await jsonLanguageLoaded();
  await nextFrame();
}

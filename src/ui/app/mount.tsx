import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { engineClient } from './engine';
import { useAppStore } from '../store/store';

/** Calls `onMounted` once the page's first render is committed (children's effects run before it). */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, []);
  return <App />;
}

/**
 * Renders the page (React, Monaco and the views): a chunk of its own, loaded after the engine worker
 * started. Resolves once the page is on screen and listening to the engine.
 */
export function mount(root: HTMLElement): Promise<void> {
  // A restart for a request the panel did not send (one sent with `searchpad.request`) is still worth saying.
  engineClient.onRestart((message) => useAppStore.getState().setInterrupted(message));
  return new Promise((resolve) => createRoot(root).render(<Mounted onMounted={resolve} />));
}

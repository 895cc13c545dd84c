import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Renders the page (React, Monaco and the views): a chunk of its own, loaded after the engine worker started. */
export function mount(root: HTMLElement) {
  createRoot(root).render(<App />);
}

import { monaco } from '../features/console/monaco-setup';
import { readSaved, save } from '../store/saved';

export type Theme = 'light' | 'dark';
const KEY = 'searchpad.theme';

export function initialTheme(): Theme {
  const saved = readSaved(KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies a theme to the page (a class on <html>) and to Monaco, and remembers it. */
export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  monaco.editor.setTheme(theme === 'dark' ? 'vs-dark' : 'vs');
  save(KEY, theme);
}

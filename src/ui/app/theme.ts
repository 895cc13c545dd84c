import { monaco } from '../features/console/monaco-setup';

export type Theme = 'light' | 'dark';
const KEY = 'searchpad.theme';

export function initialTheme(): Theme {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // no storage: follow the system
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies a theme to the page (a class on <html>) and to Monaco, and remembers it. */
export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  monaco.editor.setTheme(theme === 'dark' ? 'vs-dark' : 'vs');
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // not remembered
  }
}

import { ConsoleEditor } from '../features/console/ConsoleEditor';
import { ResponsePanel } from '../features/response/ResponsePanel';
import { StorageBar } from '../features/storage/StorageBar';
import { ConnectionBar } from '../features/remote/ConnectionBar';
import { useEffect, useState } from 'react';
import { HelpDialog } from './HelpDialog';
import { applyTheme, initialTheme, type Theme } from './theme';

export function App() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <div className="app">
      <header>
        <h1>Searchpad</h1>
        <span className="tagline">Elasticsearch 6.8 API playground — runs entirely in your browser</span>
        <span className="spacer" />
        <HelpDialog />
        <button type="button" className="header-button" aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
          Dark theme
        </button>
      </header>
      <StorageBar />
      <ConnectionBar />
      <main className="split">
        <ConsoleEditor />
        <ResponsePanel />
      </main>
    </div>
  );
}

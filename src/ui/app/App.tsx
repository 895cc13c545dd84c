import { ConsoleEditor } from '../features/console/ConsoleEditor';
import { ResponsePanel } from '../features/response/ResponsePanel';
import { StorageBar } from '../features/storage/StorageBar';
import { IndicesSidebar } from '../features/indices/IndicesSidebar';
import { SplitPane } from './SplitPane';
import { SharedDataPrompt } from '../features/console/SharedDataPrompt';
import { ConnectionBar, ConnectionNotices } from '../features/remote/ConnectionBar';
import { useEffect, useState } from 'react';
import { HelpDialog } from './HelpDialog';
import { applyTheme, initialTheme, type Theme } from './theme';
import { readSaved, save } from '../store/saved';

const SIDEBAR = 'searchpad.sidebar';

const initialSidebar = () => readSaved(SIDEBAR) !== 'hidden';
const rememberSidebar = (shown: boolean) => save(SIDEBAR, shown ? 'shown' : 'hidden');

export function App() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => applyTheme(theme), [theme]);
  const [sidebar, setSidebar] = useState(initialSidebar);
  useEffect(() => rememberSidebar(sidebar), [sidebar]);
  return (
    <div className="app">
      <header>
        <h1>Searchpad</h1>
        <span className="tagline">Elasticsearch 6.8 API playground — runs entirely in your browser</span>
        <StorageBar />
        <ConnectionBar />
        <span className="spacer" />
        <button type="button" className="header-button" aria-pressed={sidebar} onClick={() => setSidebar(!sidebar)}>
          Indices
        </button>
        <HelpDialog />
        <button type="button" className="header-button" aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
          Dark theme
        </button>
      </header>
      <ConnectionNotices />
      <SharedDataPrompt />
      <main className={sidebar ? 'split with-sidebar' : 'split'}>
        {sidebar && <IndicesSidebar />}
        <SplitPane left={<ConsoleEditor />} right={<ResponsePanel />} />
      </main>
    </div>
  );
}

import { ConsoleEditor } from '../features/console/ConsoleEditor';
import { ResponsePanel } from '../features/response/ResponsePanel';
import { StorageBar } from '../features/storage/StorageBar';

export function App() {
  return (
    <div className="app">
      <header>
        <h1>Searchpad</h1>
        <span className="tagline">Elasticsearch 6.8 API playground — runs entirely in your browser</span>
      </header>
      <StorageBar />
      <main className="split">
        <ConsoleEditor />
        <ResponsePanel />
      </main>
    </div>
  );
}

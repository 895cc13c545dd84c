import { useEffect, useRef, useState } from 'react';
import { monaco } from './monaco-setup';
import { useAppStore } from '../../store/store';
import { runAll, runRequestAtLine } from '../../app/run-request';
import { toCurl } from './curl';
import { parseRequests, requestAtLine } from './parse-requests';
import { bodyProblems } from './body-diagnostics';
import { registerConsoleCompletion } from './completion-provider';
import { SampleGallery } from './SampleGallery';
import { CompareButton } from '../remote/CompareButton';
import { entryText, readHistory } from './history';

registerConsoleCompletion();
import { bufferFromFragment, shareFragment } from './share-link';
import { encodeShareData } from './share-data';
import { exportIndex } from '../storage/index-file';
import { engineClient } from '../../app/engine';
import { indexRows } from '../indices/read-indices';

/** The request buffer: Monaco in Console syntax; Ctrl/Cmd+Enter runs the request under the cursor. */
export function ConsoleEditor() {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const [note, setNote] = useState<string>();
  const [undoSample, setUndoSample] = useState<() => void>();
  const say = (text: string, undo?: () => void) => {
    setNote(text);
    setUndoSample(() => undo);
  };
  const cursorLine = () => (editorRef.current?.getPosition()?.lineNumber ?? 1) - 1;
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      say(done);
    } catch {
      say(`${done.replace('Copied', 'Ready to copy')}: ${text.slice(0, 80)}…`);
    }
  };
  const copyCurl = () => {
    const req = requestAtLine(parseRequests(useAppStore.getState().buffer), cursorLine());
    if (req) void copy(toCurl(req), 'Copied the request as cURL');
  };
  const share = () => {
    const url = `${window.location.origin}${window.location.pathname}${shareFragment(useAppStore.getState().buffer)}`;
    window.history.replaceState(null, '', url);
    void copy(url, 'Copied a share link (the buffer only, in the URL fragment)');
  };
  /** The buffer and every index (settings, mappings, documents), deflated into the fragment. */
  const shareWithData = async () => {
    const listed = await engineClient.request({ method: 'GET', path: '/_cat/indices?format=json' });
    const names = indexRows(listed.body).map((r) => r.name);
    const files = await Promise.all(names.map(async (n) => (await exportIndex(engineClient, n)).text));
    const url = `${window.location.origin}${window.location.pathname}${shareFragment(useAppStore.getState().buffer, await encodeShareData(files))}`;
    window.history.replaceState(null, '', url);
    void copy(url, `Copied a share link with the buffer and ${names.length} ${names.length === 1 ? 'index' : 'indices'} (${Math.round(url.length / 1024)} kB)`);
  };

  useEffect(() => {
    const editor = monaco.editor.create(host.current!, {
      value: useAppStore.getState().buffer,
      language: 'es-console',
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      scrollBeyondLastLine: false,
      ariaLabel: 'Request editor',
      autoClosingBrackets: 'never',
      autoClosingQuotes: 'never',
      autoIndent: 'none',
      formatOnType: false,
    });
    editorRef.current = editor;
    // JSON errors in bodies are marked where they are, as Console does.
    let markTimer: ReturnType<typeof setTimeout> | undefined;
    const markProblems = () => {
      const model = editor.getModel();
      if (!model) return;
      monaco.editor.setModelMarkers(model, 'console-json', bodyProblems(model.getValue()).map((p) => ({
        severity: monaco.MarkerSeverity.Error,
        message: p.message,
        startLineNumber: p.line + 1,
        startColumn: p.column + 1,
        endLineNumber: p.line + 1,
        endColumn: p.column + 2,
      })));
    };
    markProblems();
    editor.onDidChangeModelContent(() => {
      if (editor.getValue() !== useAppStore.getState().buffer) useAppStore.getState().setBuffer(editor.getValue());
      clearTimeout(markTimer);
      markTimer = setTimeout(markProblems, 300);
    });
    // The buffer can change from outside the editor (a share link opened in this tab).
    const unsubscribe = useAppStore.subscribe((st) => {
      if (st.buffer !== editor.getValue()) editor.setValue(st.buffer);
    });
    const onHash = () => {
      const shared = bufferFromFragment(window.location.hash);
      if (shared !== undefined) useAppStore.getState().setBuffer(shared);
    };
    window.addEventListener('hashchange', onHash);
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => {
      void runRequestAtLine((editor.getPosition()?.lineNumber ?? 1) - 1);
    });
    return () => {
      window.removeEventListener('hashchange', onHash);
      unsubscribe();
      editor.dispose();
    };
  }, []);

  return (
    <section className="pane" aria-label="Console">
      <div className="toolbar">
        <button
          type="button"
          onClick={() => void runRequestAtLine((editorRef.current?.getPosition()?.lineNumber ?? 1) - 1)}
          title="Run the request under the cursor (Ctrl/Cmd+Enter)"
        >
          Run
        </button>
        <button type="button" onClick={() => void runAll()} title="Run every request of the buffer in order">Run all</button>
        <SampleGallery onLoaded={(title, undo) => say(`Loaded the example “${title}”; Run all runs it.`, undo)} onProgress={(text) => say(text)} />
        <select
          aria-label="History"
          value=""
          onFocus={(e) => {
            // refresh the list each time it is opened
            const sel = e.currentTarget;
            while (sel.options.length > 1) sel.remove(1);
            readHistory().forEach((h, i) => sel.add(new Option(`${h.method} ${h.path}`, String(i))));
          }}
          onChange={(e) => {
            const entry = readHistory()[Number(e.target.value)];
            const ed = editorRef.current;
            if (!entry || !ed) return;
            // Appended at the end of the buffer, with the cursor on it, ready to run.
            const model = ed.getModel()!;
            const last = model.getLineCount();
            const text = `${model.getValue().endsWith('\n') ? '' : '\n'}\n${entryText(entry)}`;
            ed.executeEdits('history', [{ range: new monaco.Range(last, model.getLineMaxColumn(last), last, model.getLineMaxColumn(last)), text }]);
            const line = model.getLineCount() - entryText(entry).split('\n').length + 1;
            ed.setPosition({ lineNumber: line, column: 1 });
            ed.revealLine(line);
            ed.focus();
          }}
        >
          <option value="">History…</option>
        </select>
        <CompareButton cursorLine={cursorLine} />
        <button type="button" onClick={copyCurl}>Copy as cURL</button>
        <button type="button" onClick={share}>Share link</button>
        <button type="button" onClick={() => void shareWithData()}>Share with data</button>
        <span className="hint" role={note ? 'status' : undefined} title={note}>
          {undoSample && (
            <button type="button" onClick={() => { undoSample(); say('The buffer is back as it was.'); }}>
              Undo
            </button>
          )}
          {note ?? 'Ctrl/Cmd+Enter runs the request under the cursor'}
        </span>
      </div>
      <div ref={host} className="editor" data-testid="console-editor" />
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { monaco } from './monaco-setup';
import { useAppStore } from '../../store/store';
import { runAll, runRequestsInLines } from '../../actions/run-request';
import { useAnswers } from './answers-store';
import { answerErrorPosition } from './error-location';
import { setEditorReveal } from './editor-reveal';
import { toCurl } from './curl';
import { toJavaScript, toPython } from './copy-as-code';
import { useConnectionStore } from '../remote/connection-store';
import { parseRequests, requestAtLine } from './parse-requests';
import { bodyProblems } from './body-diagnostics';
import { registerConsoleCompletion } from './completion-provider';
import { installConsoleKeys, registerConsoleFormatting } from './editor-keys';
import { SampleGallery } from './SampleGallery';
import { CompareButton } from '../remote/CompareButton';
import { entryText, type HistoryEntry } from './history';
import { HistoryPanel } from './HistoryPanel';
import { ExampleNotes } from './ExampleNotes';
import { DeleteQuestion } from './DeleteQuestion';
import type { SampleInfo } from './samples';

registerConsoleCompletion();
registerConsoleFormatting();
import { bufferFromUrl, shareFragment } from './share-link';
import { kibanaLink } from './kibana-link';
import { useVariables, variablesFragment, variablesFromFragment, withVariables } from './variables';
import { VariablesPanel } from './VariablesPanel';
import { encodeShareData } from './share-data';
import { exportIndex } from '../storage/index-file';
import { engineClient } from '../../client/engine';
import { indexRows } from '../indices/read-indices';
import { readSaved, save } from '../../store/saved';

/** Where the word-wrap choice is kept. */
const WRAP_KEY = 'searchpad.wordWrap';

/**
 * Monaco closes brackets and quotes, and indents on Enter, only on lines it has tokenized; it tokenizes in the
 * background, so a fast typist's `"` right after Enter would not close. The edited lines are tokenized at once
 * (from the first invalid line on: a few lines, as edits are where the cursor is). `tokenization` is the text
 * model's own part, not in Monaco's typings.
 */
function keepTokenized(model: monaco.editor.ITextModel | null, changes: monaco.editor.IModelContentChange[]) {
  const part = (model as unknown as { tokenization?: { forceTokenization?(line: number): void } } | null)?.tokenization;
  if (!model || !part?.forceTokenization) return;
  // Only keystrokes: a buffer replaced whole (an example, a link) is left to the background tokenizer.
  if (changes.some((c) => c.text.length > 80 || c.range.endLineNumber - c.range.startLineNumber > 3)) return;
  const last = Math.max(...changes.map((c) => c.range.startLineNumber + c.text.split('\n').length - 1));
  part.forceTokenization(Math.min(last, model.getLineCount()));
}

/** Runs the request under the cursor, or every request the selection touches. */
function runSelected(editor: monaco.editor.IStandaloneCodeEditor) {
  const sel = editor.getSelection();
  if (!sel) return;
  // A selection of whole lines ends at column 1 of the line after it: that line is not covered.
  const end = sel.endLineNumber > sel.startLineNumber && sel.endColumn === 1 ? sel.endLineNumber - 1 : sel.endLineNumber;
  void runRequestsInLines(sel.startLineNumber - 1, end - 1);
}

/** The request buffer: Monaco in Console syntax; Ctrl/Cmd+Enter runs the request under the cursor. */
export function ConsoleEditor() {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const [note, setNote] = useState<string>();
  const [docs, setDocs] = useState<string>();
  const [showVariables, setShowVariables] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  /** Puts a history entry at the end of the buffer, with the cursor on it, ready to run. */
  const loadEntry = (entry: HistoryEntry) => {
    const ed = editorRef.current;
    if (!ed) return;
    const model = ed.getModel()!;
    const last = model.getLineCount();
    const text = `${model.getValue().endsWith('\n') || model.getValue() === '' ? '' : '\n'}\n${entryText(entry)}`;
    ed.executeEdits('history', [{ range: new monaco.Range(last, model.getLineMaxColumn(last), last, model.getLineMaxColumn(last)), text }]);
    const line = model.getLineCount() - entryText(entry).split('\n').length + 1;
    ed.setPosition({ lineNumber: line, column: 1 });
    ed.revealLine(line);
    ed.focus();
    setShowHistory(false);
  };
  const [wrap, setWrap] = useState(() => readSaved(WRAP_KEY) === 'on');
  const [undoSample, setUndoSample] = useState<() => void>();
  const [example, setExample] = useState<SampleInfo>();
  const say = (text: string, undo?: () => void) => {
    setNote(text);
    setDocs(undefined);
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
    if (req) void copy(toCurl(withVariables(req)), 'Copied the request as cURL');
  };
  /** The request under the cursor as a call of the official client of the profile's major. */
  const copyCode = (language: 'JavaScript' | 'Python') => {
    const written = requestAtLine(parseRequests(useAppStore.getState().buffer), cursorLine());
    if (!written) return;
    const req = withVariables(written);
    const profile = useConnectionStore.getState().profile;
    const code = language === 'JavaScript' ? toJavaScript(req, profile) : toPython(req, profile);
    if (code) void copy(code, `Copied the request as ${language} (${profile === '7' ? '7.x' : '6.x'} client)`);
    else say(`No ${language} for ${req.method} ${req.path}: the API is not one the engine serves, or the body is not JSON`);
  };
  const share = () => {
    const url = `${window.location.origin}${window.location.pathname}${shareFragment(useAppStore.getState().buffer)}${variablesFragment(useVariables.getState().variables)}`;
    window.history.replaceState(null, '', url);
    void copy(url, 'Copied a share link (the buffer only, in the URL fragment)');
  };
  /** The buffer as a Console text file (what Kibana's Console exports and imports). */
  const exportBuffer = () => {
    const url = URL.createObjectURL(new Blob([useAppStore.getState().buffer], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'searchpad-console.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    say('Exported the buffer as searchpad-console.txt');
  };
  const importFile = useRef<HTMLInputElement>(null);
  const importBuffer = async (file: File | undefined) => {
    if (!file) return;
    const before = useAppStore.getState().buffer;
    useAppStore.getState().setBuffer(await file.text());
    say(`Opened ${file.name} in the buffer`, () => useAppStore.getState().setBuffer(before));
  };
  /** Kibana Console's own share format (lz-string in `load_from`), for a Kibana on its default address. */
  const shareKibana = () => {
    void copy(kibanaLink(useAppStore.getState().buffer), 'Copied a Kibana Console link (load_from, for a Kibana at localhost:5601: change the address if yours differs)');
  };
  /** The buffer and every index (settings, mappings, documents), deflated into the fragment. */
  const shareWithData = async () => {
    const listed = await engineClient.request({ method: 'GET', path: '/_cat/indices?format=json' });
    const names = indexRows(listed.body).map((r) => r.name);
    const files = await Promise.all(names.map(async (n) => (await exportIndex(engineClient, n)).text));
    const url = `${window.location.origin}${window.location.pathname}${shareFragment(useAppStore.getState().buffer, await encodeShareData(files))}${variablesFragment(useVariables.getState().variables)}`;
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
      // The name "Request editor" is the visible container's (below), so that a click on it by name lands on the text.
      ariaLabel: 'Console requests (Kibana Console syntax)',
      // A person types: brackets and quotes close, Enter indents; a suggestion that opened by itself has nothing
      // selected, so Enter is a new line unless the user opened the list (Ctrl+Space) or moved into it.
      autoClosingBrackets: 'languageDefined',
      autoClosingQuotes: 'languageDefined',
      autoClosingOvertype: 'auto',
      autoIndent: 'full',
      formatOnType: false,
      suggest: { selectionMode: 'never', showWords: false },
      wordBasedSuggestions: 'off',
      wordWrap: readSaved(WRAP_KEY) === 'on' ? 'on' : 'off',
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
    editor.onDidChangeModelContent((e) => {
      keepTokenized(editor.getModel(), e.changes);
      if (editor.getValue() !== useAppStore.getState().buffer) useAppStore.getState().setBuffer(editor.getValue());
      clearTimeout(markTimer);
      markTimer = setTimeout(markProblems, 300);
    });
    // The buffer can change from outside the editor (a share link opened in this tab).
    const unsubscribe = useAppStore.subscribe((st) => {
      if (st.buffer !== editor.getValue()) editor.setValue(st.buffer);
    });
    const onHash = () => {
      const shared = bufferFromUrl(window.location.search, window.location.hash);
      if (shared !== undefined) useAppStore.getState().setBuffer(shared);
      const vars = variablesFromFragment(window.location.hash);
      if (vars) useVariables.getState().setVariables(vars);
    };
    window.addEventListener('hashchange', onHash);
    installConsoleKeys(editor, {
      onWrap: (on) => {
        save(WRAP_KEY, on ? 'on' : 'off');
        setWrap(on);
      },
      onDocs: (url) => {
        setNote(url ? undefined : 'No reference page for this request');
        setDocs(url);
      },
    });
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => runSelected(editor));
    setEditorReveal((line, column) => {
      const position = { lineNumber: line + 1, column: column + 1 };
      editor.setPosition(position);
      editor.revealPositionInCenterIfOutsideViewport(position);
      editor.focus();
    });
    // The errors the engine located in a body are marked where they are, with the reason.
    const unsubscribeAnswers = useAnswers.subscribe((st) => {
      const model = editor.getModel();
      if (!model) return;
      monaco.editor.setModelMarkers(model, 'console-answers', st.answers.flatMap((a) => {
        const at = answerErrorPosition(a);
        if (!at || at.line >= model.getLineCount()) return [];
        const lineNumber = at.line + 1;
        const word = model.getWordAtPosition({ lineNumber, column: at.column + 1 });
        return [{
          severity: monaco.MarkerSeverity.Error,
          message: `${at.type}: ${at.reason}`,
          source: `${a.status ?? ''} ${a.method} ${a.path}`.trim(),
          startLineNumber: lineNumber,
          startColumn: at.column + 1,
          endLineNumber: lineNumber,
          // a word is marked whole; at a bracket, the rest of the line (a one-character squiggle is easily missed)
          endColumn: Math.max(at.column + 2, word?.endColumn ?? model.getLineLastNonWhitespaceColumn(lineNumber)),
        }];
      }));
    });
    return () => {
      setEditorReveal(undefined);
      unsubscribeAnswers();
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
          className="primary"
          onClick={() => editorRef.current && runSelected(editorRef.current)}
          title="Run the request under the cursor, or every request the selection covers (Ctrl/Cmd+Enter)"
        >
          Run
        </button>
        <button type="button" onClick={() => void runAll()} title="Run every request of the buffer in order">Run all</button>
        <SampleGallery
          onLoaded={(sample, undo) => {
            setExample(sample);
            say(`Loaded the example “${sample.title}”; Run all runs it.`, undo);
          }}
          onProgress={(text) => say(text)}
        />
        <button type="button" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)} title="The requests run, and the saved ones">
          History
        </button>
        <button type="button" onClick={() => editorRef.current?.getAction('searchpad.format')?.run()} title="Re-indent the request under the cursor (Ctrl/Cmd+I)">
          Auto-indent
        </button>
        <button
          type="button"
          aria-pressed={wrap}
          onClick={() => editorRef.current?.getAction('searchpad.wordWrap')?.run()}
          title="Wrap long lines (Alt+Z)"
        >
          Wrap
        </button>
        <button type="button" onClick={() => editorRef.current?.getAction('searchpad.openDocs')?.run()} title="The reference page of the request under the cursor (Ctrl/Cmd+/)">
          Docs
        </button>
        <button type="button" aria-expanded={showVariables} onClick={() => setShowVariables(!showVariables)} title="Define ${name} variables for paths and bodies">
          Variables
        </button>
        <CompareButton cursorLine={cursorLine} />
        <button type="button" onClick={copyCurl}>Copy as cURL</button>
        <button type="button" onClick={() => copyCode('JavaScript')} title="A call of @elastic/elasticsearch (6.x or 7.x, as the profile)">Copy as JavaScript</button>
        <button type="button" onClick={() => copyCode('Python')} title="A call of elasticsearch-py (6.x or 7.x, as the profile)">Copy as Python</button>
        <button type="button" onClick={share}>Share link</button>
        <button type="button" onClick={() => void shareWithData()}>Share with data</button>
        <button type="button" onClick={exportBuffer} title="Download the buffer as a Console text file">Export</button>
        <button type="button" onClick={() => importFile.current?.click()} title="Open a Console text file in the buffer (Undo brings this one back)">Import</button>
        <input ref={importFile} type="file" accept=".txt,.console,text/plain" hidden aria-label="Console file to import" onChange={(e) => { void importBuffer(e.target.files?.[0]); e.target.value = ''; }} />
        <button type="button" onClick={shareKibana} title="A link that opens this buffer in Kibana's Console (and here)">Kibana link</button>
        <span className="hint">
          {docs ? (
            <a href={docs} target="_blank" rel="noreferrer noopener" data-testid="docs-link">
              Open documentation: {docs.replace(/^.*\/reference\/6\.8\//, '')}
            </a>
          ) : (
            'Ctrl/Cmd+Enter runs the request under the cursor'
          )}
        </span>
      </div>
      {/* What the console just did, in full (a copied link, a loaded example), with Undo where it can be undone. */}
      {note && (
        <div className="toast console-toast">
          <p role="status">{note}</p>
          {undoSample && (
            <button type="button" className="toast-action" onClick={() => { undoSample(); say('The buffer is back as it was.'); }}>
              Undo
            </button>
          )}
          <button type="button" className="link-button" aria-label="Dismiss" onClick={() => setNote(undefined)}>×</button>
        </div>
      )}
      <DeleteQuestion />
      {example && <ExampleNotes sample={example} onClose={() => setExample(undefined)} />}
      {showVariables && <VariablesPanel />}
      {showHistory && <HistoryPanel onLoad={loadEntry} />}
      {/* The visible box carries the editor's name: getByRole('textbox', { name: 'Request editor' }).click() puts the cursor in it. */}
      <div ref={host} className="editor" data-testid="console-editor" role="textbox" aria-multiline="true" aria-label="Request editor" />
    </section>
  );
}

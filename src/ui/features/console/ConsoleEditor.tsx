import { useEffect, useRef } from 'react';
import { monaco } from './monaco-setup';
import { useAppStore } from '../../store/store';
import { runRequestAtLine } from '../../app/run-request';

/** The request buffer: Monaco in Console syntax; Ctrl/Cmd+Enter runs the request under the cursor. */
export function ConsoleEditor() {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);

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
    editor.onDidChangeModelContent(() => useAppStore.getState().setBuffer(editor.getValue()));
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => {
      void runRequestAtLine((editor.getPosition()?.lineNumber ?? 1) - 1);
    });
    return () => editor.dispose();
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
        <span className="hint">Ctrl/Cmd+Enter runs the request under the cursor</span>
      </div>
      <div ref={host} className="editor" data-testid="console-editor" />
    </section>
  );
}

import { closerMove } from './closer-overtype';
import { formatEdits } from './format-requests';
import { monaco } from './monaco-setup';
import { parseRequests, requestAtLine } from './parse-requests';
import { docsUrl } from './api-docs';

type Editor = monaco.editor.IStandaloneCodeEditor;

/** Applies body edits (0-based whole lines) as one undoable step. */
function applyBodyEdits(editor: Editor, edits: ReturnType<typeof formatEdits>) {
  const model = editor.getModel();
  if (!model || edits.length === 0) return;
  editor.pushUndoStop();
  editor.executeEdits('format', edits.map((e) => ({ range: new monaco.Range(e.startLine + 1, 1, e.endLine + 1, model.getLineMaxColumn(e.endLine + 1)), text: e.text })));
  editor.pushUndoStop();
}

/** Re-indents the requests the selection covers (the one under the cursor when nothing is selected). */
export function formatAtCursor(editor: Editor) {
  const model = editor.getModel();
  const sel = editor.getSelection();
  if (!model || !sel) return;
  applyBodyEdits(editor, formatEdits(model.getValue(), sel.startLineNumber - 1, sel.endLineNumber - 1));
}

/** Moves the cursor to the request line of the previous (-1) or next (+1) request. */
export function jumpRequest(editor: Editor, direction: -1 | 1) {
  const model = editor.getModel();
  const line = (editor.getPosition()?.lineNumber ?? 1) - 1;
  if (!model) return;
  const starts = parseRequests(model.getValue()).map((r) => r.startLine);
  const target = direction < 0 ? [...starts].reverse().find((s) => s < line) : starts.find((s) => s > line);
  if (target === undefined) return;
  editor.setPosition({ lineNumber: target + 1, column: 1 });
  editor.revealLineInCenterIfOutsideViewport(target + 1);
}

/**
 * The Console's keys beyond Monaco's own: Ctrl/Cmd+I re-indents the request (Kibana's auto-indent), Ctrl/Cmd+Up
 * and Down jump between requests, Ctrl/Cmd+/ opens the API's reference page, Alt+Z wraps lines; `}` and `]` move
 * over the closer already waiting when the request balances. Monaco's Format Document / Format Selection
 * re-indent through the same code.
 */
export function installConsoleKeys(editor: Editor, options: { onWrap(wrapped: boolean): void; onDocs(url: string | undefined): void }) {
  editor.addAction({ id: 'searchpad.format', label: 'Auto indent the request (Kibana Ctrl+I)', keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyI], run: () => formatAtCursor(editor) });
  editor.addAction({ id: 'searchpad.previousRequest', label: 'Go to the previous request', keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.UpArrow], run: () => jumpRequest(editor, -1) });
  editor.addAction({ id: 'searchpad.nextRequest', label: 'Go to the next request', keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.DownArrow], run: () => jumpRequest(editor, 1) });
  editor.addAction({
    id: 'searchpad.openDocs',
    label: 'Open documentation of the request',
    keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Slash],
    contextMenuGroupId: 'navigation',
    run: () => {
      const model = editor.getModel();
      const req = model && requestAtLine(parseRequests(model.getValue()), (editor.getPosition()?.lineNumber ?? 1) - 1);
      options.onDocs(req ? docsUrl(req.method, req.path) : undefined);
    },
  });
  editor.addAction({
    id: 'searchpad.wordWrap',
    label: 'Toggle word wrap',
    keybindings: [monaco.KeyMod.Alt | monaco.KeyCode.KeyZ],
    run: () => {
      const wrapped = editor.getOption(monaco.editor.EditorOption.wordWrap) !== 'on';
      editor.updateOptions({ wordWrap: wrapped ? 'on' : 'off' });
      options.onWrap(wrapped);
    },
  });
  editor.onKeyDown((e) => {
    const key = e.browserEvent.key;
    if ((key !== '}' && key !== ']') || e.ctrlKey || e.metaKey || e.altKey) return;
    const model = editor.getModel();
    const sel = editor.getSelection();
    if (!model || !sel || !sel.isEmpty() || editor.getSelections()!.length > 1) return;
    const lines = model.getLinesContent();
    const line = sel.startLineNumber - 1;
    const req = requestAtLine(parseRequests(model.getValue()), line);
    if (!req || req.startLine === line) return;
    const move = closerMove(lines, req.startLine + 1, Math.max(req.endLine, line), line, sel.startColumn - 1, key);
    if (!move) return;
    e.preventDefault();
    e.stopPropagation();
    editor.pushUndoStop();
    editor.executeEdits('closer', [{ range: new monaco.Range(move.from.line + 1, move.from.column + 1, move.to.line + 1, move.to.column + 1), text: move.text }]);
    const end = model.getPositionAt(model.getOffsetAt({ lineNumber: move.from.line + 1, column: move.from.column + 1 }) + move.text.length);
    editor.setPosition(end);
    editor.pushUndoStop();
  });
}

/** Monaco's Format Document and Format Selection, through the Console's formatter. */
export function registerConsoleFormatting() {
  const edits = (model: monaco.editor.ITextModel, from: number, to: number) =>
    formatEdits(model.getValue(), from, to).map((e) => ({ range: new monaco.Range(e.startLine + 1, 1, e.endLine + 1, model.getLineMaxColumn(e.endLine + 1)), text: e.text }));
  monaco.languages.registerDocumentFormattingEditProvider('es-console', { provideDocumentFormattingEdits: (model) => edits(model, 0, model.getLineCount()) });
  monaco.languages.registerDocumentRangeFormattingEditProvider('es-console', { provideDocumentRangeFormattingEdits: (model, range) => edits(model, range.startLineNumber - 1, range.endLineNumber - 1) });
}

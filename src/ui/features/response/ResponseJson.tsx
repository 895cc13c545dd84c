/**
 * The raw JSON of an answer in a read-only, foldable Monaco editor. The editor is created once and only its model's
 * text changes per answer; a large answer goes in a slice per task, so no task holds the main thread for long.
 */
import { useEffect, useRef } from 'react';
import { monaco } from '../console/monaco-setup';
import { sliceAtLines } from './slice-at-lines';

/** Characters put in the model per task (about 2,500 lines of pretty-printed JSON, a few ms). */
export const TEXT_SLICE = 64 * 1024;
/** Time spent appending slices before the task yields. */
const SLICE_BUDGET_MS = 12;

/** Options of the response editor; the theme is Monaco's global one, set by `app/theme.ts`. */
const OPTIONS: monaco.editor.IStandaloneEditorConstructionOptions = {
  language: 'json',
  readOnly: true,
  domReadOnly: true,
  ariaLabel: 'Response body (JSON)',
  automaticLayout: true,
  minimap: { enabled: false },
  folding: true,
  showFoldingControls: 'always',
  // perf: each foldable region is a decoration the main thread places; past this many only the outer levels fold.
  foldingMaximumRegions: 1000,
  fontSize: 13,
  scrollBeyondLastLine: false,
  renderValidationDecorations: 'off',
  // perf: bracket matching, bracket-pair colours and the active indent guide each walk the whole text (a tree of
  // all brackets, or every line of the enclosing block) when the cursor moves in a large answer.
  matchBrackets: 'never',
  bracketPairColorization: { enabled: false },
  guides: { bracketPairs: false, indentation: true, highlightActiveIndentation: false },
  occurrencesHighlight: 'off',
  selectionHighlight: false,
  renderLineHighlight: 'none',
};

/** `text` is shown as JSON; `shown` says whether the JSON view is the one on screen. */
export function ResponseJson({ text, shown }: { text: string; shown: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const shownText = useRef(text); // perf: compared instead of model.getValue(), which copies the whole text

  useEffect(() => {
    const editor = monaco.editor.create(host.current!, { ...OPTIONS, value: text });
    // perf: the model keeps its own bracket-pair option (the editor's only draws): off, or every frame of a large
    // answer parses its brackets into a tree.
    editor.getModel()?.updateOptions({ bracketColorizationOptions: { enabled: false, independentColorPoolPerBracketType: false } });
    editorRef.current = editor;
    return () => {
      editor.getModel()?.dispose();
      editor.dispose();
      editorRef.current = null;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || shownText.current === text) return;
    shownText.current = text;
    const slices = sliceAtLines(text, TEXT_SLICE);
    editor.setScrollPosition({ scrollTop: 0, scrollLeft: 0 });
    if (slices.length === 1) {
      model.setValue(text);
      return;
    }
    // A large answer goes in a slice per task, the first included (its task already printed the answer); a newer
    // answer stops this one (the cleanup clears the timer).
    model.setValue('');
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const append = () => {
      // perf: slices until a few ms are spent, then the rest in a later task (input and frames run between).
      const start = performance.now();
      do {
        const line = model.getLineCount();
        const column = model.getLineMaxColumn(line);
        model.applyEdits([{ range: new monaco.Range(line, column, line, column), text: slices[next++] }]);
      } while (next < slices.length && performance.now() - start < SLICE_BUDGET_MS);
      if (next < slices.length) timer = setTimeout(append, 0);
    };
    timer = setTimeout(append, 0);
    return () => clearTimeout(timer);
  }, [text]);

  return <div ref={host} className="response-json" data-testid="response-json" hidden={!shown} />;
}

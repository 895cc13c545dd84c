import * as monaco from 'monaco-editor/editor/editor.api';
// The JSON language's registration (what 'monaco-editor/language/json/monaco.contribution' re-exports, typed).
import { getWorker as getJsonWorker, jsonDefaults } from 'monaco-editor/languages/features/json/register';
// The editor API alone has no editing features: bring in the ones the Console uses.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/find/browser/findController';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/format/browser/formatActions';
import 'monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

// Monaco's workers are built by Vite from the npm package: nothing is fetched from a CDN.
(self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  getWorker: (_: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

/** Console syntax: the method/path line coloured, JSON bodies below it, `#`, `//` and block comments. */
monaco.languages.register({ id: 'es-console' });
monaco.languages.setMonarchTokensProvider('es-console', {
  tokenizer: {
    root: [
      [/^\s*(GET|PUT|POST|DELETE|HEAD)\b/, 'keyword'],
      [/#.*$/, 'comment'],
      [/\/\/.*$/, 'comment'],
      [/\/\*/, 'comment', '@block'],
      // Member names are strings too (`type.string`: coloured as names, and no completion opens inside strings by itself).
      [/"(?:[^"\\]|\\.)*"\s*(?=:)/, 'type.string'],
      [/"(?:[^"\\]|\\.)*"/, 'string'],
      [/-?\d+(\.\d+)?([eE][-+]?\d+)?/, 'number'],
      [/\b(true|false|null)\b/, 'keyword'],
      [/\/[^\s?#]*/, 'variable'],
    ],
    block: [
      [/[^*]+/, 'comment'],
      [/\*\//, 'comment', '@pop'],
      [/\*/, 'comment'],
    ],
  },
});

/**
 * Typing in the Console: brackets and quotes close as they open, Enter between them indents (and outdents the
 * closer), `#` comments a line (Kibana's habit; `//` and block comments are read too).
 */
monaco.languages.setLanguageConfiguration('es-console', {
  comments: { lineComment: '#', blockComment: ['/*', '*/'] },
  brackets: [
    ['{', '}'],
    ['[', ']'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}', notIn: ['string', 'comment'] },
    { open: '[', close: ']', notIn: ['string', 'comment'] },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
  ],
  surroundingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '"', close: '"' },
  ],
  autoCloseBefore: ':,=}] \n\t',
  indentationRules: {
    increaseIndentPattern: /^.*(\{[^}"']*|\[[^\]"']*)$/,
    decreaseIndentPattern: /^\s*[}\]],?\s*$/,
  },
});

/**
 * JSON is the language of the response view only: a read-only engine answer needs colours and folding, not
 * validation, completion, hovers or colour pickers, so the worker is asked for nothing else.
 */
jsonDefaults.setDiagnosticsOptions({ validate: false });
jsonDefaults.setModeConfiguration({ tokens: true, foldingRanges: true, selectionRanges: true });

/**
 * Resolves once the JSON language is set up. Monaco loads it (a chunk of its own) when the first JSON model is
 * created; `ready` waits for it so that its one-off set-up does not land on the first answer.
 */
export function jsonLanguageLoaded(): Promise<void> {
  return getJsonWorker().then(
    () => undefined,
    () => undefined, // no JSON model yet: nothing was set up, nothing to wait for
  );
}

export { monaco };

import { engineClient } from '../../app/engine';
import { API_PATHS, completionContext, DSL_KEYS, fieldsOfMapping, KEY_VALUES } from './completion-context';
import { monaco } from './monaco-setup';

async function indexNames(): Promise<string[]> {
  const r = await engineClient.request({ method: 'GET', path: '/_cat/indices?format=json&h=index' });
  return Array.isArray(r.body) ? (r.body as Array<{ index: string }>).map((x) => x.index).sort() : [];
}

async function fieldNames(index: string): Promise<string[]> {
  const r = await engineClient.request({ method: 'GET', path: `/${encodeURIComponent(index)}/_mapping` });
  return r.status === 200 ? fieldsOfMapping(r.body) : [];
}

/** Completion in the Console: API paths and index names on request lines; DSL keys, values and the index's fields in bodies. */
export function registerConsoleCompletion() {
  monaco.languages.registerCompletionItemProvider('es-console', {
    triggerCharacters: ['"', '/'],
    async provideCompletionItems(model, position) {
      const lines = model.getLinesContent();
      const ctx = completionContext(lines, position.lineNumber - 1, position.column - 1);
      const typedLength = ctx.kind === 'none' ? 0 : ctx.typed.length;
      const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: position.column - typedLength, endColumn: position.column };
      const K = monaco.languages.CompletionItemKind;
      if (ctx.kind === 'path') {
        const names = await indexNames();
        const paths = [...names.map((n) => `/${n}`), ...API_PATHS.flatMap((p) => (p.includes('{index}') ? names.map((n) => p.replace('{index}', n)) : [p]))];
        return { suggestions: [...new Set(paths)].map((p) => ({ label: p, kind: K.Module, insertText: p, range })) };
      }
      if (ctx.kind !== 'body') return { suggestions: [] };
      const keyRange = { ...range, startColumn: position.column - ctx.typed.length };
      if (ctx.afterColon) {
        const key = /"([\w.]+)"\s*:\s*"?[\w.]*$/.exec(lines[position.lineNumber - 1].slice(0, position.column - 1))?.[1];
        const values = key ? KEY_VALUES[key] ?? [] : [];
        return { suggestions: values.map((v) => ({ label: v, kind: K.EnumMember, insertText: v, range: keyRange })) };
      }
      const fields = ctx.index ? await fieldNames(ctx.index) : [];
      return {
        suggestions: [
          ...fields.map((f) => ({ label: f, kind: K.Field, detail: `field of ${ctx.index}`, insertText: f, range: keyRange, sortText: `0${f}` })),
          ...DSL_KEYS.map((k) => ({ label: k, kind: K.Keyword, insertText: k, range: keyRange, sortText: `1${k}` })),
        ],
      };
    },
  });
}

import { engineClient } from '../../client/engine';
import { bodySchema, bodySuggestions, memberDoc } from './body-suggestions';
import { completionContext, fieldsOfMapping } from './completion-context';
import { methodSuggestions, paramSuggestions, pathSuggestions } from './request-line';
import { monaco } from './monaco-setup';

async function indexNames(): Promise<string[]> {
  const r = await engineClient.request({ method: 'GET', path: '/_cat/indices?format=json&h=index' });
  return Array.isArray(r.body) ? (r.body as Array<{ index: string }>).map((x) => x.index).sort() : [];
}

async function fieldNames(index: string): Promise<string[]> {
  const r = await engineClient.request({ method: 'GET', path: `/${encodeURIComponent(index)}/_mapping` });
  return r.status === 200 ? fieldsOfMapping(r.body) : [];
}

/**
 * Completion in the Console: API paths and index names on request lines; in bodies, the members the request's
 * schema allows at the cursor (the index's fields where a field is named) and the words of enumerated values.
 * Nothing is offered after the quote that closes a value, nor the word already typed whole.
 */
export function registerConsoleCompletion() {
  monaco.languages.registerCompletionItemProvider('es-console', {
    triggerCharacters: ['"', '/', '?', '&'],
    async provideCompletionItems(model, position) {
      const lines = model.getLinesContent();
      const ctx = completionContext(lines, position.lineNumber - 1, position.column - 1);
      const K = monaco.languages.CompletionItemKind;
      const Rule = monaco.languages.CompletionItemInsertTextRule;
      if (ctx.kind === 'method' || ctx.kind === 'path' || ctx.kind === 'param') {
        const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: position.column - ctx.typed.length, endColumn: position.column };
        const found =
          ctx.kind === 'method' ? methodSuggestions(ctx.typed)
          : ctx.kind === 'path' ? pathSuggestions(ctx.method, ctx.typed, await indexNames())
          : paramSuggestions(ctx.method, ctx.path, ctx.typed);
        return {
          suggestions: found.map((s, i) => ({
            label: s.label,
            kind: s.kind === 'method' ? K.Keyword : s.kind === 'path' ? K.Module : K.Property,
            detail: s.doc,
            insertText: s.insertText,
            insertTextRules: Rule.InsertAsSnippet,
            range,
            sortText: String(i).padStart(4, '0'),
          })),
        };
      }
      if (ctx.kind !== 'body') return { suggestions: [] };
      const schema = bodySchema(ctx.method, ctx.url, ctx.ndjsonLine);
      const fields = ctx.index ? await fieldNames(ctx.index) : [];
      const found = bodySuggestions(schema, ctx, fields);
      const lineText = lines[position.lineNumber - 1];
      // An auto-closed quote right after the cursor is part of what the completion replaces.
      const closes = ctx.inString && lineText[position.column - 1] === '"';
      const range = {
        startLineNumber: position.lineNumber,
        endLineNumber: position.lineNumber,
        startColumn: position.column - ctx.typed.length - (ctx.inString ? 1 : 0),
        endColumn: position.column + (closes ? 1 : 0),
      };
      return {
        suggestions: found.map((s, i) => {
          const quoted = s.kind === 'value' ? (ctx.inString ? `"${s.label}"` : s.label) : `"${s.label}": ${s.valueTemplate ?? '$0'}`;
          return {
            label: s.label,
            kind: s.kind === 'field' ? K.Field : s.kind === 'value' ? K.EnumMember : K.Property,
            detail: s.kind === 'field' ? `field of ${ctx.index}` : undefined,
            documentation: s.doc,
            insertText: quoted,
            insertTextRules: s.kind === 'value' ? undefined : Rule.InsertAsSnippet,
            filterText: ctx.inString ? `"${s.label}` : s.label,
            range,
            sortText: String(i).padStart(4, '0'),
          };
        }),
      };
    },
  });

  /** Hover on a member name: its one-line doc from the schema. */
  monaco.languages.registerHoverProvider('es-console', {
    provideHover(model, position) {
      const lineText = model.getLineContent(position.lineNumber);
      const col = position.column - 1;
      const re = /"((?:[^"\\]|\\.)*)"\s*:/g;
      for (let m = re.exec(lineText); m; m = re.exec(lineText)) {
        if (col < m.index || col > m.index + m[1].length + 1) continue;
        const lines = model.getLinesContent();
        const ctx = completionContext(lines, position.lineNumber - 1, m.index + 1);
        if (ctx.kind !== 'body') return null;
        const doc = memberDoc(bodySchema(ctx.method, ctx.url, ctx.ndjsonLine), ctx.path, m[1]);
        return doc ? { contents: [{ value: `**${m[1]}**: ${doc}` }], range: new monaco.Range(position.lineNumber, m.index + 1, position.lineNumber, m.index + m[0].length) } : null;
      }
      return null;
    },
  });
}

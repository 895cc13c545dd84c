/**
 * The `suggest` member of a search (ES 6.8's SuggestBuilder.fromXContent): a global `text` and named
 * suggestions, each with its own `text`, `prefix` or `regex` and one suggester (`term`, `phrase` or
 * `completion`) whose options each suggester's module parses.
 */
import { illegalArgument, parsingException, xContentParseException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { tokenName } from '../../util/json-token';
import { parseCompletionSuggestion, type CompletionSuggestion } from './completion-options';
import { parsePhraseSuggestion, type PhraseSuggestion } from './phrase-options';
import { parseTermSuggestion, type TermSuggestion } from './term-options';

export type SuggestionSpec = TermSuggestion | PhraseSuggestion | CompletionSuggestion;

export interface NamedSuggestion {
  name: string;
  /** What the suggester works on: the suggestion's text, prefix or regex, else the global text. */
  text: string;
  /** Set when the text is a regex (completion). */
  regex?: boolean;
  spec: SuggestionSpec;
}

/** Java's String of a scalar (`parser.text()`). */
function scalarText(v: unknown): string {
  return String(v);
}

function parseSuggestion(name: string, json: Record<string, unknown>, globalText: string | undefined): NamedSuggestion {
  let text: string | undefined;
  let prefix: string | undefined;
  let regex: string | undefined;
  let spec: SuggestionSpec | undefined;
  for (const [k, v] of Object.entries(json)) {
    if (isObject(v)) {
      if (k === 'term') spec = parseTermSuggestion(v);
      else if (k === 'phrase') spec = parsePhraseSuggestion(v);
      else if (k === 'completion') spec = parseCompletionSuggestion(v);
      else throw xContentParseException(`unable to parse SuggestionBuilder with name [${k}]: parser not found`);
    } else if (Array.isArray(v)) {
      throw parsingException(`suggestion does not support [${k}]`);
    } else if (k === 'text') text = scalarText(v);
    else if (k === 'prefix') prefix = scalarText(v);
    else if (k === 'regex') regex = scalarText(v);
    else throw parsingException(`suggestion does not support [${k}]`);
  }
  if (!spec) throw illegalArgument('missing suggestion object');
  const own = regex ?? prefix ?? text ?? globalText;
  if (own === undefined) throw illegalArgument('The required text option is missing');
  return { name, text: own, regex: regex !== undefined && spec.type === 'completion' ? true : undefined, spec };
}

/** Parses `suggest`: `{text?, <name>: {...}}`, with ES's errors. */
export function parseSuggest(json: unknown): NamedSuggestion[] {
  if (!isObject(json)) throw parsingException(`Unknown key for a ${tokenName(json)} in [suggest].`);
  let globalText: string | undefined;
  for (const [k, v] of Object.entries(json)) {
    if (isObject(v) || Array.isArray(v)) continue;
    if (k === 'text') globalText = scalarText(v);
    else throw illegalArgument(`[suggest] does not support [${k}]`);
  }
  const out: NamedSuggestion[] = [];
  for (const [k, v] of Object.entries(json)) {
    if (Array.isArray(v)) throw parsingException(`unexpected token [START_ARRAY] after [${k}]`);
    if (isObject(v)) out.push(parseSuggestion(k, v, globalText));
  }
  return out;
}

/** The URL's `suggest_field` (with `suggest_text` or `q`, `suggest_size`, `suggest_mode`): one term suggestion named by its field. */
export function urlSuggestion(field: string, text: string | undefined, size: string | undefined, mode: string | undefined): NamedSuggestion[] {
  const json: Record<string, unknown> = { field };
  if (size !== undefined) {
    const n = Number(size);
    if (!Number.isInteger(n)) throw illegalArgument(`Failed to parse int parameter [suggest_size] with value [${size}]`);
    json.size = n;
  }
  if (mode !== undefined) json.suggest_mode = mode;
  const spec = parseTermSuggestion(json);
  if (text === undefined) throw illegalArgument('The required text option is missing');
  return [{ name: field, text, spec }];
}

/** The `suggest` section of a search answer, as ES 6.8's Suggest writes it (`type#name` keys with typed_keys). */
import type { SuggestResult } from '../../search/suggest/suggest-service';
import { scoreToJson } from '../../util/float';
import { setMember } from '../../util/json';

function renderOptions(r: SuggestResult, options: unknown[]): unknown[] {
  if (r.type === 'term') {
    return (options as Array<{ text: string; score: number; freq: number }>).map((o) => ({ text: o.text, score: scoreToJson(o.score), freq: o.freq }));
  }
  if (r.type === 'phrase') {
    return (options as Array<{ text: string; highlighted?: string; score: number }>).map((o) => (o.highlighted === undefined
      ? { text: o.text, score: scoreToJson(o.score) }
      : { text: o.text, highlighted: o.highlighted, score: scoreToJson(o.score) }));
  }
  return (options as Extract<SuggestResult, { type: 'completion' }>['entries'][number]['options']).map((o) => {
    const out: Record<string, unknown> = { text: o.text, _index: o.index, _type: o.type, _id: o.id, _score: scoreToJson(o.score) };
    if (o.source !== undefined) out._source = o.source;
    if (o.contexts) {
      const contexts: Record<string, unknown> = {};
      for (const [name, values] of o.contexts) setMember(contexts, name, values);
      out.contexts = contexts;
    }
    return out;
  });
}

export function renderSuggest(results: SuggestResult[], typedKeys: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const r of results) {
    const entries = r.entries.map((e) => ({ text: e.text, offset: e.offset, length: e.length, options: renderOptions(r, e.options) }));
    setMember(out, typedKeys ? `${r.type}#${r.name}` : r.name, entries);
  }
  return out;
}

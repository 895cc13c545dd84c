/**
 * What the Hits view says about a hit's `highlight`: which highlighter ES used for a field (the field's `type`,
 * else the global one, else `unified`), where that highlighter took the offsets from (the field's mapping decides
 * for `unified`, as ES's UnifiedHighlighter.getOffsetSource does), and the fragments cut into text and marks by
 * the request's tags. Read from the request and the answers only.
 */
import { isObject } from '../shapes';

export type Highlighter = 'unified' | 'plain' | 'fvh';

/** The `highlight` member of a search body, if any. */
export function highlightOf(body: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return body && isObject(body.highlight) ? body.highlight : undefined;
}

/** `*` as ES's simple match (any run of characters). */
function simpleMatch(pattern: string, name: string): boolean {
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]*')}$`);
  return re.test(name);
}

/** The options the request gave the field: by its own name, else by the first pattern that covers it. */
export function fieldOptionsOf(highlight: Record<string, unknown>, field: string): Record<string, unknown> {
  const fields = highlight.fields;
  const entries: Array<[string, unknown]> = isObject(fields)
    ? Object.entries(fields)
    : Array.isArray(fields)
      ? fields.flatMap((f) => (isObject(f) ? Object.entries(f) : []))
      : [];
  const exact = entries.find(([name]) => name === field);
  const found = exact ?? entries.find(([name]) => name.includes('*') && simpleMatch(name, field));
  return found && isObject(found[1]) ? found[1] : {};
}

export function highlighterOf(highlight: Record<string, unknown>, field: string): Highlighter {
  const own = fieldOptionsOf(highlight, field).type ?? highlight.type;
  return own === 'plain' || own === 'fvh' ? own : 'unified';
}

/** The tags marking matches: the field's, the global ones, `tags_schema: styled`'s, or `<em>`. */
export function tagsOf(highlight: Record<string, unknown>, field: string): { pre: string[]; post: string[] } {
  const o = fieldOptionsOf(highlight, field);
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : undefined);
  const styled = highlight.tags_schema === 'styled' ? Array.from({ length: 10 }, (_, i) => `<em class="hlt${i + 1}">`) : undefined;
  return {
    pre: list(o.pre_tags) ?? list(highlight.pre_tags) ?? styled ?? ['<em>'],
    post: list(o.post_tags) ?? list(highlight.post_tags) ?? ['</em>'],
  };
}

/** A field's mapping as `_mapping/field` answers (the members that decide where offsets come from). */
export interface FieldMappingFacts {
  type?: string;
  index_options?: string;
  term_vector?: string;
}

/** Where the highlighter found the offsets of the matches. */
export function offsetsSourceOf(highlighter: Highlighter, mapping: FieldMappingFacts | undefined): string {
  if (highlighter === 'fvh') return 'stored term vectors';
  if (highlighter === 'plain') return 're-analysis';
  if (!mapping) return '…';
  if (mapping.index_options === 'offsets') return mapping.term_vector && mapping.term_vector !== 'no' ? 'postings (and term vectors)' : 'postings';
  if (mapping.term_vector?.includes('offsets')) return 'stored term vectors';
  return 're-analysis';
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#x2F;': '/' };

/** The html encoder's entities back to characters (the fragment is shown as text, never parsed as HTML). */
export function decodeEntities(text: string): string {
  return text.replace(/&quot;|&amp;|&lt;|&gt;|&#x27;|&#x2F;/g, (e) => ENTITIES[e]);
}

export interface FragmentPiece {
  text: string;
  marked: boolean;
}

/** A fragment cut at the tags into plain and marked pieces (a tag without its closing one leaves the rest plain). */
export function splitFragment(fragment: string, pre: string[], post: string[], html: boolean): FragmentPiece[] {
  const pieces: FragmentPiece[] = [];
  const push = (text: string, marked: boolean) => {
    if (text.length > 0) pieces.push({ text: html ? decodeEntities(text) : text, marked });
  };
  let at = 0;
  while (at < fragment.length) {
    let open = -1;
    let tag = '';
    for (const p of pre) {
      const i = p === '' ? -1 : fragment.indexOf(p, at);
      if (i >= 0 && (open < 0 || i < open)) {
        open = i;
        tag = p;
      }
    }
    if (open < 0) break;
    let close = -1;
    let closeTag = '';
    for (const p of post) {
      const i = p === '' ? -1 : fragment.indexOf(p, open + tag.length);
      if (i >= 0 && (close < 0 || i < close)) {
        close = i;
        closeTag = p;
      }
    }
    if (close < 0) break;
    push(fragment.slice(at, open), false);
    push(fragment.slice(open + tag.length, close), true);
    at = close + closeTag.length;
  }
  push(fragment.slice(at), false);
  return pieces;
}

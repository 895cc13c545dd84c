/**
 * The analysis chain of an `_analyze` answer with `explain: true` (ES's `detail`), as stages to draw one under
 * the other: each char filter's text, the tokenizer's tokens, then each token filter's tokens, every token
 * marked by what its stage changed against the stage before (kept, replaced, added; the dropped ones listed).
 */
import { isObject } from '../shapes';

export interface ChainToken {
  token: string;
  start: number;
  end: number;
  position: number;
  positionLength: number;
  type: string;
  /**
   * What this stage did to it: `replaced` names the term it replaced; `moved`, the same term at the same
   * position with other offsets (or, for the tokenizer after char filters, offsets that point at other text
   * than the term, `under`).
   */
  mark: 'kept' | 'added' | 'replaced' | 'moved' | 'new';
  replaced?: string;
  under?: string;
}

export type ChainStage =
  | { kind: 'char_filter'; name: string; text: string; changed: boolean }
  | { kind: 'tokenizer' | 'token_filter' | 'analyzer'; name: string; tokens: ChainToken[]; dropped: ChainToken[] };

interface RawToken {
  token: string;
  start_offset: number;
  end_offset: number;
  position: number;
  positionLength?: number;
  type: string;
}

const rawTokens = (v: unknown): RawToken[] => (isObject(v) && Array.isArray(v.tokens) ? (v.tokens as RawToken[]) : []);
const spanKey = (t: { start_offset: number; end_offset: number } | ChainToken) =>
  'start' in t ? `${t.start}:${t.end}` : `${t.start_offset}:${t.end_offset}`;

function toChain(raw: RawToken, mark: ChainToken['mark'], replaced?: string): ChainToken {
  return { token: raw.token, start: raw.start_offset, end: raw.end_offset, position: raw.position, positionLength: raw.positionLength ?? 1, type: raw.type, mark, replaced };
}

/** Marks `tokens` against the stage before: same span and term kept, same span another term replaced, else added. */
export function compareStage(previous: readonly RawToken[], tokens: readonly RawToken[]): { tokens: ChainToken[]; dropped: ChainToken[] } {
  const before = new Map<string, RawToken[]>();
  for (const t of previous) before.set(spanKey(t), [...(before.get(spanKey(t)) ?? []), t]);
  const used = new Set<RawToken>();
  const out = tokens.map((t) => {
    const same = before.get(spanKey(t)) ?? [];
    const kept = same.find((p) => p.token === t.token && !used.has(p));
    if (kept) {
      used.add(kept);
      return toChain(t, 'kept');
    }
    const other = same.find((p) => !used.has(p));
    if (other) {
      used.add(other);
      return toChain(t, 'replaced', other.token);
    }
    const moved = previous.find((p) => !used.has(p) && p.token === t.token && p.position === t.position);
    if (moved) {
      used.add(moved);
      return toChain(t, 'moved');
    }
    return toChain(t, 'added');
  });
  const keys = new Set(tokens.map(spanKey));
  const dropped = previous.filter((p) => !used.has(p) && !keys.has(spanKey(p))).map((p) => toChain(p, 'kept'));
  return { tokens: out, dropped };
}

/**
 * The stages of a `detail` answer, or undefined when the body has none. With the analysed `text`, a tokenizer
 * token after char filters whose offsets point at other text than its term (the char filters' offset
 * correction: markup stripped, characters mapped) is marked `moved`, with the text it points at.
 */
export function chainStages(body: unknown, text?: string): ChainStage[] | undefined {
  const detail = isObject(body) ? body.detail : undefined;
  if (!isObject(detail)) return undefined;
  if (isObject(detail.analyzer)) {
    return [{ kind: 'analyzer', name: String(detail.analyzer.name), tokens: rawTokens(detail.analyzer).map((t) => toChain(t, 'new')), dropped: [] }];
  }
  const stages: ChainStage[] = [];
  let before: string | undefined;
  for (const c of Array.isArray(detail.charfilters) ? detail.charfilters : []) {
    if (!isObject(c)) continue;
    const filtered = Array.isArray(c.filtered_text) ? c.filtered_text.map(String).join('\n') : '';
    stages.push({ kind: 'char_filter', name: String(c.name), text: filtered, changed: before !== undefined && filtered !== before });
    before = filtered;
  }
  if (!isObject(detail.tokenizer)) return stages.length > 0 ? stages : undefined;
  let previous = rawTokens(detail.tokenizer);
  const charFiltered = stages.length > 0 && text !== undefined;
  const tokenized = previous.map((t) => {
    const under = charFiltered ? text.slice(t.start_offset, t.end_offset) : undefined;
    return under !== undefined && under !== t.token ? { ...toChain(t, 'moved'), under } : toChain(t, 'new');
  });
  stages.push({ kind: 'tokenizer', name: String(detail.tokenizer.name), tokens: tokenized, dropped: [] });
  for (const f of Array.isArray(detail.tokenfilters) ? detail.tokenfilters : []) {
    if (!isObject(f)) continue;
    const tokens = rawTokens(f);
    stages.push({ kind: 'token_filter', name: String(f.name), ...compareStage(previous, tokens) });
    previous = tokens;
  }
  return stages;
}

/** The positions every token stage spans, for the columns that align chips by position. */
export function positionColumns(stages: readonly ChainStage[]): number {
  let max = -1;
  for (const s of stages) if (s.kind !== 'char_filter') for (const t of [...s.tokens, ...s.dropped]) max = Math.max(max, t.position);
  return max + 1;
}

import { describe, expect, it } from 'vitest';
import { chainStages, compareStage, positionColumns } from './chain-stages';

const tok = (token: string, s: number, e: number, position: number) => ({ token, start_offset: s, end_offset: e, position, type: 'word' });

describe('the analysis chain stages', () => {
  it('marks what each filter kept, replaced, added and dropped', () => {
    const before = [tok('The', 0, 3, 0), tok('Foxes', 4, 9, 1), tok('ran', 10, 13, 2)];
    const after = [tok('foxes', 4, 9, 1), tok('fox', 4, 9, 1), tok('ran', 10, 13, 2), tok('run', 10, 13, 2)];
    const r = compareStage(before, after);
    expect(r.tokens.map((t) => [t.token, t.mark, t.replaced])).toEqual([
      ['foxes', 'replaced', 'Foxes'], ['fox', 'added', undefined], ['ran', 'kept', undefined], ['run', 'added', undefined],
    ]);
    expect(r.dropped.map((t) => t.token)).toEqual(['The']);
  });
  it('reads ES\'s detail: char filter texts, the tokenizer, each filter', () => {
    const body = {
      detail: {
        custom_analyzer: true,
        charfilters: [{ name: 'html_strip', filtered_text: ['\nThe Foxes\n'] }],
        tokenizer: { name: 'standard', tokens: [tok('The', 3, 6, 0), tok('Foxes', 7, 12, 1)] },
        tokenfilters: [{ name: 'lowercase', tokens: [tok('the', 3, 6, 0), tok('foxes', 7, 12, 1)] }, { name: 'stop', tokens: [tok('foxes', 7, 12, 1)] }],
      },
    };
    const stages = chainStages(body)!;
    expect(stages.map((s) => [s.kind, s.name])).toEqual([['char_filter', 'html_strip'], ['tokenizer', 'standard'], ['token_filter', 'lowercase'], ['token_filter', 'stop']]);
    const stop = stages[3] as Extract<(typeof stages)[number], { tokens: unknown }>;
    expect(stop.dropped.map((t) => t.token)).toEqual(['the']);
    expect(positionColumns(stages)).toBe(2);
    expect(chainStages({ tokens: [] })).toBeUndefined();
    expect(chainStages({ detail: { custom_analyzer: false, analyzer: { name: 'standard', tokens: [tok('a', 0, 1, 0)] } } })?.[0].kind).toBe('analyzer');
  });
  it('marks offsets moved: a term kept at its position with other offsets, a tokenizer token the char filters corrected', () => {
    const r = compareStage([tok('wifi', 0, 5, 0)], [tok('wifi', 0, 4, 0)]);
    expect(r.tokens.map((t) => [t.token, t.mark])).toEqual([['wifi', 'moved']]);
    expect(r.dropped).toEqual([]);
    const body = {
      detail: {
        charfilters: [{ name: 'html_strip', filtered_text: ['Tom & Jerry'] }],
        tokenizer: { name: 'whitespace', tokens: [tok('Tom', 0, 3, 0), tok('&', 4, 9, 1), tok('Jerry', 10, 22, 2)] },
        tokenfilters: [],
      },
    };
    const tokenizer = chainStages(body, 'Tom &amp; <b>Jerry</b>')![1] as Extract<ReturnType<typeof chainStages> & object, unknown[]>[number] & { tokens: Array<{ token: string; mark: string; under?: string }> };
    expect(tokenizer.tokens.map((t) => [t.token, t.mark, t.under])).toEqual([['Tom', 'new', undefined], ['&', 'moved', '&amp;'], ['Jerry', 'moved', '<b>Jerry</b>']]);
  });
});

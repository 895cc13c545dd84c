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
});

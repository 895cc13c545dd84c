import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { standardTokenizer } from '../tokenizers/standard';
import { cjkBigramFilter, cjkWidth } from './cjk';

const run = (text: string, conf: Record<string, unknown> = {}) =>
  cjkBigramFilter(conf)(standardTokenizer(255)(text), { endPositionIncrement: 0, finalOffset: text.length })
    .map((t) => [t.term, t.type, t.positionIncrement, t.positionLength, t.startOffset, t.endOffset]);

// Expectations follow CJKWidthFilter's tables and CJKBigramFilter's buffer walk (Lucene 7.7).
describe('CJK width and bigrams', () => {
  it('folds fullwidth ASCII and halfwidth katakana, combining sound marks', () => {
    expect(cjkWidth('ｶﾀｶﾅ')).toBe('カタカナ');
    expect(cjkWidth('ＡＢＣ１')).toBe('ABC1');
    expect(cjkWidth('ｶﾞｷﾞ')).toBe('ガギ'); // カ + voiced mark → ガ
    expect(cjkWidth('ﾊﾟ')).toBe('パ'); // half-voiced
    expect(cjkWidth('ﾞ')).toBe('\u3099'); // nothing to combine with
  });
  it('bigrams adjacent CJK characters across tokens of the bigrammed scripts', () => {
    expect(run('多くの')).toEqual([['多く', '<DOUBLE>', 1, 1, 0, 2], ['くの', '<DOUBLE>', 1, 1, 1, 3]]);
  });
  it('a lone CJK character stays a unigram; other tokens pass', () => {
    expect(run('多 abc く')).toEqual([['多', '<SINGLE>', 1, 1, 0, 1], ['abc', '<ALPHANUM>', 1, 1, 2, 5], ['く', '<SINGLE>', 1, 1, 6, 7]]);
  });
  it('output_unigrams stacks each bigram on its first character', () => {
    expect(run('多くの', { output_unigrams: true })).toEqual([
      ['多', '<SINGLE>', 1, 1, 0, 1], ['多く', '<DOUBLE>', 0, 2, 0, 2], ['く', '<SINGLE>', 1, 1, 1, 2], ['くの', '<DOUBLE>', 0, 2, 1, 3], ['の', '<SINGLE>', 1, 1, 2, 3],
    ]);
  });
  it('ignored_scripts leaves a script as unigram tokens of the tokenizer', () => {
    expect(run('多くの', { ignored_scripts: ['hiragana'] }).map((t) => t[0])).toEqual(['多', 'く', 'の']);
  });
  it('offsets stay within the text and grams never run backwards', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40, unit: fc.constantFrom('多', 'く', 'の', '学', ' ', 'a', 'ｶ', 'ﾞ', '한') }), fc.boolean(), (text, uni) => {
      let last = -1;
      for (const [, , inc, , s, e] of run(text, { output_unigrams: uni })) {
        expect(s as number).toBeGreaterThanOrEqual(0);
        expect(e as number).toBeLessThanOrEqual(text.length);
        expect(s as number).toBeGreaterThanOrEqual(last === -1 ? 0 : last);
        if ((inc as number) > 0) last = s as number;
      }
    }));
  });
});

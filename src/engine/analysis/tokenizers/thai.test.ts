import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { thaiTokenizer } from './thai';
import { globalAnalyzer } from '../registry';
import { languageAnalyzer } from '../language-analyzers';

const tokens = (text: string) => thaiTokenizer()(text).map((t) => [t.term, t.startOffset, t.endOffset]);

describe('the thai tokenizer', () => {
  it("segments Thai words as Lucene's TestThaiAnalyzer expects, with UTF-16 offsets", () => {
    expect(tokens('การที่ได้ต้องแสดงว่างานดี')).toEqual([
      ['การ', 0, 3], ['ที่', 3, 6], ['ได้', 6, 9], ['ต้อง', 9, 13], ['แสดง', 13, 17], ['ว่า', 17, 20], ['งาน', 20, 23], ['ดี', 23, 25],
    ]);
  });
  it("gives the tokens, offsets and increments of Lucene's TestThaiAnalyzer", () => {
    const run = (text: string, conf: Record<string, unknown>) =>
      languageAnalyzer('thai', 0, conf)!.analyze(text).tokens.map((t) => [t.term, t.startOffset, t.endOffset, t.positionIncrement]);
    expect(run('บริษัทชื่อ XY&Z - คุยกับ xyz@demo.com', { stopwords: '_none_' })).toEqual([
      ['บริษัท', 0, 6, 1], ['ชื่อ', 6, 10, 1], ['xy', 11, 13, 1], ['z', 14, 15, 1], ['คุย', 18, 21, 1], ['กับ', 21, 24, 1], ['xyz', 25, 28, 1], ['demo.com', 29, 37, 1],
    ]);
    // a stop word between Thai words, and one glued to them
    expect(run('การที่ได้ต้อง the แสดงว่างานดี', { stopwords: '_english_' }).map((t) => [t[1], t[2], t[3]])).toEqual([
      [0, 3, 1], [3, 6, 1], [6, 9, 1], [9, 13, 1], [18, 22, 2], [22, 25, 1], [25, 28, 1], [28, 30, 1],
    ]);
    expect(run('การที่ได้ต้องthe แสดงว่างานดี', { stopwords: '_english_' }).map((t) => [t[1], t[2], t[3]])).toEqual([
      [0, 3, 1], [3, 6, 1], [6, 9, 1], [9, 13, 1], [17, 21, 2], [21, 24, 1], [24, 27, 1], [27, 29, 1],
    ]);
    expect(run('การที่ได้ต้องแสดงว่างานดี', {}).map((t) => [t[0], t[3]])).toEqual([['แสดง', 5], ['งาน', 2], ['ดี', 1]]);
  });
  it('breaks where Thai script meets another, as the JDK iterator does, and skips what is not a letter or digit', () => {
    expect(tokens('ภาษาไทยABC ๑๒๓456, ok!')).toEqual([
      ['ภาษา', 0, 4], ['ไทย', 4, 7], ['ABC', 7, 10], ['๑๒๓', 11, 14], ['456', 14, 17], ['ok', 19, 21],
    ]);
  });
  it('reads 1024-unit buffers ending after a line terminator, or cut at 1024 when there is none', () => {
    // No line terminator: the second buffer starts at 1024, splitting the word that spans it as Lucene does.
    const run = 'a'.repeat(1000) + ' ' + 'b'.repeat(50);
    expect(tokens(run).map((t) => [t[1], t[2]])).toEqual([[0, 1000], [1001, 1024], [1024, 1051]]);
    // A newline inside the first 1024 units ends the first buffer there: the word after it stays whole.
    const lines = 'a'.repeat(1000) + '\n' + 'b'.repeat(50);
    expect(tokens(lines).map((t) => [t[1], t[2]])).toEqual([[0, 1000], [1001, 1051]]);
  });
  it('analysing a long text in pieces gives the tokens of the whole', () => {
    const thai = globalAnalyzer('thai')!;
    const line = fc.array(fc.constantFrom('ภาษาไทย', 'การที่ได้', 'ต้องแสดง', 'ABC', '๑๒๓', ' ', '. ', 'x'.repeat(200)), { maxLength: 30 }).map((w) => w.join(''));
    const text = fc.array(fc.tuple(line, fc.constantFrom('\n', '\r\n', ' ', '\u2029')), { minLength: 5, maxLength: 40 }).map((ls) => ls.map(([l, e]) => l + e).join(''));
    fc.assert(fc.property(text, fc.integer({ min: 1, max: 3000 }), (t, pieceLength) => {
      const whole = thai.analyze(t);
      const gen = thai.analyzeInPieces(t, pieceLength);
      const got = [];
      let step = gen.next();
      for (; !step.done; step = gen.next()) got.push(...step.value);
      expect(got).toEqual(whole.tokens);
      expect(step.value.endPositionIncrement).toBe(whole.endPositionIncrement);
    }), { numRuns: 60 });
  });
});

describe('the thai tokenizer without Intl.Segmenter', () => {
  it('is refused, as Lucene refuses a JRE without Thai segmentation', () => {
    const saved = Intl.Segmenter;
    try {
      (Intl as { Segmenter?: unknown }).Segmenter = undefined;
      expect(() => thaiTokenizer()).toThrow('does not have support for Thai segmentation');
    } finally {
      (Intl as { Segmenter?: unknown }).Segmenter = saved;
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drainSteps } from '../util/cooperation';
import { runAnalyze, runAnalyzeInSteps } from './registry';

describe('_analyze in pieces', () => {
  it('gives exactly the tokens, offsets and positions of the whole text, for every built-in analyzer', () => {
    const word = fc.constantFrom('the', 'Quick', 'fox', 'É', 'don’t', '42', 'a-b', 'x.y', '😀', '中文');
    const gap = fc.constantFrom(' ', '  ', '\n', '\t', ', ', '. ');
    const text = fc.array(fc.tuple(word, gap), { maxLength: 60 }).map((ps) => ps.map(([w, g]) => w + g).join(''));
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('standard', 'simple', 'whitespace', 'keyword', 'stop'),
        fc.integer({ min: 1, max: 40 }),
        (texts, analyzer, piece) => {
          const body = { analyzer, text: texts.length === 1 ? texts[0] : texts };
          expect(drainSteps(runAnalyzeInSteps(body, {}, piece))).toEqual(runAnalyze(body, {}));
        },
      ),
    );
  });

  it('takes a step per piece of a long text', () => {
    const steps = runAnalyzeInSteps({ analyzer: 'standard', text: 'word '.repeat(1000) }, {}, 100);
    let n = 0;
    let r = steps.next();
    for (; !r.done; r = steps.next()) n++;
    expect(n).toBeGreaterThan(40);
    expect(r.value.tokens).toHaveLength(1000);
  });
});

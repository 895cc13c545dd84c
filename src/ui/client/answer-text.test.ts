import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerJsonText, indentJson, withAnswerText } from './answer-text';

describe('the JSON view text of an answer', () => {
  it('lays compact JSON out exactly as JSON.stringify(value, null, 2)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(indentJson(JSON.stringify(v))).toBe(JSON.stringify(v, null, 2));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the engine text of numbers a double does not hold', () => {
    const text = '{"_source":{"n":9007199254740993,"f":1.0,"s":"a,b:{}[]\\"x"},"sort":[-9223372036854775808],"e":{},"a":[]}';
    const body = withAnswerText(JSON.parse(text), text);
    expect(answerJsonText(body)).toBe(
      '{\n  "_source": {\n    "n": 9007199254740993,\n    "f": 1.0,\n    "s": "a,b:{}[]\\"x"\n  },\n  "sort": [\n    -9223372036854775808\n  ],\n  "e": {},\n  "a": []\n}',
    );
    // Without the engine's text (an answer built elsewhere), the parsed value.
    expect(answerJsonText({ n: 1 })).toBe('{\n  "n": 1\n}');
    expect(answerJsonText('health status\n')).toBe('health status\n');
  });
});

import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('token_count fields', () => {
  it('index the number of tokens their analyzer makes, as Painless reads it', async () => {
    const { req } = testEngine();
    const created = await req('PUT', '/t', {
      mappings: { _doc: { properties: {
        words: { type: 'token_count', analyzer: 'standard' },
        stopped: { type: 'token_count', analyzer: 'stop' },
        tokens_only: { type: 'token_count', analyzer: 'stop', enable_position_increments: false },
      } } },
    });
    expect(created.status).toBe(200);
    await req('PUT', '/t/_doc/1?refresh=true', { words: 'count all these words please', stopped: 'the fox and the dog', tokens_only: 'the fox and the dog' });
    const res = await req('POST', '/t/_search', {
      script_fields: {
        words: { script: "doc['words'].value" },
        stopped: { script: "doc['stopped'].value" },
        tokens_only: { script: "doc['tokens_only'].value" },
      },
    });
    const fields = (res.body as AnyBody).hits.hits[0].fields;
    // `stop` removes "the" and "and": with position increments the gaps still count (5), without them 2 tokens.
    expect(fields).toEqual({ words: [5], stopped: [5], tokens_only: [2] });
  });

  it('require an analyzer, as TokenCountFieldMapper does', async () => {
    const { req } = testEngine();
    const res = await req('PUT', '/t', { mappings: { _doc: { properties: { n: { type: 'token_count' } } } } });
    expect(res.status).toBe(400);
    expect((res.body as AnyBody).error.root_cause[0].reason).toBe("Analyzer must be set for field [n] but wasn't.");
  });
});

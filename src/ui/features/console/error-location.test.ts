import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';
import { answerErrorPosition, errorLocation } from './error-location';
import { parseRequests, requestBody } from './parse-requests';

describe('where an error is in the buffer', () => {
  it('reads the located errors ES writes', () => {
    expect(errorLocation({ error: { root_cause: [{ type: 'parsing_exception', reason: 'r', line: 3, col: 12 }], type: 'parsing_exception', reason: 'r', line: 3, col: 12 } })).toEqual({ line: 3, col: 12, type: 'parsing_exception', reason: 'r' });
    expect(errorLocation({ error: { type: 'x_content_parse_exception', reason: '[2:5] [bool] unknown field [mus]' } })).toMatchObject({ line: 2, col: 5 });
    expect(errorLocation({ error: { type: 'json_parse_exception', reason: 'Unexpected character (\'}\' (code 125)) at [Source: x; line: 4, column: 2]' } })).toMatchObject({ line: 4, col: 2 });
    expect(errorLocation({ error: { type: 'search_phase_execution_exception', reason: 'all shards failed', caused_by: { type: 'parsing_exception', reason: 'deep', line: 7, col: 1 } } })).toMatchObject({ line: 7, reason: 'deep' });
    expect(errorLocation({ error: { type: 'index_not_found_exception', reason: 'no such index' } })).toBeUndefined();
    expect(errorLocation({ acknowledged: true })).toBeUndefined();
  });

  it("maps the engine's answer for a request that is not the first to the buffer line and column of the key's value", async () => {
    const buffer = 'PUT /films\n\n# a search with a typo\nGET /films/_search\n{\n  "size": 1, // one\n  "qeury": { "match_all": {} }\n}\n';
    const engine = createEngine({});
    const [create, search] = parseRequests(buffer);
    await engine.request({ method: create.method, path: create.path });
    const answer = await engine.request({ method: search.method, path: search.path, body: requestBody(search) });
    expect(answer.status).toBe(400);
    const at = answerErrorPosition({ line: search.startLine, ndjson: false, body: answer.body });
    expect(at).toMatchObject({ line: 6, column: 11, type: 'parsing_exception' });
    expect(buffer.split('\n')[6].slice(at!.column)).toBe('{ "match_all": {} }');
  });
});

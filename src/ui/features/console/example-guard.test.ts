import { describe, expect, it } from 'vitest';
import { deleteTargets, exampleLoaded, madeBy, userIndicesDeleted } from './example-guard';

const EXAMPLE = 'DELETE /twitter\n\nPUT /twitter\n{"settings":{}}\n\nDELETE /twitter/_doc/1\n\nDELETE /a,b?ignore_unavailable=true\n\nDELETE /_all_things*\n\nGET /twitter/_search\n';

describe('the example guard', () => {
  it('reads the indices a buffer deletes and makes (documents, patterns and _ paths left out)', () => {
    expect(deleteTargets(EXAMPLE)).toEqual(['twitter', 'a', 'b']);
    expect(madeBy(EXAMPLE)).toEqual(['twitter', 'a', 'b']);
    expect(deleteTargets('DELETE /logs-*\nDELETE /_template/x\n')).toEqual([]);
  });

  it("names only the user's existing indices, and only for an example's buffer as loaded", async () => {
    const exists = async (n: string) => n === 'twitter' || n === 'b';
    expect(await userIndicesDeleted(EXAMPLE, exists)).toEqual([]); // not an example's buffer
    exampleLoaded('t', EXAMPLE);
    expect(await userIndicesDeleted(EXAMPLE, exists)).toEqual(['twitter', 'b']);
    expect(await userIndicesDeleted(`${EXAMPLE}\nGET /\n`, exists)).toEqual([]); // edited since: the user's own
  });
});

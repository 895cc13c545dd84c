import { describe, expect, it } from 'vitest';
import { decodeShareData, encodeShareData } from './share-data';
import { bufferFromFragment, fragmentPart, shareFragment } from './share-link';

describe('share links with data', () => {
  it('round-trips export files through the fragment, next to the buffer', async () => {
    const files = ['{"searchpad_export":{}}\n{"index":{}}\n{"t":"東京 🍕"}\n', ''];
    const hash = shareFragment('GET /\n', await encodeShareData(files));
    expect(bufferFromFragment(hash)).toBe('GET /\n');
    expect(await decodeShareData(fragmentPart(hash, 'data')!)).toEqual(files);
  });

  it('refuses data that is not deflated JSON of strings', async () => {
    expect(await decodeShareData('not-deflate')).toBeUndefined();
    expect(await decodeShareData(await encodeShareData([1 as unknown as string]))).toBeUndefined();
    expect(fragmentPart('#buffer=AA', 'data')).toBeUndefined();
  });
});

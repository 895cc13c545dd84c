import { illegalArgument, parsingException } from '../errors/catalog';
import { isObject } from '../util/json';
import { base64UrlDecode } from '../util/base64-url';
import { murmur3Bytes } from '../util/murmur3';
import { utf8Encode } from '../util/utf8';

/** `slice` of a scroll: which of `max` slices this search reads. */
export interface Slice {
  id: number;
  max: number;
}

/** SliceBuilder's parser and setters, with their errors; slicing on a field other than `_id` is not implemented. */
export function parseSlice(json: unknown): Slice {
  if (!isObject(json)) throw parsingException('[slice] expected an object');
  let id = -1;
  let max = -1;
  for (const [k, v] of Object.entries(json)) {
    if (k === 'id' || k === 'max') {
      if (typeof v !== 'number' || !Number.isInteger(v)) throw parsingException(`[slice] failed to parse field [${k}]`);
      if (k === 'id') {
        if (v < 0) throw illegalArgument('id must be greater than or equal to 0');
        if (max !== -1 && v >= max) throw illegalArgument('max must be greater than id');
        id = v;
      } else {
        if (v <= 1) throw illegalArgument('max must be greater than 1');
        if (id !== -1 && id >= v) throw illegalArgument('max must be greater than id');
        max = v;
      }
    } else if (k === 'field') {
      if (v !== '_id' && v !== '_uid') throw illegalArgument(`[slice] on field [${String(v)}] is not supported yet: Searchpad slices on [_id] only`);
    } else throw parsingException(`[slice] unknown field [${k}]`);
  }
  return { id, max };
}

/** Uid.encodeId: how 6.x indexes an `_id` (numeric and base64 ids packed, others UTF-8 behind 0xff). */
export function encodeUid(id: string): Uint8Array {
  if (/^[0-9]+$/.test(id)) {
    const b = new Uint8Array(1 + ((id.length + 1) >> 1));
    b[0] = 0xfe;
    for (let i = 0; i < id.length; i += 2) {
      const hi = id.charCodeAt(i) - 48;
      const lo = i + 1 === id.length ? 0x0f : id.charCodeAt(i + 1) - 48;
      b[1 + (i >> 1)] = (hi << 4) | lo;
    }
    return b;
  }
  if (isUrlBase64WithoutPadding(id)) {
    const bytes = base64UrlDecode(id)!;
    if (bytes[0] >= 0xfd) return Uint8Array.from([0xfd, ...bytes]);
    return bytes;
  }
  const utf8 = utf8Encode(id);
  return Uint8Array.from([0xff, ...utf8]);
}

function isUrlBase64WithoutPadding(id: string): boolean {
  const rem = id.length & 3;
  if (rem === 1) return false;
  const last = id[id.length - 1];
  if (rem === 2 && !'AQgw'.includes(last)) return false;
  if (rem === 3 && !'AEIMQUYcgkosw048'.includes(last)) return false;
  return /^[A-Za-z0-9_-]*$/.test(id);
}

/** TermsSliceQuery's fixed seed. */
const SLICE_SEED = 7919;

/**
 * SliceBuilder.toFilter for one shard: with fewer slices than shards a slice takes whole shards (shard % max);
 * otherwise the shard's docs are split by the murmur3 hash of their encoded `_id` among the slices it serves.
 * Returns whether a document of this shard is in the slice.
 */
export function sliceFilter(slice: Slice, shardId: number, numShards: number): (id: string) => boolean {
  if (slice.max < numShards) {
    const mine = shardId % slice.max === slice.id;
    return () => mine;
  }
  if (slice.id % numShards !== shardId) return () => false;
  let slicesInShard = Math.floor(slice.max / numShards);
  if (slice.max % numShards > shardId) slicesInShard++;
  if (slicesInShard === 1) return () => true;
  const shardSlice = Math.floor(slice.id / numShards);
  return (id) => {
    const h = murmur3Bytes(encodeUid(id), SLICE_SEED) | 0;
    return ((h % slicesInShard) + slicesInShard) % slicesInShard === shardSlice;
  };
}

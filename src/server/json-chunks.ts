import { numberText } from '../engine/util/json-numbers';
import { renderJson } from '../engine/util/render-json';

/**
 * `renderJson(value)` (JSON.stringify, with the numbers of a source as they were sent) in pieces, so the server can send a big answer (a 10 MB `_analyze` gives a
 * million tokens) without holding the event loop for the whole serialisation: arrays and objects are
 * walked down to a few levels, everything below is one `JSON.stringify`; the text comes out in pieces
 * of about `pieceLength` characters. The concatenation equals `renderJson(value)`.
 */
export function* jsonChunks(value: unknown, pieceLength = 64 * 1024, walkDepth = 4): Generator<string, void, void> {
  let buffer: string[] = [];
  let length = 0;
  const emit = (s: string) => {
    buffer.push(s);
    length += s.length;
  };
  function* walk(v: unknown, depth: number, holder?: object, key?: string | number): Generator<string, void, void> {
    const walkable = depth < walkDepth && v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
    if (typeof v === 'number') {
      emit((holder !== undefined ? numberText(holder, key!) : undefined) ?? JSON.stringify(v));
    } else if (!walkable) {
      emit(renderJson(v) ?? 'null');
    } else if (Array.isArray(v)) {
      emit('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) emit(',');
        const item = v[i];
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') emit('null');
        else yield* walk(item, depth + 1, v, i);
      }
      emit(']');
    } else {
      emit('{');
      let first = true;
      for (const key of Object.keys(v as object)) {
        const item = (v as Record<string, unknown>)[key];
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
        emit(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        yield* walk(item, depth + 1, v as object, key);
      }
      emit('}');
    }
    if (length >= pieceLength) {
      const piece = buffer.join('');
      buffer = [];
      length = 0;
      yield piece;
    }
  }
  yield* walk(value, 0);
  if (length > 0) yield buffer.join('');
}

/**
 * Index data in a share link: the export files of some indices (see storage/index-file.ts), as a JSON array
 * of strings, deflated and base64url-encoded. Decoding validates everything and caps the inflated size, so a
 * stranger's link can neither run anything nor exhaust the page.
 */
import { fromBase64Url, toBase64Url } from './share-link';

/** The most inflated text a link may carry. */
const MAX_INFLATED = 20_000_000;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, cap = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > cap) {
      await reader.cancel();
      throw new Error('the shared data is too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export async function encodeShareData(files: string[]): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(JSON.stringify(files)), new CompressionStream('deflate-raw')));
}

/** The export files a link carries, or undefined when the data is not valid. */
export async function decodeShareData(encoded: string): Promise<string[] | undefined> {
  try {
    const bytes = await pipe(fromBase64Url(encoded), new DecompressionStream('deflate-raw'), MAX_INFLATED);
    const files = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
    return Array.isArray(files) && files.every((f) => typeof f === 'string') ? files : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Share links: the buffer travels in the URL fragment (`#buffer=` + base64url of its UTF-8), so it never
 * reaches a server. Opening one only restores the buffer; nothing runs until the user runs it. A link may
 * also carry index data (`&data=`, see share-data.ts), which is loaded only after the user agrees.
 */
import { bufferFromLoadFrom } from './kibana-link';

const KEY = 'buffer=';

/** The `buffer=` part of a fragment (other parts, such as `data=`, follow after `&`). */
function part(hash: string, key: string): string | undefined {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  return h.split('&').find((p) => p.startsWith(key))?.slice(key.length);
}

/** The base64url text of a named fragment part (`data`), if present. */
export function fragmentPart(hash: string, name: string): string | undefined {
  return part(hash, `${name}=`);
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(s: string): Uint8Array {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

export function shareFragment(buffer: string, data?: string): string {
  return `#${KEY}${toBase64Url(new TextEncoder().encode(buffer))}${data ? `&data=${data}` : ''}`;
}

/** The buffer in a share link's fragment, or undefined when there is none or it is not valid UTF-8 text. */
export function bufferFromFragment(hash: string): string | undefined {
  const encoded = part(hash, KEY);
  if (encoded === undefined) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(encoded));
    return text.length <= 1_000_000 ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The buffer a link opens: a share link's fragment, or a Kibana `load_from=data:text/plain,...` link. */
export function bufferFromUrl(search: string, hash: string): string | undefined {
  return bufferFromFragment(hash) ?? bufferFromLoadFrom(search, hash);
}

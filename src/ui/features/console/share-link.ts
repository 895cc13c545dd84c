/**
 * Share links: the buffer travels in the URL fragment (`#buffer=` + base64url of its UTF-8), so it never
 * reaches a server. Opening one only restores the buffer; nothing runs until the user runs it.
 */
const KEY = 'buffer=';

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

export function shareFragment(buffer: string): string {
  return `#${KEY}${toBase64Url(new TextEncoder().encode(buffer))}`;
}

/** The buffer in a share link's fragment, or undefined when there is none or it is not valid UTF-8 text. */
export function bufferFromFragment(hash: string): string | undefined {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h.startsWith(KEY)) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(h.slice(KEY.length)));
    return text.length <= 1_000_000 ? text : undefined;
  } catch {
    return undefined;
  }
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** java.util.Base64's URL decoder: the URL-safe alphabet, padding optional; undefined when malformed. */
export function base64UrlDecode(text: string): Uint8Array | undefined {
  const body = text.replace(/={1,2}$/, '');
  if (body.length % 4 === 1 || (text.length !== body.length && text.length % 4 !== 0)) return undefined;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of body) {
    const v = B64URL.indexOf(ch);
    if (v < 0) return undefined;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 255);
    }
  }
  return Uint8Array.from(out);
}

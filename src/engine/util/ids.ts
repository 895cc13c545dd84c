/**
 * Identifiers as Elasticsearch makes them: index UUIDs are 16 random bytes in URL-safe base64
 * without padding (22 chars); auto-generated document ids are 20 chars of URL-safe base64.
 * Randomness is injected so tests are deterministic.
 */
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function randomBase64Id(random: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += URL_SAFE[Math.floor(random() * 64) & 63];
  return out;
}

/** A small seedable PRNG (mulberry32), the engine's default source of randomness. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

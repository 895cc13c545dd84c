/**
 * The index and id of a stored-document term vectors request (`/{index}/{type}/{id}/_termvectors`, or
 * 7.x's `/{index}/_termvectors/{id}`), or undefined: artificial documents (`doc` in the body) and
 * `_mtermvectors` have their text in the request or several documents.
 */
export function storedTermVectorsDoc(path: string, body: unknown): { index: string; id: string } | undefined {
  if (body && typeof body === 'object' && 'doc' in body) return undefined;
  const parts = path.split('?')[0].split('/').filter((s) => s !== '');
  let decoded: string[];
  try {
    decoded = parts.map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
  if (decoded.length === 4 && (decoded[3] === '_termvectors' || decoded[3] === '_termvector')) return { index: decoded[0], id: decoded[2] };
  if (decoded.length === 3 && decoded[1] === '_termvectors') return { index: decoded[0], id: decoded[2] };
  return undefined;
}

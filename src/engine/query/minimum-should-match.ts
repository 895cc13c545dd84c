/** ES's minimum_should_match (Queries.calculateMinShouldMatch), es-semantics §3.3. */
export function minimumShouldMatch(n: number, spec: unknown): number {
  if (spec === undefined || spec === null) return 0;
  const s = String(spec).trim();
  let result = n;
  const apply = (x: string): number => {
    if (x.endsWith('%')) {
      const p = Number(x.slice(0, -1));
      const calc = Math.trunc(Math.fround(Math.fround(n * p) * Math.fround(1 / 100)));
      return p < 0 ? n + calc : calc;
    }
    const k = Number(x);
    return k < 0 ? n + k : k;
  };
  if (s.includes('<')) {
    for (const part of s.split(/\s+/)) {
      const [a, b] = part.split('<');
      if (n <= Number(a)) return Math.max(0, result);
      result = apply(b);
    }
    return Math.max(0, result);
  }
  return Math.max(0, apply(s));
}

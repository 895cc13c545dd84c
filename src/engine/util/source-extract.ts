import { isObject } from './json';

/**
 * XContentMapValues.extractValue: the value at a dotted path of a source document, through objects and
 * lists of objects (a list gives the list of what each element holds). A key may itself contain dots.
 */
export function extractSourceValue(source: unknown, path: string): unknown {
  const parts = path.split('.');
  const walk = (value: unknown, i: number): unknown => {
    if (i === parts.length) return value;
    if (Array.isArray(value)) {
      const out = value.map((v) => walk(v, i)).filter((v) => v !== undefined);
      return out.length === 0 ? undefined : out;
    }
    if (!isObject(value)) return undefined;
    for (let j = parts.length; j > i; j--) {
      const key = parts.slice(i, j).join('.');
      if (Object.prototype.hasOwnProperty.call(value, key)) return walk(value[key], j);
    }
    return undefined;
  };
  return walk(source, 0);
}

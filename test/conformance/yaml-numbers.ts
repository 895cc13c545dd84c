import { isAlias, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { javaDoubleToString } from '../../src/engine/script/java-string';

/**
 * The numbers of a test file as Elasticsearch's YAML test client sends them. Its YAML parser (Jackson over
 * SnakeYAML, YAML 1.1 types) reads a scalar spelled with a fraction or an exponent (`100.0`, `1e3`) as a Double
 * and a plain integer as an Integer, Long or BigInteger; the client then writes the body as JSON with Jackson,
 * a Double as Java's `Double.toString` (`100.0`, `1.0E7`) and an integer as its digits. JavaScript keeps one
 * number type, so `100.0` and `100` load alike; the JSON text each was sent as is kept beside the loaded value,
 * by holder and key, wherever it differs from what JSON.stringify would write.
 */
const texts = new WeakMap<object, Map<string | number, string>>();

function keep(holder: object, key: string | number, text: string) {
  let m = texts.get(holder);
  if (!m) texts.set(holder, (m = new Map()));
  m.set(key, text);
}

/** The JSON text of a YAML number scalar as the Java client writes it, or undefined when JSON.stringify agrees. */
function clientText(source: string, value: number): string | undefined {
  const cleaned = source.replace(/_/g, '');
  if (/^[-+]?\d+$/.test(cleaned)) {
    // An integer: its digits (exact beyond 2^53), without a `+` or leading zeros.
    const digits = BigInt(cleaned).toString();
    return digits === JSON.stringify(value) ? undefined : digits;
  }
  if (/^[-+]?(\.\d+|\d+(\.\d*)?)([eE][-+]?\d+)?$/.test(cleaned)) {
    const text = javaDoubleToString(value);
    return text === JSON.stringify(value) ? undefined : text;
  }
  return undefined; // hex, octal, .inf: not in the suite's bodies
}

/** Records the client's text of every number in `node`, whose loaded value is `value` (walked together). */
export function recordYamlNumbers(node: unknown, value: unknown) {
  if (isMap(node) && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      recordMember(pair.value, value as Record<string, unknown>, key);
    }
  } else if (isSeq(node) && Array.isArray(value)) {
    node.items.forEach((item, i) => recordMember(item, value, i));
  }
}

function recordMember(node: unknown, holder: Record<string, unknown> | unknown[], key: string | number) {
  const v = (holder as Record<string | number, unknown>)[key];
  if (isAlias(node)) return;
  if (isScalar(node)) {
    if (typeof v === 'number' && typeof node.source === 'string' && node.type === 'PLAIN') {
      const text = clientText(node.source, v);
      if (text !== undefined) keep(holder, key, text);
    }
    return;
  }
  recordYamlNumbers(node as Node, v);
}

/** Carries the kept text of `from[fromKey]` to `to[toKey]` (a value copied unchanged, e.g. while resolving stashes). */
export function carryNumberText(from: object, fromKey: string | number, to: object, toKey: string | number) {
  const t = texts.get(from)?.get(fromKey);
  if (t !== undefined) keep(to, toKey, t);
}

/** JSON text of a body as ES's YAML test client sends it (numbers as the Java client writes them). */
export function clientJson(value: unknown): string {
  const marks: string[] = [];
  const out = JSON.stringify(value, function (this: unknown, key: string, v: unknown) {
    if (typeof v !== 'number' || typeof this !== 'object' || this === null) return v;
    const t = texts.get(this)?.get(Array.isArray(this) ? Number(key) : key);
    if (t === undefined) return v;
    marks.push(t);
    return `\u0000${marks.length - 1}\u0000`;
  });
  return out.replace(/"\\u0000(\d+)\\u0000"/g, (_, i: string) => marks[Number(i)]);
}

/**
 * A JSON body given as text in the YAML, as the Java client re-sends it: it parses the text into Java values
 * (a number with a fraction or an exponent is a Double) and writes them again, so `1.50` goes as `1.5` and
 * `1e3` as `1000.0`. Only the numbers are rewritten here; strings are left as they are.
 */
export function clientJsonText(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(\.\d+)?([eE][-+]?\d+)?/g, (token, fraction?: string, exponent?: string) => {
    if (token.startsWith('"')) return token;
    if (fraction === undefined && exponent === undefined) return BigInt(token).toString();
    return javaDoubleToString(Number(token));
  });
}

/**
 * A JSON answer as Elasticsearch writes it in YAML (`format=yaml`, `Accept: application/yaml`): Jackson's YAML
 * generator, block style, a `---` document start, strings always double-quoted, list items at their key's column.
 */
import { renderJson } from '../../util/render-json';

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_.\-]*$/;

const scalar = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  return renderJson(v) ?? 'null';
};

const key = (k: string) => (PLAIN_KEY.test(k) && !['true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n'].includes(k.toLowerCase()) ? k : JSON.stringify(k));

const isEmptyContainer = (v: unknown) => (Array.isArray(v) ? v.length === 0 : v !== null && typeof v === 'object' && Object.keys(v).length === 0);
const isContainer = (v: unknown) => v !== null && typeof v === 'object';

function lines(v: unknown, indent: string, out: string[]): void {
  if (Array.isArray(v)) {
    for (const item of v) {
      if (isContainer(item) && !isEmptyContainer(item)) {
        const nested: string[] = [];
        lines(item, `${indent}  `, nested);
        // The item's first line goes after the dash; the rest keep the deeper indent.
        out.push(`${indent}- ${nested[0].slice(indent.length + 2)}`, ...nested.slice(1));
      } else out.push(`${indent}- ${Array.isArray(item) ? '[]' : isContainer(item) ? '{}' : scalar(item)}`);
    }
    return;
  }
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (isContainer(x) && !isEmptyContainer(x)) {
      out.push(`${indent}${key(k)}:`);
      lines(x, Array.isArray(x) ? indent : `${indent}  `, out);
    } else out.push(`${indent}${key(k)}: ${Array.isArray(x) ? '[]' : isContainer(x) ? '{}' : scalar(x)}`);
  }
}

/** The YAML text of a JSON value. */
export function renderYaml(value: unknown): string {
  const out: string[] = ['---'];
  if (isContainer(value) && !isEmptyContainer(value)) lines(value, '', out);
  else out[0] = `--- ${Array.isArray(value) ? '[]' : isContainer(value) ? '{}' : scalar(value)}`;
  return `${out.join('\n')}\n`;
}

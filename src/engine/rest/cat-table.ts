import { illegalArgument } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import { simpleMatch } from '../util/simple-match';
import { paramBoolean, paramList } from './params/url-params';
import type { RestRequest, RestResponse } from './rest-types';

/** A column of a `_cat` table: its name, its aliases for `h` and `s`, its `help` text, and its alignment. */
export interface CatColumn {
  name: string;
  aliases: string[];
  desc: string;
  right?: boolean;
  /** Shown without `h` (default true). */
  byDefault?: boolean;
}

/** `_cat` tables start with these when `ts` is on (ES's Table.startHeadersWithTimestamp). */
export const TIMESTAMP_COLUMNS: CatColumn[] = [
  { name: 'epoch', aliases: ['t', 'time'], desc: 'seconds since 1970-01-01 00:00:00' },
  { name: 'timestamp', aliases: ['ts', 'hms', 'hhmmss'], desc: 'time in HH:MM:SS' },
];

/** The two timestamp cells of a row at `now` (ms): seconds since the epoch, and HH:MM:SS in UTC. */
export function timestampCells(now: number): string[] {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return [String(Math.floor(now / 1000)), `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`];
}

interface Display {
  column: number;
  label: string;
}

/**
 * Renders a `_cat` answer as ES's RestTable does: `help` lists the columns; `h` picks columns by name,
 * alias or wildcard (shown as typed); `s` sorts (`col:desc`); `v` adds the header row; `format=json`
 * gives an array of objects. Text cells are padded to the column's width, except a left-aligned last one.
 */
export function renderCatTable(req: RestRequest, columns: CatColumn[], rows: string[][]): RestResponse {
  if (paramBoolean(req.params, 'help', false)) return { status: 200, body: helpText(columns) };
  const find = (name: string) => columns.findIndex((c) => c.name === name || c.aliases.includes(name));
  const ts = paramBoolean(req.params, 'ts', true);
  const h = paramList(req.params, 'h');
  const display: Display[] = [];
  if (h) {
    for (const wanted of h) {
      if (wanted.includes('*')) {
        columns.forEach((c, i) => {
          if (simpleMatch(wanted, c.name) && !display.some((d) => d.column === i)) display.push({ column: i, label: c.name });
        });
      } else {
        const i = find(wanted);
        if (i >= 0) display.push({ column: i, label: wanted });
      }
    }
  } else {
    columns.forEach((c, i) => {
      if (c.byDefault === false) return;
      if (!ts && (c.name === 'epoch' || c.name === 'timestamp')) return;
      display.push({ column: i, label: c.name });
    });
  }
  const sorted = sortRows(rows, paramList(req.params, 's'), find);
  const format = req.params.get('format');
  if (format === 'json') {
    return { status: 200, body: sorted.map((r) => Object.fromEntries(display.map((d) => [d.label, r[d.column] ?? null]))) };
  }
  if (format !== undefined && format !== 'txt' && format !== 'text') throw illegalArgument(`Unsupported format [${format}]`);
  const table = sorted.map((r) => display.map((d) => r[d.column] ?? ''));
  if (paramBoolean(req.params, 'v', false)) table.unshift(display.map((d) => d.label));
  const widths = display.map((_, i) => Math.max(0, ...table.map((r) => r[i].length)));
  const last = display.length - 1;
  const lines = table.map((r) =>
    r.map((cell, i) => (columns[display[i].column].right ? cell.padStart(widths[i]) : i === last ? cell : cell.padEnd(widths[i]))).join(' '),
  );
  return { status: 200, body: lines.map((l) => `${l}\n`).join('') };
}

function helpText(columns: CatColumn[]): string {
  const names = columns.map((c) => c.name);
  const aliases = columns.map((c) => c.aliases.join(','));
  const w0 = Math.max(...names.map((n) => n.length));
  const w1 = Math.max(...aliases.map((a) => a.length));
  return columns.map((c, i) => `${names[i].padEnd(w0)} | ${aliases[i].padEnd(w1)} | ${c.desc}\n`).join('');
}

/** `s`: sorts by the named columns in turn (`:desc` reverses), numbers as numbers. */
function sortRows(rows: string[][], keys: string[] | undefined, find: (name: string) => number): string[][] {
  if (!keys || keys.length === 0) return rows;
  const order = keys.map((k) => {
    const [name, dir] = k.split(':');
    const i = find(name);
    if (i < 0) throw new EsError({ type: 'unsupported_operation_exception', reason: `Unable to sort by unknown sort key \`${name}\``, status: 500 });
    return { i, desc: dir === 'desc' };
  });
  const cmp = (a: string, b: string) => {
    const x = Number(a);
    const y = Number(b);
    if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
    return a < b ? -1 : a > b ? 1 : 0;
  };
  return [...rows].sort((a, b) => {
    for (const { i, desc } of order) {
      const c = cmp(a[i] ?? '', b[i] ?? '');
      if (c !== 0) return desc ? -c : c;
    }
    return 0;
  });
}

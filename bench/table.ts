import type { Row } from './measure.ts';

/** The Markdown table of a run, with each row's ratio to the floor's same scenario. */
export function table(rows: Row[]): string {
  const floorOf = (r: Row) => rows.find((x) => x.engine === 'floor' && x.scenario === r.scenario && x.docs === r.docs);
  const lines = [
    '| engine | scenario | docs | p50 µs | p99 µs | q/s | docs/s | memory MB (heap + buffers) | without _source | overlap@10 | × floor |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const f = floorOf(r);
    const ratios: string[] = [];
    if (f && r.engine !== 'floor') {
      const floorP50 = r.floor_p50_us ?? f.p50_us;
      if (r.p50_us !== undefined && floorP50) ratios.push(`${(r.p50_us / floorP50).toFixed(2)}× time`);
      if (r.docs_per_s && f.docs_per_s) ratios.push(`${(r.docs_per_s / f.docs_per_s).toFixed(2)}× speed`);
      if (r.mem_mb !== undefined && f.mem_mb) {
        ratios.push(`${(r.mem_mb / f.mem_mb).toFixed(2)}× memory`);
        if (r.mem_mb_without_sources !== undefined) ratios.push(`${(r.mem_mb_without_sources / f.mem_mb).toFixed(2)}× without _source`);
      }
    }
    const mem = r.mem_mb === undefined ? '' : r.heap_mb === undefined ? `${r.mem_mb} (${r.note ?? 'total'})` : `${r.mem_mb} (${r.heap_mb} + ${r.array_buffers_mb})`;
    const cells = [
      r.engine,
      `${r.scenario}${r.queries ? ` (${r.queries} queries)` : ''}`,
      r.docs,
      r.p50_us ?? '',
      r.p99_us ?? '',
      r.qps ?? '',
      r.docs_per_s ?? '',
      mem,
      r.mem_mb_without_sources ?? '',
      r.overlap_at_10 ?? '',
      ratios.join(', '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  // Rows that are no timing (accuracy against exact values) say what they measured in a note.
  const notes = rows.filter((r) => r.note).map((r) => `- ${r.engine}, ${r.scenario}: ${r.note}`);
  return [...lines, ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}

/** The slowest queries each row names (of the engines `shown` picks), one line per scenario. */
export function slowestTable(rows: Row[], shown: (engine: string) => boolean): string {
  const lines = ['| engine | scenario | slowest queries (µs) |', '|---|---|---|'];
  for (const r of rows) {
    if (!shown(r.engine) || !r.slowest?.length) continue;
    lines.push(`| ${r.engine} | ${r.scenario} | ${r.slowest.map((s) => `${JSON.stringify(s.query).replace(/\|/g, '\\|')} ${s.us}`).join(', ')} |`);
  }
  return lines.join('\n');
}

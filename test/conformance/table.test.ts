import { describe, expect, it } from 'vitest';
import { summarize } from './report';
import { renderTable, TABLE_END, TABLE_START, withTable } from './table';

describe('the README conformance table', () => {
  const report = summarize([
    { file: 'search/1.yml', test: 'a', directory: 'search', status: 'passed' },
    { file: 'search/1.yml', test: 'b', directory: 'search', status: 'failed', detail: 'x' },
    { file: 'bulk/1.yml', test: 'c', directory: 'bulk', status: 'skipped', detail: 'y' },
  ]);

  it('lists passed/failed/skipped per directory, sorted, with the total', () => {
    const table = renderTable(report);
    expect(table).toContain('**1 passed, 1 failed, 1 skipped** of 3 tests (50% of those run pass).');
    expect(table.indexOf('| `bulk` | 0 | 0 | 1 |')).toBeLessThan(table.indexOf('| `search` | 1 | 1 | 0 |'));
    expect(table).toContain('| **total** | **1** | **1** | **1** |');
  });

  it('replaces only the generated section of the README', () => {
    const readme = `before\n${TABLE_START}\nold\n${TABLE_END}\nafter\n`;
    expect(withTable(readme, 'new')).toBe(`before\n${TABLE_START}\nnew\n${TABLE_END}\nafter\n`);
    expect(() => withTable('no markers', 'new')).toThrow(/no <!-- conformance-table:start/);
  });
});

import { describe, expect, it } from 'vitest';
import { testEngine } from '../test-support/engine-harness';

describe('_cat/aliases, _cat/health, _cat/count', () => {
  it('prints aliases as ES does: columns padded but the last, v, h by alias, s, help and format=json', async () => {
    const { req } = testEngine();
    await req('PUT', '/test_index', { aliases: { test_alias: {}, my_alias: { filter: { term: { a: 'b' } }, index_routing: 'ir', search_routing: 'sr1,sr2' } } });
    await req('PUT', '/other_index', { aliases: { other_alias: {} } });
    expect((await req('GET', '/_cat/aliases?v')).body).toBe(
      'alias       index       filter routing.index routing.search\n' +
      'other_alias other_index -      -             -\n' +
      'my_alias    test_index  *      ir            sr1,sr2\n' +
      'test_alias  test_index  -      -             -\n',
    );
    expect((await req('GET', '/_cat/aliases?h=a,i&s=i:desc,a')).body).toBe('my_alias    test_index\ntest_alias  test_index\nother_alias other_index\n');
    expect((await req('GET', '/_cat/aliases/test_*?format=json')).body).toEqual([
      { alias: 'test_alias', index: 'test_index', filter: '-', 'routing.index': '-', 'routing.search': '-' },
    ]);
    expect((await req('GET', '/_cat/aliases?help')).body).toBe(
      'alias          | a                | alias name\n' +
      'index          | i,idx            | index alias points to\n' +
      'filter         | f,fi             | filter\n' +
      'routing.index  | ri,routingIndex  | index routing\n' +
      'routing.search | rs,routingSearch | search routing\n',
    );
    const badSort = await req('GET', '/_cat/aliases?s=nope');
    expect(badSort.status).toBe(500);
  });

  it('prints health and count with right-aligned numbers and the timestamp columns unless ts=false', async () => {
    const { req } = testEngine(Date.UTC(2020, 0, 2, 3, 4, 5));
    await req('PUT', '/c', { settings: { number_of_shards: 2, number_of_replicas: 0 } });
    await req('PUT', '/c/_doc/1?refresh=true', { a: 1 });
    expect((await req('GET', '/_cat/health?ts=false&v')).body).toBe(
      'cluster   status node.total node.data shards pri relo init unassign pending_tasks max_task_wait_time active_shards_percent\n' +
      'searchpad green           1         1      2   2    0    0        0             0                  -                100.0%\n',
    );
    expect((await req('GET', '/_cat/count/c')).body).toBe('1577934245 03:04:05 1\n');
    expect((await req('GET', '/_cat/count?h=dc&v')).body).toBe('dc\n 1\n');
  });
});

describe('_cat/templates', () => {
  it('prints each template with its patterns, order and version, filtered by name and sorted by any column', async () => {
    const { req } = testEngine();
    await req('PUT', '/_template/test', { order: 0, index_patterns: ['t*'] });
    await req('PUT', '/_template/test_1', { order: 2, version: 1, index_patterns: ['te*', 'tea*'] });
    await req('PUT', '/_template/other', { order: 1, version: 3, index_patterns: 'o*' });
    expect((await req('GET', '/_cat/templates?v')).body).toBe(
      'name   index_patterns order version\n' +
      'other  [o*]           1     3\n' +
      'test   [t*]           0     \n' +
      'test_1 [te*, tea*]    2     1\n',
    );
    expect((await req('GET', '/_cat/templates/test*?h=n,o&s=o:desc')).body).toBe('test_1 2\ntest   0\n');
    expect((await req('GET', '/_cat/templates?help')).body).toBe(
      'name           | n | template name\n' +
      'index_patterns | t | template index patterns\n' +
      'order          | o | template application order number\n' +
      'version        | v | version\n',
    );
  });
});

describe('_cat/indices', () => {
  it('sorts by any column, shows a closed index without counts, and prints sizes in the bytes unit asked for', async () => {
    const { req } = testEngine();
    for (const name of ['foo', 'bar', 'baz']) await req('PUT', `/${name}`, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    await req('POST', '/bar/_close');
    expect((await req('GET', '/_cat/indices?h=status,index&s=status,index:desc')).body).toBe('close bar\nopen  foo\nopen  baz\n');
    const closed = (await req('GET', '/_cat/indices/bar?h=health,status,index,pri,rep,docs.count&format=json')).body;
    expect(closed).toEqual([{ health: '', status: 'close', index: 'bar', pri: '', rep: '', 'docs.count': '' }]);
    await req('PUT', '/foo/_doc/1?refresh=true', { text: 'x'.repeat(3000) });
    expect((await req('GET', '/_cat/indices/foo?h=ss&bytes=kb')).body).toBe('2\n');
    expect((await req('GET', '/_cat/indices?help')).body).toMatch(/^health {15}\| h {30}\| current health status\n/);
  });
});

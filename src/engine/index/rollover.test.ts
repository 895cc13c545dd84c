import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { byteSizeText, nextRolloverName, parseByteSize, timeValueText } from './rollover';

describe('rollover', () => {
  it('names the next index from the provided name, and prints conditions as ES does', () => {
    expect(nextRolloverName('logs-1')).toBe('logs-000002');
    expect(nextRolloverName('logs-000009')).toBe('logs-000010');
    expect(nextRolloverName('<logs-{now/d}-1>')).toBe('<logs-{now/d}-000002>');
    expect(() => nextRolloverName('logs')).toThrow("index name [logs] does not match pattern '^.*-\\d+$'");
    expect(byteSizeText(parseByteSize('100mb', 'max_size'))).toBe('100mb');
    expect(byteSizeText(parseByteSize('1536kb', 'max_size'))).toBe('1.5mb');
    expect(byteSizeText(10)).toBe('10b');
    expect(timeValueText(7 * 86_400_000)).toBe('7d');
    expect(timeValueText(90 * 60_000)).toBe('1.5h');
  });

  it('moves the alias, or makes the new index the write index when the old one was explicitly', async () => {
    const { req } = testEngine();
    await req('PUT', '/a-1', { aliases: { plain: {} } });
    await req('PUT', '/b-1', { aliases: { w: { is_write_index: true } } });
    const plain = await req('POST', '/plain/_rollover', { conditions: { max_age: '0ms' } });
    expect(plain.body).toEqual({
      acknowledged: true, shards_acknowledged: true, old_index: 'a-1', new_index: 'a-000002', rolled_over: true, dry_run: false,
      conditions: { '[max_age: 0s]': true },
    });
    const aliases = (await req('GET', '/_alias/plain')).body as AnyBody;
    expect(Object.keys(aliases)).toEqual(['a-000002']);
    await req('POST', '/w/_rollover/b-next', {});
    const w = (await req('GET', '/_alias/w')).body as AnyBody;
    expect(w['b-1'].aliases.w.is_write_index).toBe(false);
    expect(w['b-next'].aliases.w.is_write_index).toBe(true);
    // b-next does not end in a number: no name can be made from it.
    const unnamed = await req('POST', '/w/_rollover', {});
    expect((unnamed.body as AnyBody).error.reason).toBe("index name [b-next] does not match pattern '^.*-\\d+$'");
    const dry = (await req('POST', '/plain/_rollover?dry_run=true', { conditions: { max_docs: 1 } })).body as AnyBody;
    expect([dry.acknowledged, dry.rolled_over, dry.dry_run, dry.new_index, dry.conditions]).toEqual([false, false, true, 'a-000003', { '[max_docs: 1]': false }]);
    expect((await req('HEAD', '/a-000003')).status).toBe(404);
  });

  it("answers ES's errors", async () => {
    const { req } = testEngine();
    await req('PUT', '/idx-1', {});
    expect(((await req('POST', '/nope/_rollover', {})).body as AnyBody).error.reason).toBe('source alias does not exist');
    expect(((await req('POST', '/idx-1/_rollover', {})).body as AnyBody).error.reason).toBe('source alias is a concrete index');
    await req('POST', '/_aliases', { actions: [{ add: { index: 'idx-1', alias: 'al' } }] });
    const bad = await req('POST', '/al/_rollover', { conditions: { max_foo: 1 } });
    expect((bad.body as AnyBody).error.reason).toBe('[conditions] unknown field [max_foo], parser not found');
    const size = await req('POST', '/al/_rollover', { conditions: { max_size: '12' } });
    expect((size.body as AnyBody).error.type).toBe('parse_exception');
  });
});

import { describe, expect, it } from 'vitest';
import type { IndexService } from '../index/index-service';
import { perIndex } from './per-index';

describe('perIndex', () => {
  it('computes once per index, whatever the order of the asks', () => {
    const a = { name: 'a' } as IndexService;
    const b = { name: 'b' } as IndexService;
    const calls: string[] = [];
    const of = perIndex((index) => {
      calls.push(index.name);
      return index.name === 'a' ? undefined : index.name.toUpperCase();
    });
    expect([of(a), of(a), of(b), of(a), of(b), of(b)]).toEqual([undefined, undefined, 'B', undefined, 'B', 'B']);
    expect(calls).toEqual(['a', 'b']);
  });
});

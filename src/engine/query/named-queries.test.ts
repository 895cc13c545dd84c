import { describe, expect, it } from 'vitest';
import { javaHashMapOrder, javaStringHash, queryNameOf } from './named-queries';

describe('named queries', () => {
  it('hashes strings as Java does', () => {
    expect(javaStringHash('Aa')).toBe(2112);
    expect(javaStringHash('BB')).toBe(2112);
    expect(javaStringHash('hello world, a long string')).toBe(javaStringHash('hello world, a long string'));
    expect(javaStringHash('polygenelubricants')).toBe(-2147483648);
  });

  // Expected orders printed by OpenJDK's HashMap through the same copies (query map, ParsedQuery's copy, the
  // fetch phase's copy, then putAll of the post_filter's).
  it('iterates names in java.util.HashMap order', () => {
    expect(javaHashMapOrder(['second', 'first', 'Aa', 'BB'], [])).toEqual(['Aa', 'BB', 'first', 'second']);
    expect(javaHashMapOrder(['h', 'w'], ['post'])).toEqual(['h', 'post', 'w']);
    expect(javaHashMapOrder([], ['z', 'y', 'x'])).toEqual(['x', 'y', 'z']);
    const many = [...Array.from({ length: 15 }, (_, i) => `n${i}`), 'zz', '__proto__', 'constructor'];
    expect(javaHashMapOrder(many, ['p1', 'p2', 'p3'])).toEqual(
      'zz,__proto__,p1,n0,p2,n1,p3,n2,n3,n4,n5,n6,constructor,n7,n8,n9,n10,n12,n11,n14,n13'.split(','),
    );
  });

  it('reads _name beside the members or in the field object', () => {
    expect(queryNameOf({ must: [], _name: 'b' })).toBe('b');
    expect(queryNameOf({ t: { query: 'x', _name: 'f' } })).toBe('f');
    expect(queryNameOf({ t: { query: 'x', _name: 'f' }, boost: 2 })).toBe('f');
    expect(queryNameOf({ t: 'x' })).toBeUndefined();
    expect(queryNameOf({ t: { query: 'x', __proto__: { _name: 'inherited' } } })).toBeUndefined();
  });
});

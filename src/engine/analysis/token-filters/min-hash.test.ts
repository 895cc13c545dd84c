import { describe, expect, it } from 'vitest';
import { minHashFilter } from './min-hash';
import { charTokenizer } from '../tokenizers/char-tokenizer';
import { isJavaWhitespace } from '../java-chars';
import { murmur3X64_128 } from '../../util/murmur3-x64-128';
import type { Token } from '../token';

const TEXTS = ['the quick brown fox', 'a', 'jumps over the lazy dog again and again', 'été \u{1F600} x\ud800y'];

/**
 * Lucene's MinHashFilter over a whitespace tokenizer, for each configuration (hash_count, bucket_count,
 * hash_set_size, with_rotation as 1/0) and text (by index): the number of tokens, Java's String.hashCode of
 * every token's term + increment + end offset run together, and the first six tokens (term as UTF-16 units in
 * hex / increment / offsets).
 */
const LUCENE = `
1,512,1,1|0|512|-1830019934|57ec5b1fefb0eb289a7e285d953f4202/1/0-19 57ec5b1fefb0eb289a7e285d953f4202/0/0-19 57ec5b1fefb0eb289a7e285d953f4202/0/0-19 57ec5b1fefb0eb289a7e285d953f4202/0/0-19 57ec5b1fefb0eb289a7e285d953f4202/0/0-19 57ec5b1fefb0eb289a7e285d953f4202/0/0-19
1,512,1,1|1|512|-1256176417|240b4bcdec281c0295b4fb6f7aa88a0d/1/0-1 240b4bcdec281c0295b4fb6f7aa88a0d/0/0-1 240b4bcdec281c0295b4fb6f7aa88a0d/0/0-1 240b4bcdec281c0295b4fb6f7aa88a0d/0/0-1 240b4bcdec281c0295b4fb6f7aa88a0d/0/0-1 240b4bcdec281c0295b4fb6f7aa88a0d/0/0-1
1,512,1,1|2|512|1511252792|495cb2d45205b195ef0ed2aa3c78f487/1/0-39 495cb2d45205b195ef0ed2aa3c78f487/0/0-39 495cb2d45205b195ef0ed2aa3c78f487/0/0-39 495cb2d45205b195ef0ed2aa3c78f487/0/0-39 495cb2d45205b195ef0ed2aa3c78f487/0/0-39 495cb2d45205b195ef0ed2aa3c78f487/0/0-39
1,512,1,1|3|512|-885992206|2be32053f5939443422cc04282abb1ef/1/0-10 2be32053f5939443422cc04282abb1ef/0/0-10 2be32053f5939443422cc04282abb1ef/0/0-10 2be32053f5939443422cc04282abb1ef/0/0-10 2be32053f5939443422cc04282abb1ef/0/0-10 2be32053f5939443422cc04282abb1ef/0/0-10
3,8,2,0|0|12|251067458|0000000057ec5b1fefb0eb289a7e285d/1/0-19 00000000892abc4e73d99a69757ae3f3/0/0-19 00000000d1847fdf634ebbd100c24cf4/0/0-19 00000000d5cdcf7d49ed136ebb90800b/0/0-19 0000000178e26b168f9ba51d9261ca17/0/0-19 00000001aa20cc4513c4545e6d5e85ae/0/0-19
3,8,2,0|1|3|987648723|00000000240b4bcdec281c0295b4fb6f/1/0-1 0000000145015bc48c12d5f78d989d29/0/0-1 000000025ed0745acf465af298fdb245/0/0-1
3,8,2,0|2|19|-1017839805|00000000495cb2d45205b195ef0ed2aa/1/0-39 0000000082b6fc23a3aaf40882dd5297/0/0-39 000000008df23ddf9b6bdc895cd161be/0/0-39 00000000bce4dcfa051e32c013019e7d/0/0-39 00000000d5cdcf7d49ed136ebb90800b/0/0-39 00000000f823f63d1403172d33719a68/0/0-39
3,8,2,0|3|9|1319204417|000000002be32053f5939443422cc042/1/0-10 0000000057ab0555d2465e5867238876/0/0-10 00000000737e14dd44c2cefe7dd41a5b/0/0-10 000000014cd9304a957e4e383a1061fc/0/0-10 0000000178a1154c7231184d5f072a30/0/0-10 00000001947424d3e4ad88f375b7bc15/0/0-10
2,4,1,1|0|8|-948544967|0000000057ec5b1fefb0eb289a7e285d/1/0-19 0000000057ec5b1fefb0eb289a7e285d/0/0-19 00000000892abc4e73d99a69757ae3f3/0/0-19 00000000d1847fdf634ebbd100c24cf4/0/0-19 0000000178e26b168f9ba51d9261ca17/0/0-19 0000000178e26b168f9ba51d9261ca17/0/0-19
2,4,1,1|1|8|780734635|00000000240b4bcdec281c0295b4fb6f/1/0-1 00000000240b4bcdec281c0295b4fb6f/0/0-1 00000000240b4bcdec281c0295b4fb6f/0/0-1 00000000240b4bcdec281c0295b4fb6f/0/0-1 0000000145015bc48c12d5f78d989d29/0/0-1 0000000145015bc48c12d5f78d989d29/0/0-1
2,4,1,1|2|8|-281047424|00000000495cb2d45205b195ef0ed2aa/1/0-39 00000000495cb2d45205b195ef0ed2aa/0/0-39 0000000082b6fc23a3aaf40882dd5297/0/0-39 00000000d5cdcf7d49ed136ebb90800b/0/0-39 00000001191a0633b3edd1222b553c22/0/0-39 000000016a52c2caf1f06b8ae6f27464/0/0-39
2,4,1,1|3|8|1429398770|000000002be32053f5939443422cc042/1/0-10 0000000057ab0555d2465e5867238876/0/0-10 000000002be32053f5939443422cc042/0/0-10 000000002be32053f5939443422cc042/0/0-10 000000014cd9304a957e4e383a1061fc/0/0-10 000000014cd9304a957e4e383a1061fc/0/0-10
1,1,3,0|0|3|-167193457|57ec5b1fefb0eb289a7e285d953f4202/1/0-19 892abc4e73d99a69757ae3f3f6a6ceed/0/0-19 d1847fdf634ebbd100c24cf47185b086/0/0-19
1,1,3,0|1|1|-1990001540|240b4bcdec281c0295b4fb6f7aa88a0d/1/0-1
1,1,3,0|2|3|-1257158889|495cb2d45205b195ef0ed2aa3c78f487/1/0-39 82b6fc23a3aaf40882dd5297094db849/0/0-39 8df23ddf9b6bdc895cd161be702526db/0/0-39
1,1,3,0|3|3|1522624359|2be32053f5939443422cc04282abb1ef/1/0-10 57ab0555d2465e586723887686795d08/0/0-10 737e14dd44c2cefe7dd41a5b429b1de6/0/0-10
4,16,1,0|0|13|-499875879|0000000057ec5b1fefb0eb289a7e285d/1/0-19 00000000892abc4e73d99a69757ae3f3/0/0-19 00000000d1847fdf634ebbd100c24cf4/0/0-19 0000000178e26b168f9ba51d9261ca17/0/0-19 00000001aa20cc4513c4545e6d5e85ae/0/0-19 00000001f27a8fd6033975c6f8a5eeae/0/0-19
4,16,1,0|1|4|911251750|00000000240b4bcdec281c0295b4fb6f/1/0-1 0000000145015bc48c12d5f78d989d29/0/0-1 000000025ed0745acf465af298fdb245/0/0-1 00000003bd9a363bea559644431f93de/0/0-1
4,16,1,0|2|26|1952805080|00000000495cb2d45205b195ef0ed2aa/1/0-39 0000000082b6fc23a3aaf40882dd5297/0/0-39 0000000099006b32c18ee3d0b484f982/0/0-39 00000000bce4dcfa051e32c013019e7d/0/0-39 00000000d5cdcf7d49ed136ebb90800b/0/0-39 00000000f823f63d1403172d33719a68/0/0-39
4,16,1,0|3|12|-1745964491|000000002be32053f5939443422cc042/1/0-10 0000000057ab0555d2465e5867238876/0/0-10 00000000737e14dd44c2cefe7dd41a5b/0/0-10 000000014cd9304a957e4e383a1061fc/0/0-10 0000000178a1154c7231184d5f072a30/0/0-10 00000001947424d3e4ad88f375b7bc15/0/0-10
`;

const javaHash = (s: string) => {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
};
const hex = (term: string) => [...Array(term.length).keys()].map((i) => term.charCodeAt(i).toString(16).padStart(4, '0')).join('');

function run(cfg: number[], text: string): Token[] {
  const tokens = charTokenizer((cp) => !isJavaWhitespace(cp), 255)(text);
  const filter = minHashFilter({ hash_count: cfg[0], bucket_count: cfg[1], hash_set_size: cfg[2], with_rotation: cfg[3] === 1 });
  return filter(tokens, { endPositionIncrement: 0, finalOffset: text.length });
}

describe('min_hash (Lucene 7.7 MinHashFilter)', () => {
  it('gives the same tokens as Lucene, bit for bit', () => {
    const rows = LUCENE.trim().split('\n');
    expect(rows.length).toBe(20);
    for (const row of rows) {
      const [cfg, textIndex, count, hash, first] = row.split('|');
      const out = run(cfg.split(',').map(Number), TEXTS[Number(textIndex)]);
      const seen = out.slice(0, 6).map((t) => `${hex(t.term)}/${t.positionIncrement}/${t.startOffset}-${t.endOffset}`).join(' ');
      expect({ row: cfg + '|' + textIndex, count: out.length, hash: javaHash(out.map((t) => t.term + t.positionIncrement + t.endOffset).join('')), first: seen })
        .toEqual({ row: cfg + '|' + textIndex, count: Number(count), hash: Number(hash), first });
      expect(out.every((t) => t.type === 'MIN_HASH' && t.positionLength === 1)).toBe(true);
    }
  });

  it('hashes as MurmurHash3 x64 128 does (the reference vectors of the empty input and of "hello")', () => {
    const h = murmur3X64_128(new Uint8Array(0));
    expect([h.low, h.high]).toEqual([0n, 0n]);
    const hello = murmur3X64_128(new TextEncoder().encode('hello'));
    expect(hello.low.toString(16)).toBe('cbd8a7b341bd9b02');
    expect(hello.high.toString(16)).toBe('5b1e906a48ae1d19');
  });

  it('reads its settings as Lucene does and checks them when the chain runs', () => {
    expect(() => minHashFilter({ hash_count: 'x' })).toThrow('For input string: "x"');
    const zero = minHashFilter({ bucket_count: 0 });
    expect(() => zero([], { endPositionIncrement: 0, finalOffset: 0 })).toThrow('bucketCount must be greater than zero');
    expect(run([1, 512, 1, 1], '')).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazySnowballSource } from '../../scripts/lazy-snowball';

const require = createRequire(import.meta.url);
const file = require.resolve('snowball-stemmers');
const original = readFileSync(file, 'utf8');

type Lib = { newStemmer(lng: string): { stem(w: string): string }; algorithms(): string[] };

/** Evaluates a CommonJS source as the bundler does (an `exports` object, `this` the module), with `defineProperty` counted. */
function evaluate(code: string) {
  const exports = {} as Lib;
  let definitions = 0;
  const defineProperty = (o: object, k: PropertyKey, d: PropertyDescriptor) => (definitions++, Object.defineProperty(o, k, d));
  const counting = new Proxy(Object, { get: (target, key) => (key === 'defineProperty' ? defineProperty : Reflect.get(target, key)) });
  new Function('exports', 'Object', code).call(exports, exports, counting);
  return { lib: exports, definitions: () => definitions };
}

describe('the page build runs the snowball-stemmers factory on first use', () => {
  it('defines nothing until a stemmer is asked for, then stems as the package does', () => {
    const eager = evaluate(original);
    const lazy = evaluate(lazySnowballSource(original));
    expect(eager.definitions()).toBeGreaterThan(100);
    expect(lazy.definitions()).toBe(0);
    const words = ['running', 'generalizations', 'connected', 'hopeful', 'maisons', 'Häuser', 'быстрые'];
    for (const lng of ['english', 'porter', 'french', 'german', 'russian']) {
      const a = eager.lib.newStemmer(lng);
      const b = lazy.lib.newStemmer(lng);
      for (const w of words) expect(b.stem(w)).toBe(a.stem(w));
    }
    expect(lazy.definitions()).toBeGreaterThan(100);
    expect(lazy.lib.algorithms()).toEqual(eager.lib.algorithms());
  });

  it('refuses a source whose header it does not know, rather than build it eagerly unnoticed', () => {
    expect(() => lazySnowballSource(original.replace('factory(exports);', 'factory(exports );'))).toThrow(/not the one/);
  });
});

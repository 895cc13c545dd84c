/**
 * Builds the page's engine with the snowball-stemmers package's factory run on first use instead of when the
 * engine's chunk is evaluated. perf: that factory defines two dozen stemmer classes with all their tables; it was
 * about half of the chunk's evaluation (10–20 ms in a fresh worker, on every reload's path to its first answer),
 * while most indices never ask for a Snowball stemmer. The package is UMD: its CommonJS branch calls
 * `factory(exports)` at once; here that branch hands out `newStemmer` and `algorithms` that call the factory the
 * first time either is called. Node (the server, the tests) loads the package as it is.
 */
import type { Plugin } from 'vite';

const PACKAGE_FILE = /[\\/]node_modules[\\/]snowball-stemmers[\\/]snowball-stemmers\.js$/;

/** The CommonJS branch of the package's UMD header, as 0.6.0 writes it. */
const EAGER = `} else if (typeof exports !== "undefined") {
        factory(exports);
    }`;

const LAZY = `} else if (typeof exports !== "undefined") {
        var lib;
        var load = function () {
            if (!lib) {
                lib = {};
                factory(lib);
            }
            return lib;
        };
        exports.newStemmer = function (lng) { return load().newStemmer(lng); };
        exports.algorithms = function () { return load().algorithms(); };
    }`;

/** The package's source with its factory made lazy; throws when the header is not the one expected (a new version). */
export function lazySnowballSource(code: string): string {
  const at = code.indexOf(EAGER);
  if (at < 0 || code.indexOf(EAGER, at + 1) >= 0) throw new Error('snowball-stemmers: its UMD header is not the one lazy-snowball.ts rewrites (a new version?)');
  return code.slice(0, at) + LAZY + code.slice(at + EAGER.length);
}

export function lazySnowball(): Plugin {
  return {
    name: 'searchpad-lazy-snowball',
    apply: 'build',
    transform(code, id) {
      return PACKAGE_FILE.test(id.split('?')[0]) ? { code: lazySnowballSource(code), map: null } : null;
    },
  };
}

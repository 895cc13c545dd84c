import { createEngine, type Engine } from '../index';

/** A deterministic engine (fixed clock that tests can advance) and a terse request helper. */
export function testEngine(start = 1_600_000_000_000) {
  let now = start;
  const engine: Engine = createEngine({ clock: () => now });
  const req = async (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
  return {
    engine,
    req,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The body of a response, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBody = any;

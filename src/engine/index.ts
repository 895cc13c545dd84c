export type { Engine, EngineRequest, EngineResponse } from './types';
import type { Engine } from './types';

export interface EngineOptions {
  /** Milliseconds since the epoch; injected so tests are deterministic. */
  clock?: () => number;
  /** Seeded randomness for ids and uuids. */
  random?: () => number;
}

/** TEMPORARY stub until the REST layer lands (being written now). */
export function createEngine(_options: EngineOptions = {}): Engine {
  return {
    async request(req) {
      return { status: 400, body: { error: `no handler found for uri [${req.path}] and method [${req.method}]`, status: 400 } };
    },
  };
}

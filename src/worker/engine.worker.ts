/// <reference lib="webworker" />
import { createEngine } from '../engine/index';
import { serveEngine } from './serve-engine';

// The engine lives here, never on the main thread. In-memory for now; IndexedDB persistence is issue 6.
serveEngine(createEngine(), self as unknown as Parameters<typeof serveEngine>[1]);

#!/usr/bin/env node
// `npx searchpad serve [--port 9200] [--data DIR] [--cors-origin ORIGIN]`: the engine over HTTP (TypeScript run through tsx; see src/server/cli.ts).
import { register } from 'tsx/esm/api';

register();
await import('../src/server/cli.ts');

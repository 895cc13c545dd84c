#!/usr/bin/env node
// `npx searchpad serve [--port 9200] [--data DIR]`: the engine over HTTP (TypeScript run through tsx).
import { register } from 'tsx/esm/api';

register();
await import('../src/server/cli.ts');

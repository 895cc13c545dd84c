/** `npm run docs:graph`: redraws the import graph in docs/ARCHITECTURE.md from src/'s imports (dependency-cruiser). */
import { readFileSync, writeFileSync } from 'node:fs';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { CRUISE_OPTIONS } from '../test/architecture/dependency-rules.ts';
import { importGraph, withGraph } from '../test/architecture/import-graph.ts';

const FILE = 'docs/ARCHITECTURE.md';
const result = (await cruise(['src'], { ...CRUISE_OPTIONS })).output as ICruiseResult;
writeFileSync(FILE, withGraph(readFileSync(FILE, 'utf8'), importGraph(result)));
console.log(`${FILE}: import graph redrawn`);

import { existsSync, readdirSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.ts';
import { startHttpServer } from '../../src/server/http-server';
import { loadApiSpecs } from './api-specs';
import { httpEngine } from './http-engine';
import { parseYamlFile, runTest, type ConformanceEngine } from './runner';
import { skipReason } from './skip-list';
import { describeWithShared } from '../support/shared-data';

const root = resolve(process.cwd(), '../shared/conformance');

function yamlFiles(): string[] {
  const files: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const f of readdirSync(p).sort()) walk(resolve(p, f));
    else if (p.endsWith('.yml')) files.push(p);
  };
  for (const d of ['yaml', 'supplement/opensearch/yaml']) if (existsSync(resolve(root, d))) walk(resolve(root, d));
  return files;
}

async function outcomes(engineFor: () => Promise<ConformanceEngine>) {
  const specs = loadApiSpecs(resolve(root, 'api'));
  const out: Record<string, string> = {};
  for (const file of yamlFiles()) {
    const label = relative(root, file).replace(/^yaml\//, '');
    const yf = parseYamlFile(file, label);
    for (const test of yf.tests) {
      if (skipReason(label, test.name)) continue;
      out[`${label}::${test.name}`] = (await runTest(yf, test, await engineFor(), specs)).status;
    }
  }
  return out;
}

describeWithShared(['conformance/yaml', 'conformance/api'], 'YAML conformance through the HTTP server', () => {
  it('gives the same results as in-process', async () => {
    const inProcess = await outcomes(async () => createEngine({ clock: () => Date.now() }));
    const server = await startHttpServer(createEngine(), { port: 0 });
    try {
      const remote = httpEngine(server.url);
      const overHttp = await outcomes(async () => {
        await remote.reset();
        return remote;
      });
      expect(overHttp).toEqual(inProcess);
      expect(Object.values(inProcess).filter((s) => s === 'passed').length).toBeGreaterThan(30);
    } finally {
      await server.close();
    }
  });
});

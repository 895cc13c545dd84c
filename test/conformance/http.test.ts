import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.ts';
import { startHttpServer } from '../../src/server/http-server';
import { loadApiSpecs } from './api-specs';
import { httpEngine } from './http-engine';
import { apisCalled, parseYamlFile, runTest, type ConformanceEngine, type YamlFile } from './runner';
import { skipReason } from './skip-list';
import { CI_TARGETS, CONFORMANCE_ROOT, labelOf, yamlFilesUnder } from './suite-files';
import { describeWithShared } from '../support/shared-data';

/** Every test CI runs (the whole suite and the supplement) with its outcome, through the given engines. */
async function outcomes(engineFor: () => Promise<ConformanceEngine>) {
  const specs = loadApiSpecs(resolve(CONFORMANCE_ROOT, 'api'));
  const out: Record<string, string> = {};
  for (const file of yamlFilesUnder(CI_TARGETS.map((t) => resolve(CONFORMANCE_ROOT, t)))) {
    const label = labelOf(file);
    let yf: YamlFile;
    try {
      yf = parseYamlFile(file, label);
    } catch (e) {
      out[`${label}::(file)`] = `failed: ${(e as Error).message}`;
      continue;
    }
    for (const test of yf.tests) {
      if (skipReason(label, apisCalled(yf, test))) continue;
      const o = await runTest(yf, test, await engineFor(), specs);
      out[`${label}::${test.name}`] = o.status;
    }
  }
  return out;
}

describeWithShared(['conformance/suite', 'conformance/api'], 'YAML conformance through the HTTP server', () => {
  it('gives the same results as in-process on the whole suite', async () => {
    const inProcess = await outcomes(async () => createEngine({ clock: () => Date.now() }));
    const server = await startHttpServer(createEngine(), { port: 0 });
    try {
      const remote = httpEngine(server.url);
      const overHttp = await outcomes(async () => {
        await remote.reset();
        return remote;
      });
      expect(overHttp).toEqual(inProcess);
      expect(Object.values(inProcess).filter((s) => s === 'passed').length).toBeGreaterThan(150);
    } finally {
      await server.close();
    }
  }, 120_000);
});

/**
 * The reference data beside the repository (`../shared`: Lucene goldens, documented examples, the YAML suite).
 * A suite that needs it goes through `describeWithShared`: without the data it is registered as skipped under a
 * name the shared-data reporter counts, so `npm test` says loudly what it did not run; under `CI=true` the file
 * fails instead, since a CI run without the references proves nothing about fidelity.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe } from 'vitest';

/** `../shared`; SEARCHPAD_SHARED_DIR points elsewhere (a missing directory shows what a checkout without it does). */
export const SHARED_DIR = resolve(process.cwd(), process.env.SEARCHPAD_SHARED_DIR ?? '../shared');

/** The first words of every suite skipped for want of ../shared (the reporter counts suites by it). */
export const NEEDS_SHARED = 'NOT RUN, needs ../shared/';

/** Absolute path of `rel` under ../shared. */
export const sharedPath = (rel: string) => resolve(SHARED_DIR, rel);

/** The first of `files` (relative to ../shared) that is missing; undefined when all are there. */
export const missingShared = (files: string[]) => files.find((f) => !existsSync(sharedPath(f)));

/**
 * `describe(name, fn)` when every file of `needs` (relative to ../shared) exists. Otherwise a skipped suite named
 * after the missing file, or, when the environment sets `CI`, an error at collection that fails the run.
 */
export function describeWithShared(needs: string[], name: string, fn: () => void | Promise<void>) {
  const missing = missingShared(needs);
  if (missing === undefined) return describe(name, fn);
  if (process.env.CI && process.env.CI !== 'false') throw new Error(`CI: ../shared/${missing} is missing, so '${name}' cannot run (clone the shared data beside the repository)`);
  return describe.skip(`${NEEDS_SHARED}${missing}: ${name}`, () => {});
}

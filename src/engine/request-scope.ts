import type { Mutation } from './storage/snapshot-store';
import type { Cooperation } from './util/cooperation';
import type { VersionProfile } from './types';

/**
 * One request's scope, made for it and dropped after its answer (ES's task and thread context): what it
 * changes, how it yields, what it warns about, and which response shapes it answers with.
 */
export interface RequestScope {
  /** Writes of the request, committed to the store before it is acknowledged. */
  mutations: Mutation[];
  /** Its yield points and whether it was cancelled. */
  task: Cooperation;
  /** Deprecation warnings it raised (ES's response headers of the thread context). */
  deprecations: Set<string>;
  /** The response shapes it answers with (see VersionProfile). */
  profile: VersionProfile;
}

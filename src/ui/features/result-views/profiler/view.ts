import type { ResultView } from '../result-view';
import { profiledShards } from './profile-tree';
import { ProfilerView } from './ProfilerView';

/** A search that asked for `"profile": true`: its profile comes first. */
export const profilerView: ResultView = {
  id: 'profile',
  title: 'Search Profiler',
  appliesTo: (_request, response) => profiledShards(response.body) !== undefined,
  View: ProfilerView,
};

import type { Route } from './rest-types';

/** Routes of the search APIs (_search, _count, _explain): filled in by the search work (issue 4). */
export const SEARCH_ROUTES: Route[] = [];

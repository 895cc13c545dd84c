import type { Route } from './rest-types';

/** Routes of the term vectors APIs (_termvectors, _mtermvectors): filled in by issue 3. */
export const TERMVECTORS_ROUTES: Route[] = [];

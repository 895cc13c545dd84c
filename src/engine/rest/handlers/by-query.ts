import { notSupportedYet } from '../../errors/not-supported-yet';
import type { Handler } from '../rest-types';

/**
 * The reindex module's APIs. Until each is built it is answered with a 400 naming it: never mistaken for an
 * index request (`POST /p/_doc/_update_by_query` used to index a document with id `_update_by_query`).
 */
export const deleteByQueryHandler: Handler = () => {
  throw notSupportedYet('API', '_delete_by_query');
};

export const updateByQueryHandler: Handler = () => {
  throw notSupportedYet('API', '_update_by_query');
};

export const reindexHandler: Handler = () => {
  throw notSupportedYet('API', '_reindex');
};

/** Rethrottling needs a running task: the tasks API is out of the product, and every request here runs to completion. */
export const rethrottleHandler: Handler = () => {
  throw notSupportedYet('API', '_rethrottle');
};

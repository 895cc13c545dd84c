import { executePainless } from '../../search/painless-execute';
import type { Handler } from '../rest-types';

/** `scripts_painless_execute`: GET|POST /_scripts/painless/_execute. */
export const painlessExecuteHandler: Handler = (req, state, scope) => ({ status: 200, body: { result: executePainless(state, scope, req.body) } });

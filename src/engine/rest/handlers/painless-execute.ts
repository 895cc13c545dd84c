import { executePainless } from '../../search/painless-execute';
import { javaDoubleJson } from '../render/java-double';
import type { Handler } from '../rest-types';

/** `scripts_painless_execute`: GET|POST /_scripts/painless/_execute. */
export const painlessExecuteHandler: Handler = (req, state, scope) => {
  const { result, double } = executePainless(state, scope, req.body);
  const body: Record<string, unknown> = { result };
  if (double) javaDoubleJson(body, 'result');
  return { status: 200, body };
};

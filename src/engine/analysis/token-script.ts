import { illegalArgument } from '../errors/catalog';
import type { Token } from './token';

/**
 * The analysis scripts' compiler, installed by the engine when it starts (analysis sits below the script
 * layer, as ES's analysis-common module reaches its ScriptService through a holder set at start-up).
 */
export type TokenPredicate = (token: TokenView) => boolean;
export type TokenScriptCompiler = (script: unknown) => TokenPredicate;

/** ES's AnalysisPredicateScript.Token: what a script reads of a token. */
export interface TokenView {
  term: string;
  position: number;
  positionIncrement: number;
  positionLength: number;
  startOffset: number;
  endOffset: number;
  type: string;
  keyword: boolean;
}

let compiler: TokenScriptCompiler | undefined;

export function setTokenScriptCompiler(c: TokenScriptCompiler): void {
  compiler = c;
}

export function compileTokenScript(script: unknown, filterType: string): TokenPredicate {
  if (script === undefined || script === null) throw illegalArgument(`[script] is required for [${filterType}] token filters`);
  if (!compiler) throw illegalArgument(`scripts are not available to the [${filterType}] token filter`);
  return compiler(script);
}

/** The view of `t` at `position` (the sum of increments so far, from -1). */
export const tokenView = (t: Token, position: number): TokenView => ({
  term: t.term, position, positionIncrement: t.positionIncrement, positionLength: t.positionLength,
  startOffset: t.startOffset, endOffset: t.endOffset, type: t.type, keyword: t.keyword === true,
});

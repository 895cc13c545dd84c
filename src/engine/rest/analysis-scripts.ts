import { setTokenScriptCompiler, type TokenView } from '../analysis/token-script';
import { compileScript, parseScriptSpec } from '../script';

/**
 * Gives the analysis layer its script compiler (the condition and predicate_token_filter filters): a
 * Painless script in the `analysis` context, its `token` the token's view. Called once when the engine starts.
 */
export function installAnalysisScripts(): void {
  setTokenScriptCompiler((json) => {
    const compiled = compileScript(parseScriptSpec(json), { context: 'analysis' });
    return (token: TokenView) => compiled.evaluateToken!({ ...token }) === true;
  });
}

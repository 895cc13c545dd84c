import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { StreamEndState, TokenFilter } from '../analysis-chain';
import { settingBool, settingList } from '../settings';
import type { Token } from '../token';
import { compileTokenScript, tokenView } from '../token-script';
import { filtering } from './common';
import { removeDuplicatesFilter } from './keywords';

/** Resolves a filter name as the analyzer being built sees it (the index's filters, then the built-ins). */
export type FilterResolver = (name: string) => TokenFilter;

const runChain = (filters: readonly TokenFilter[], tokens: Token[], end: StreamEndState) => filters.reduce((ts, f) => f(ts, end), tokens);

/**
 * ES's multiplexer: each token goes through every listed chain (`filters`: entries of comma-separated
 * filter names) and, with `preserve_original` (default true), also stays as it was; all the results sit at
 * the token's position, and duplicates at one position are removed (RemoveDuplicatesTokenFilter).
 */
export function multiplexerFilter(conf: unknown, resolve: FilterResolver): TokenFilter {
  const entries = settingList(own(conf, 'filters'));
  if (entries === undefined) throw illegalArgument('[filters] must be set for the multiplexer token filter');
  const chains = entries.map((e) => e.split(',').map((n) => n.trim()).filter((n) => n !== '').map(resolve));
  const preserve = settingBool(own(conf, 'preserve_original'), true);
  return (tokens, end) => {
    const out: Token[] = [];
    for (const t of tokens) {
      const branches: Token[] = preserve ? [{ ...t }] : [];
      for (const chain of chains) branches.push(...runChain(chain, [{ ...t }], { endPositionIncrement: 0, finalOffset: end.finalOffset }));
      branches.forEach((b, i) => {
        b.positionIncrement = i === 0 ? t.positionIncrement : 0;
        out.push(b);
      });
    }
    return removeDuplicatesFilter(out, end);
  };
}

/** Positions as a script sees them: the running sum of increments, from -1. */
function withPositions(tokens: readonly Token[]): number[] {
  let pos = -1;
  return tokens.map((t) => (pos += t.positionIncrement));
}

/**
 * ES's condition filter (Lucene's ConditionalTokenFilter): the listed filters apply to the runs of
 * consecutive tokens for which the script is true; the other tokens pass untouched.
 */
export function conditionFilter(conf: unknown, resolve: FilterResolver): TokenFilter {
  const names = settingList(own(conf, 'filter'));
  if (names === undefined || names.length === 0) throw illegalArgument('Missing [filter] setting for condition token filter');
  const predicate = compileTokenScript(own(conf, 'script'), 'condition');
  const chain = names.map(resolve);
  return (tokens, end) => {
    const positions = withPositions(tokens);
    const out: Token[] = [];
    let run: Token[] = [];
    const flush = () => {
      if (run.length > 0) out.push(...runChain(chain, run, { endPositionIncrement: 0, finalOffset: end.finalOffset }));
      run = [];
    };
    tokens.forEach((t, i) => {
      if (predicate(tokenView(t, positions[i]))) run.push(t);
      else {
        flush();
        out.push(t);
      }
    });
    flush();
    return out;
  };
}

/** ES's predicate_token_filter: keeps the tokens for which the script is true (increments of the others passed on). */
export function predicateTokenFilter(conf: unknown): TokenFilter {
  const predicate = compileTokenScript(own(conf, 'script'), 'predicate_token_filter');
  return (tokens, end) => {
    const positions = withPositions(tokens);
    const keep = new Set(tokens.filter((t, i) => predicate(tokenView(t, positions[i]))));
    return filtering((t) => keep.has(t))(tokens, end);
  };
}

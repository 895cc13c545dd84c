import type { TokenFilter } from '../analysis-chain';

/**
 * Lucene's ClassicFilter, for the classic tokenizer's types: an <APOSTROPHE> token loses a final 's or 'S
 * (possessives), an <ACRONYM> token its dots.
 */
export const classicFilter: TokenFilter = (tokens) => {
  for (const t of tokens) {
    if (t.type === '<APOSTROPHE>' && t.term.length >= 2 && t.term[t.term.length - 2] === "'" && (t.term.endsWith('s') || t.term.endsWith('S'))) {
      t.term = t.term.slice(0, -2);
    } else if (t.type === '<ACRONYM>') t.term = t.term.replaceAll('.', '');
  }
  return tokens;
};

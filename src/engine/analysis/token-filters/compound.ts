import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import { settingBool, settingList } from '../settings';
import type { Token } from '../token';

const int = (v: unknown, def: number) => (v === undefined || v === null ? def : Number(v));

/**
 * dictionary_decompounder (Lucene 7.7's DictionaryCompoundWordTokenFilter): a word of `min_word_size` or
 * more is followed by every dictionary word found inside it (sizes `min_subword_size`..`max_subword_size`,
 * or only the longest at each start with `only_longest_match`), stacked on it with the word's offsets.
 */
export function dictionaryDecompounderFilter(conf: unknown, name: string): TokenFilter {
  const words = settingList(own(conf, 'word_list'));
  if (words === undefined) {
    if (own(conf, 'word_list_path') !== undefined) {
      throw illegalArgument(`IOException while reading word_list_path: ${String(own(conf, 'word_list_path'))} (files under the config directory do not exist in the browser; give [word_list] inline)`);
    }
    throw illegalArgument(`word_list must be provided for [${name}], either as a path to a file, or directly`);
  }
  const dict = new Set(words);
  const minWordSize = int(own(conf, 'min_word_size'), 5);
  const minSub = int(own(conf, 'min_subword_size'), 2);
  const maxSub = int(own(conf, 'max_subword_size'), 15);
  const onlyLongest = settingBool(own(conf, 'only_longest_match'), false);
  return (tokens) => {
    const out: Token[] = [];
    for (const t of tokens) {
      out.push(t);
      const len = t.term.length;
      if (len < minWordSize) continue;
      for (let i = 0; i <= len - minSub; i++) {
        let longest: string | undefined;
        for (let j = minSub; j <= maxSub && i + j <= len; j++) {
          const sub = t.term.slice(i, i + j);
          if (!dict.has(sub)) continue;
          if (onlyLongest) {
            if (longest === undefined || longest.length < j) longest = sub;
          } else out.push({ ...t, term: sub, positionIncrement: 0 });
        }
        if (onlyLongest && longest !== undefined) out.push({ ...t, term: longest, positionIncrement: 0 });
      }
    }
    return out;
  };
}

/** hyphenation_decompounder needs a hyphenation grammar file, which a browser has not got. */
export function hyphenationDecompounderFilter(conf: unknown): TokenFilter {
  const path = own(conf, 'hyphenation_patterns_path');
  if (path === undefined || path === null) throw illegalArgument('hyphenation_patterns_path is a required setting.');
  throw illegalArgument(`Exception while reading hyphenation_patterns_path: ${String(path)} (files under the config directory do not exist in the browser)`);
}

/**
 * common_grams (CommonGramsFilter): every token, and before a token that is or follows a common word the
 * bigram `previous_current` at the previous token's position (length 2, type "gram"). With `query_mode`
 * (CommonGramsQueryFilter) the unigrams a gram covers are dropped.
 */
export function commonGramsFilter(conf: unknown): TokenFilter {
  const words = settingList(own(conf, 'common_words'));
  if (words === undefined || words.length === 0) {
    if (own(conf, 'common_words_path') !== undefined) {
      throw illegalArgument(`IOException while reading common_words_path: ${String(own(conf, 'common_words_path'))} (files under the config directory do not exist in the browser; give [common_words] inline)`);
    }
    throw illegalArgument('missing or empty [common_words] or [common_words_path] configuration for common_grams token filter');
  }
  const ignoreCase = settingBool(own(conf, 'ignore_case'), false);
  const common = new Set(words.map((w) => (ignoreCase ? w.toLowerCase() : w)));
  const isCommon = (t: Token) => common.has(ignoreCase ? t.term.toLowerCase() : t.term);
  const queryMode = settingBool(own(conf, 'query_mode'), false);
  const grams: TokenFilter = (tokens) => {
    const out: Token[] = [];
    let prev: Token | undefined;
    let lastWasCommon = false;
    for (const t of tokens) {
      if (prev && (lastWasCommon || isCommon(t))) {
        out.push({ term: `${prev.term}_${t.term}`, positionIncrement: 0, positionLength: 2, startOffset: prev.startOffset, endOffset: t.endOffset, type: 'gram' });
      }
      out.push(t);
      prev = t;
      lastWasCommon = isCommon(t);
    }
    return out;
  };
  if (!queryMode) return grams;
  return (tokens, end) => {
    // CommonGramsQueryFilter: a token is kept unless the next one is a gram; a gram moves to its own position.
    const all = grams(tokens, end);
    const out: Token[] = [];
    let lastOutType: string | undefined;
    for (let i = 0; i < all.length; i++) {
      const t = all[i];
      const next = all[i + 1];
      if (next === undefined) {
        if (lastOutType === 'gram') break;
      } else if (next.type === 'gram') continue;
      out.push(t.type === 'gram' ? { ...t, positionIncrement: 1 } : t);
      lastOutType = t.type;
    }
    return out;
  };
}

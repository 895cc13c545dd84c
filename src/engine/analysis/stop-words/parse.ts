import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import { NAMED_STOP_WORDS } from './named';

/** A named list (`_french_`) stands for its words; any other entry is a word. */
function resolveNamed(entries: readonly string[]): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const named = NAMED_STOP_WORDS.get(e);
    if (named) out.push(...named);
    else out.push(e);
  }
  return out;
}

/**
 * ES 6.8's Analysis.parseStopWords: `stopwords` (`_none_`, a named list, or words and named lists, as an
 * array or a comma-separated string), else `stopwords_path` (a file under the config directory, which a
 * browser has not: refused as ES does a missing file), else the component's defaults.
 */
export function parseStopWords(conf: unknown, defaults: readonly string[]): readonly string[] {
  const v = own(conf, 'stopwords');
  if (v !== undefined && v !== null) {
    if (v === '_none_') return [];
    const entries = Array.isArray(v) ? v.map(String) : String(v).split(',').map((s) => s.trim()).filter((s) => s !== '');
    return resolveNamed(entries);
  }
  const path = own(conf, 'stopwords_path');
  if (path !== undefined && path !== null) {
    throw illegalArgument(`IOException while reading stopwords_path: ${String(path)} (files under the config directory do not exist in the browser; give [stopwords] inline)`);
  }
  return defaults;
}

/** Analysis.parseStemExclusion: `stem_exclusion` words (`_none_` for none), else none. */
export function parseStemExclusion(conf: unknown): readonly string[] {
  const v = own(conf, 'stem_exclusion');
  if (v === undefined || v === null || v === '_none_') return [];
  return Array.isArray(v) ? v.map(String) : String(v).split(',').map((s) => s.trim()).filter((s) => s !== '');
}

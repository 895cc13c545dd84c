import { ENGLISH_STOP_WORDS } from '../token-filters/filters';
import { BENGALI } from './bengali';
import { BRAZILIAN } from './brazilian';
import { CJK } from './cjk';
import { CZECH } from './czech';
import { DUTCH } from './dutch';
import { FINNISH } from './finnish';
import { FRENCH } from './french';
import { GERMAN } from './german';
import { HUNGARIAN } from './hungarian';
import { ITALIAN } from './italian';
import { DANISH, NORWEGIAN, SWEDISH } from './nordic';
import { PORTUGUESE } from './portuguese';
import { ROMANIAN } from './romanian';
import { RUSSIAN } from './russian';
import { SPANISH } from './spanish';
import { TURKISH } from './turkish';

const words = (list: string): readonly string[] => list.split(/\s+/).filter((w) => w !== '');

/** The default stop sets of Lucene 7.7's language analyzers carried so far, by language. */
export const DEFAULT_STOP_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['english', ENGLISH_STOP_WORDS], ['bengali', words(BENGALI)], ['brazilian', words(BRAZILIAN)], ['cjk', words(CJK)], ['czech', words(CZECH)], ['danish', words(DANISH)], ['dutch', words(DUTCH)],
  ['finnish', words(FINNISH)], ['french', words(FRENCH)], ['german', words(GERMAN)], ['hungarian', words(HUNGARIAN)],
  ['italian', words(ITALIAN)], ['norwegian', words(NORWEGIAN)], ['portuguese', words(PORTUGUESE)], ['romanian', words(ROMANIAN)],
  ['russian', words(RUSSIAN)], ['spanish', words(SPANISH)], ['swedish', words(SWEDISH)], ['turkish', words(TURKISH)],
]);

/**
 * ES 6.8's named stop word lists (Analysis.NAMED_STOP_WORDS) that Searchpad carries: `_french_` and so on.
 * The others (`_arabic_`, `_thai_`, ...) are refused by name until their lists are carried.
 */
export const NAMED_STOP_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  [...DEFAULT_STOP_WORDS].filter(([k]) => k !== 'cjk').map(([k, v]) => [`_${k}_`, v]),
);

/** 6.8's named lists whose words Searchpad does not carry yet. */
export const NAMED_STOP_WORDS_NOT_YET: ReadonlySet<string> = new Set(['_arabic_', '_armenian_', '_basque_',
  '_bulgarian_', '_catalan_', '_galician_', '_greek_', '_hindi_', '_indonesian_', '_irish_', '_latvian_', '_lithuanian_', '_persian_',
  '_sorani_', '_thai_']);

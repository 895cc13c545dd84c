import { ENGLISH_STOP_WORDS } from '../token-filters/filters';
import { ARABIC } from './arabic';
import { ARMENIAN } from './armenian';
import { BASQUE } from './basque';
import { BULGARIAN } from './bulgarian';
import { CATALAN } from './catalan';
import { GALICIAN } from './galician';
import { GREEK } from './greek';
import { HINDI } from './hindi';
import { INDONESIAN } from './indonesian';
import { IRISH } from './irish';
import { LATVIAN } from './latvian';
import { LITHUANIAN } from './lithuanian';
import { PERSIAN } from './persian';
import { SORANI } from './sorani';
import { THAI } from './thai';
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

/** The default stop sets of Lucene 7.7's language analyzers by language. */
export const DEFAULT_STOP_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['english', ENGLISH_STOP_WORDS], ['bengali', words(BENGALI)], ['brazilian', words(BRAZILIAN)], ['cjk', words(CJK)], ['czech', words(CZECH)], ['danish', words(DANISH)], ['dutch', words(DUTCH)],
  ['finnish', words(FINNISH)], ['french', words(FRENCH)], ['german', words(GERMAN)], ['hungarian', words(HUNGARIAN)],
  ['italian', words(ITALIAN)], ['norwegian', words(NORWEGIAN)], ['portuguese', words(PORTUGUESE)], ['romanian', words(ROMANIAN)],
  ['russian', words(RUSSIAN)], ['spanish', words(SPANISH)], ['swedish', words(SWEDISH)], ['turkish', words(TURKISH)],
  ['arabic', words(ARABIC)], ['armenian', words(ARMENIAN)], ['basque', words(BASQUE)], ['bulgarian', words(BULGARIAN)], ['catalan', words(CATALAN)], ['galician', words(GALICIAN)], ['greek', words(GREEK)], ['hindi', words(HINDI)], ['indonesian', words(INDONESIAN)], ['irish', words(IRISH)], ['latvian', words(LATVIAN)], ['lithuanian', words(LITHUANIAN)], ['persian', words(PERSIAN)], ['sorani', words(SORANI)], ['thai', words(THAI)],
]);

/**
 * ES 6.8's named stop word lists (Analysis.NAMED_STOP_WORDS) that Searchpad carries: `_french_` and so on.
 */
export const NAMED_STOP_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  [...DEFAULT_STOP_WORDS].filter(([k]) => k !== 'cjk').map(([k, v]) => [`_${k}_`, v]),
);


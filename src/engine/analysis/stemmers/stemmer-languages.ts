import { notSupportedYet } from '../../errors/not-supported-yet';
import { porterStem } from '../token-filters/porter';
import { kstem } from '../token-filters/kstem/kstemmer';
import { englishMinimalStem } from '../token-filters/english-minimal';
import { arabicStem } from './arabic';
import { brazilianTermStem } from './brazilian';
import { czechStem } from './czech';
import { bengaliStem, hindiStem } from './indic';
import { germanLightStem } from './german';
import { frenchLightStem, italianLightStem, portugueseLightStem, spanishLightStem } from './romance';
import { snowballStemmer, type Stem } from './snowball';
import { soraniStem } from './sorani';
import { bulgarianStem } from './bulgarian';
import { greekStem } from './greek';
import { indonesianStem } from './indonesian';
import { latvianStem } from './latvian';
import { galicianMinimalStem, galicianStem } from './rslp/galician';
import { portugueseRslpStem } from './rslp/portuguese';

/**
 * The `stemmer` filter's languages as 6.8's StemmerTokenFilterFactory maps them (names compared ignoring
 * case, as its equalsIgnoreCase chain does): a Snowball stemmer by class name or one of Lucene's own.
 */
const SNOWBALL_BY_LANGUAGE: ReadonlyArray<[string[], string]> = [
  [['armenian'], 'Armenian'], [['basque'], 'Basque'], [['catalan'], 'Catalan'], [['danish'], 'Danish'],
  [['dutch'], 'Dutch'], [['dutch_kp', 'dutchkp', 'kp'], 'Kp'], [['lovins'], 'Lovins'], [['porter2'], 'English'],
  [['finnish'], 'Finnish'], [['french'], 'French'], [['german'], 'German'], [['german2'], 'German2'],
  [['hungarian'], 'Hungarian'], [['irish'], 'Irish'], [['italian'], 'Italian'], [['lithuanian'], 'Lithuanian'],
  [['norwegian'], 'Norwegian'], [['portuguese'], 'Portuguese'], [['romanian'], 'Romanian'], [['russian'], 'Russian'],
  [['spanish'], 'Spanish'], [['swedish'], 'Swedish'], [['turkish'], 'Turkish'],
];

const LUCENE_STEMMERS: ReadonlyArray<[string[], Stem]> = [
  [['english', 'porter'], porterStem],
  [['light_english', 'lightenglish', 'kstem'], kstem],
  [['minimal_english', 'minimalenglish'], englishMinimalStem],
  [['arabic'], arabicStem],
  [['czech'], czechStem],
  [['brazilian'], brazilianTermStem],
  [['hindi'], hindiStem],
  [['bengali'], bengaliStem],
  [['light_german', 'lightgerman'], germanLightStem],
  [['light_french', 'lightfrench'], frenchLightStem],
  [['light_italian', 'lightitalian'], italianLightStem],
  [['light_spanish', 'lightspanish'], spanishLightStem],
  [['light_portuguese', 'lightportuguese'], portugueseLightStem],
  [['sorani'], soraniStem],
  [['bulgarian'], bulgarianStem],
  [['greek'], greekStem],
  [['indonesian'], (t) => indonesianStem(t)],
  [['latvian'], latvianStem],
  [['galician'], galicianStem],
  [['minimal_galician'], galicianMinimalStem],
  [['portuguese_rslp'], portugueseRslpStem],
];

/** Lucene stemmers 6.8 offers that Searchpad does not carry yet (refused by name, never replaced by another). */
const NOT_YET = [
  'light_finish', 'lightfinish', 'light_finnish', 'lightfinnish', 'minimal_french',
  'minimalfrench', 'minimal_german', 'minimalgerman', 'light_hungarian',
  'lighthungarian', 'light_norwegian', 'lightnorwegian', 'minimal_norwegian', 'minimalnorwegian',
  'light_nynorsk', 'lightnynorsk', 'minimal_nynorsk', 'minimalnynorsk',
  'minimal_portuguese', 'minimalportuguese', 'light_russian', 'lightrussian', 'light_swedish', 'lightswedish'];

const TABLE = new Map<string, () => Stem>();
for (const [names, cls] of SNOWBALL_BY_LANGUAGE) for (const n of names) TABLE.set(n, () => snowballStemmer(cls));
for (const [names, stem] of LUCENE_STEMMERS) for (const n of names) TABLE.set(n, () => stem);

/**
 * The stemmer for a `stemmer` filter's `language` (or `name`), default porter. A name outside the table
 * goes to Snowball by class name with its first letter capitalised, as the factory's last line does.
 */
export function stemmerForLanguage(language: string): Stem {
  const lower = language.toLowerCase();
  const hit = TABLE.get(lower);
  if (hit) return hit();
  if (NOT_YET.includes(lower)) throw notSupportedYet('the [stemmer] language', language);
  return snowballStemmer(language.charAt(0).toUpperCase() + language.slice(1));
}

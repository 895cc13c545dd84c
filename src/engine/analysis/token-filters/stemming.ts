import { own } from '../../util/own';
import { addsAttributes, type TokenFilter } from '../analysis-chain';
import { arabicNormalize, arabicStem, persianNormalize } from '../stemmers/arabic';
import { brazilianTermStem } from '../stemmers/brazilian';
import { czechStem } from '../stemmers/czech';
import { germanNormalize, germanStem } from '../stemmers/german';
import { scandinavianFold, scandinavianNormalize } from '../stemmers/nordic';
import { serbianNormalize } from '../stemmers/serbian';
import { snowballStemmer, type Stem } from '../stemmers/snowball';
import { soraniNormalize } from '../stemmers/sorani';
import { bengaliNormalize, hindiNormalize, indicNormalize } from '../stemmers/indic';
import { stemmerForLanguage } from '../stemmers/stemmer-languages';
import { englishPossessiveFilter } from './language-filters';

/** A stemming filter: every term not marked as a keyword goes through `stem` (Lucene's KeywordAttribute check). */
export function stemFilter(stem: Stem): TokenFilter {
  return addsAttributes((tokens) => {
    for (const t of tokens) if (!t.keyword) t.term = stem(t.term);
    return tokens;
  }, ['keyword']);
}

/** A normalising filter: every term, keyword or not (Lucene's normalization filters do not look at the flag). */
export function normalizeFilter(normalize: (term: string) => string): TokenFilter {
  return (tokens) => {
    for (const t of tokens) t.term = normalize(t.term);
    return tokens;
  };
}

/**
 * A normalising filter that leaves keywords alone, as Lucene's HindiNormalizationFilter and
 * BengaliNormalizationFilter do (the other normalisation filters do not look at the flag).
 */
export function keywordAwareNormalizeFilter(normalize: (term: string) => string): TokenFilter {
  return stemFilter(normalize);
}

/** Strings.capitalize: the first character upper-cased, the rest as given. */
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The stemming and normalising filters of 6.8's analysis-common module by type name, or undefined for
 * another name.
 */
export function stemmingFilter(name: string, conf: Record<string, unknown>): TokenFilter | undefined {
  switch (name) {
    case 'snowball': return stemFilter(snowballStemmer(capitalize(String(own(conf, 'language') ?? own(conf, 'name') ?? 'English'))));
    case 'stemmer': {
      const language = String(own(conf, 'language') ?? own(conf, 'name') ?? 'porter');
      // 6.8's StemmerTokenFilterFactory answers possessive_english with EnglishPossessiveFilter, which strips
      // a trailing 's whether or not the token is a keyword.
      if (['possessive_english', 'possessiveenglish'].includes(language.toLowerCase())) return englishPossessiveFilter;
      return stemFilter(stemmerForLanguage(language));
    }
    case 'dutch_stem': return stemFilter(snowballStemmer('Dutch'));
    case 'french_stem': return stemFilter(snowballStemmer('French'));
    case 'russian_stem': return stemFilter(snowballStemmer('Russian'));
    case 'german_stem': return stemFilter(germanStem);
    case 'czech_stem': return stemFilter(czechStem);
    case 'brazilian_stem': return stemFilter(brazilianTermStem);
    case 'arabic_stem': return stemFilter(arabicStem);
    case 'arabic_normalization': return normalizeFilter(arabicNormalize);
    case 'persian_normalization': return normalizeFilter(persianNormalize);
    case 'german_normalization': return normalizeFilter(germanNormalize);
    case 'scandinavian_normalization': return normalizeFilter(scandinavianNormalize);
    case 'scandinavian_folding': return normalizeFilter(scandinavianFold);
    case 'serbian_normalization': return normalizeFilter(serbianNormalize);
    case 'sorani_normalization': return normalizeFilter(soraniNormalize);
    case 'indic_normalization': return normalizeFilter(indicNormalize);
    case 'hindi_normalization': return keywordAwareNormalizeFilter(hindiNormalize);
    case 'bengali_normalization': return keywordAwareNormalizeFilter(bengaliNormalize);
    default: return undefined;
  }
}

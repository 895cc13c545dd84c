import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languageAnalyzer } from './language-analyzers';
import { turkishLowerCase } from './token-filters/language-filters';

const terms = (type: string, text: string, conf: Record<string, unknown> = {}) => languageAnalyzer(type, 0, conf)!.analyze(text).tokens.map((t) => t.term);

// Expected tokens follow each Lucene 7.7 analyzer's chain step by step (tokenizer, filters in order, default stop set).
describe('the language analyzers', () => {
  it('English: possessive, lower-case, stop words, Porter', () => {
    expect(terms('english', "The Dog's books are running")).toEqual(['dog', 'book', 'run']);
  });
  it('French: elision before lower-casing, stop words, light stem', () => {
    expect(terms('french', "L'avion des sécuritaires")).toEqual(['avion', 'securitair']);
  });
  it('German: normalization then light stem', () => {
    expect(terms('german', 'Die Tischen und Häuser')).toEqual(['tisch', 'haus']);
  });
  it('Dutch: the default stemmer override dictionary makes keywords the stemmer leaves', () => {
    expect(terms('dutch', 'de kind fietsen')).toEqual(['kinder', 'fiets']);
  });
  it('Czech and Russian: their stop sets', () => {
    expect(terms('czech', 'Pokud mluvime o volnem')).toEqual(['mluvim', 'voln']);
    expect(terms('russian', 'Вместе с тем о')).toEqual(['вмест']);
  });
  it('Turkish: apostrophe, Turkish lower-casing, Snowball', () => {
    expect(turkishLowerCase('IŞIK')).toBe('ışık');
    expect(turkishLowerCase('I\u0307stanbul')).toBe('istanbul');
    expect(turkishLowerCase('İzmir')).toBe('izmir');
    expect(terms('turkish', "Ağacı'nın")).toEqual(['ağaç']);
  });
  // Issue 24's fifteen: the words of 6.8's analysis-common suite, then each chain's own steps.
  it('Arabic: lower-case, digits, stop set before normalisation, light stem', () => {
    expect(terms('arabic', 'كبيرة')).toEqual(['كبير']);
    expect(terms('arabic', 'في الكتاب ٣')).toEqual(['كتاب', '3']); // في is a stop word; ال- removed; Arabic-Indic 3 folded
    expect(terms('arabic', 'الكتاب', { stem_exclusion: ['الكتاب'] })).toEqual(['الكتاب']);
  });
  it('Persian: ZWNJ read as a space, Arabic and Persian normalisation, then the stop set', () => {
    const tokens = languageAnalyzer('persian', 0, {})!.analyze('می\u200Cخورد').tokens;
    expect(tokens.map((t) => [t.term, t.startOffset, t.endOffset, t.positionIncrement])).toEqual([['خورد', 3, 7, 2]]); // می is the stop word مي once normalised
  });
  it('Sorani, Hindi and Bulgarian', () => {
    expect(terms('sorani', 'پیاوە')).toEqual(['پیاو']);
    expect(terms('hindi', 'हिन्दी')).toEqual(['हिंद']);
    expect(terms('hindi', 'और किताबें')).toEqual(['किताब']); // और is a stop word
    expect(terms('bulgarian', 'градове и')).toEqual(['град']);
  });
  it('Greek: Greek lower-casing (final sigma, tonos) before the stop set and the stemmer', () => {
    expect(terms('greek', 'Μία')).toEqual(['μια']);
    expect(terms('greek', 'ΠΡΟΣ ΑΔΕΛΦΟΣ')).toEqual(['αδελφ']); // προσ is a stop word in its lower-cased spelling
    expect(terms('greek', 'αδελφοσ', { stem_exclusion: ['αδελφοσ'] })).toEqual(['αδελφ']); // GreekAnalyzerProvider reads no stem_exclusion
  });
  it('Thai: the Thai tokenizer, Thai digits folded, the stop set', () => {
    expect(terms('thai', '๑๒๓๔')).toEqual(['1234']);
    // Lucene's TestThaiAnalyzer sentence: the JDK's segmentation, then the default stop set
    expect(terms('thai', 'การที่ได้ต้องแสดงว่างานดี')).toEqual(['แสดง', 'งาน', 'ดี']);
    expect(terms('thai', 'ภาษาไทยABC', { stopwords: '_none_' })).toEqual(['ภาษา', 'ไทย', 'abc']);
  });
  it('Catalan and Irish: elision with their articles; Irish hyphenated mutations and lower-casing', () => {
    expect(terms('catalan', 'llengües')).toEqual(['llengu']);
    expect(terms('catalan', "L'Aigua")).toEqual(terms('catalan', 'aigua'));
    expect(terms('irish', 'siopadóireacht')).toEqual(['siopadóir']);
    const tokens = languageAnalyzer('irish', 0, {})!.analyze('n-athair nAthair').tokens;
    // TestIrishAnalyzer: the split-off n is a hyphenation stop word; nAthair is lower-cased as n-athair, then stemmed
    expect(tokens.map((t) => [t.term, t.positionIncrement])).toEqual([['athair', 2], ['athair', 1]]);
  });
  it('Armenian, Basque, Indonesian and Latvian', () => {
    expect(terms('armenian', 'արծիվ')).toEqual(['արծ']);
    expect(terms('basque', 'zaldiak')).toEqual(['zaldi']);
    expect(terms('indonesian', 'peledakan yang')).toEqual(['ledak']);
    expect(terms('latvian', 'tirgiem')).toEqual(['tirg']);
    expect(terms('galician', 'corresponderá as casas')).toEqual(['correspond', 'cas']); // as is a stop word
    expect(terms('lithuanian', 'vaikų ir mokyklose')).toEqual(['vaik', 'mokykl']); // ir is a stop word
  });
  it("the package's Snowball stemmers give the stems of Lucene's TestArmenian/Basque/Catalan/IrishAnalyzer", () => {
    // The package's among tables have the sizes of Lucene 7.7's generated ones (Basque 109/295/19, Catalan
    // 13/39/200/283/22, Armenian 23/71/40/57, Irish 24/16/25/12) and the same routines.
    expect(terms('armenian', 'արծիվ արծիվներ')).toEqual(['արծ', 'արծ']);
    expect(terms('basque', 'zaldi zaldiak')).toEqual(['zaldi', 'zaldi']);
    expect(terms('catalan', 'llengües llengua')).toEqual(['llengu', 'llengu']);
    expect(terms('irish', "siopadóireacht síceapatacha b'athair")).toEqual(['siopadóir', 'síceapaite', 'athair']);
  });
  it('the new languages name their stop lists for the stop filter', () => {
    expect(terms('english', 'the في', { stopwords: '_arabic_' })).toEqual(['the']);
    expect(terms('english', 'da zaldiak', { stopwords: ['_basque_', 'x'] })).toEqual(['zaldiak']);
  });
  it('positions count removed stop words', () => {
    const tokens = languageAnalyzer('english', 0, {})!.analyze('the quick and the dead').tokens;
    expect(tokens.map((t) => [t.term, t.positionIncrement])).toEqual([['quick', 2], ['dead', 3]]);
  });
  it('stopwords, stem_exclusion and stopwords_path as ES providers read them', () => {
    expect(terms('english', 'the books', { stopwords: '_none_' })).toEqual(['the', 'book']);
    expect(terms('english', 'the books', { stopwords: ['books'] })).toEqual(['the']);
    expect(terms('french', 'le chevaux', { stopwords: '_english_' })).toEqual(['le', 'cheval']);
    expect(terms('english', 'books running', { stem_exclusion: ['books'] })).toEqual(['books', 'run']);
    expect(() => terms('english', 'x', { stopwords_path: 'stop.txt' })).toThrow(/IOException while reading stopwords_path: stop.txt/);
  });
  it('snowball: the language names a Snowball class, English and Dutch with their stop sets', () => {
    expect(terms('snowball', 'the brown foxes')).toEqual(['brown', 'fox']);
    expect(terms('snowball', 'de bruine vossen', { language: 'Dutch' })).toEqual(['bruin', 'voss']);
    expect(() => terms('snowball', 'x', { language: 'dutch' })).toThrow(/Invalid stemmer class specified: dutch/);
  });
  it('a type that is no analyzer is left to the caller', () => {
    expect(languageAnalyzer('klingon', 0, {})).toBeUndefined();
  });
  it('offsets stay within the text and positions never go back, for every language analyzer', () => {
    const types = ['english', 'french', 'german', 'italian', 'spanish', 'czech', 'dutch', 'turkish', 'danish', 'finnish', 'hungarian', 'norwegian', 'romanian', 'russian', 'swedish', 'chinese', 'snowball',
      'arabic', 'armenian', 'basque', 'bulgarian', 'catalan', 'greek', 'hindi', 'indonesian', 'irish', 'latvian', 'persian', 'sorani', 'thai', 'galician', 'lithuanian'];
    fc.assert(fc.property(fc.string({ maxLength: 60 }), fc.constantFrom(...types), (text, type) => {
      const r = languageAnalyzer(type, 0, {})!.analyze(text);
      for (const t of r.tokens) {
        expect(t.startOffset).toBeGreaterThanOrEqual(0);
        expect(t.endOffset).toBeLessThanOrEqual(text.length);
        expect(t.startOffset).toBeLessThanOrEqual(t.endOffset);
        expect(t.positionIncrement).toBeGreaterThanOrEqual(1);
      }
    }));
  });
});

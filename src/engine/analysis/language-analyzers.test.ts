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
  it('analyzers not carried yet are refused by name', () => {
    expect(() => languageAnalyzer('thai', 0, {})).toThrow(/analyzer type \[thai\] is not supported by Searchpad yet/);
    expect(languageAnalyzer('klingon', 0, {})).toBeUndefined();
  });
  it('offsets stay within the text and positions never go back, for every language analyzer', () => {
    const types = ['english', 'french', 'german', 'italian', 'spanish', 'czech', 'dutch', 'turkish', 'danish', 'finnish', 'hungarian', 'norwegian', 'romanian', 'russian', 'swedish', 'chinese', 'snowball'];
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

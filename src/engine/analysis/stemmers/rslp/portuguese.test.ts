import { describe, expect, it } from 'vitest';
import { runAnalyze } from '../../registry';
import { stemmerForLanguage } from '../stemmer-languages';
import { portugueseRslpStem } from './portuguese';
import { PORTUGUESE_RSLP } from './portuguese-rules';
import { parseRslp } from './rslp';

const terms = (body: Record<string, unknown>) =>
  (runAnalyze(body, {}) as { tokens: { token: string }[] }).tokens.map((t) => t.token);

// Lucene 7.7's PortugueseStemmer over portuguese.rslp. The first case is TestPortugueseStemFilter's
// (the example of Orengo's paper); the others are worked out by hand from the rules file (the comment names
// the step and rule that fire; most are the example words of the file's own comments).
describe('portuguese_rslp (RSLP over portuguese.rslp)', () => {
  it("TestPortugueseStemFilter's example sentence, lower-cased and split on letters as its analyzer does", () => {
    const text = 'O debate político, pelo menos o que vem a público, parece, de modo nada '
      + 'surpreendente, restrito a temas menores. Mas há, evidentemente, '
      + 'grandes questões em jogo nas eleições que se aproximam.';
    const words = text.toLowerCase().match(/\p{L}+/gu)!;
    expect(words.map(portugueseRslpStem)).toEqual([
      'o', 'debat', 'politic', 'pel', 'menos', 'o', 'que', 'vem', 'a',
      'public', 'parec', 'de', 'mod', 'nad', 'surpreend', 'restrit',
      'a', 'tem', 'men', 'mas', 'ha', 'evid', 'grand', 'quest',
      'em', 'jog', 'na', 'eleic', 'que', 'se', 'aproxim',
    ]);
    expect(portugueseRslpStem('')).toBe(''); // testEmptyTerm
  });

  it('the file carries its seven steps with their minimums', () => {
    const steps = parseRslp(PORTUGUESE_RSLP);
    expect([...steps.keys()].sort()).toEqual(['Adverb', 'Augmentative', 'Feminine', 'Noun', 'Plural', 'Verb', 'Vowel']);
    expect(steps.get('Plural')!.min).toBe(3); // given
    expect(steps.get('Noun')!.min).toBe(4); // computed: the smallest suffix + stem, {"or",2}
    expect(steps.get('Augmentative')!.min).toBe(5); // {"zão",2} and {"ão",3}
    expect(steps.get('Vowel')!.min).toBe(4); // {"á",3}, {"a",3}, {"e",3}, {"o",3}
  });

  it('plural, adverb, feminine and augmentative steps (the rules of the file comments)', () => {
    expect(portugueseRslpStem('bons')).toBe('bom'); // plural ns → m
    expect(portugueseRslpStem('casas')).toBe('cas'); // plural s, then the vowel a
    expect(portugueseRslpStem('mais')).toBe('mais'); // plural: a whole-word exception of both is and s
    expect(portugueseRslpStem('felizmente')).toBe('feliz'); // adverb mente
    expect(portugueseRslpStem('experimente')).toBe('experim'); // adverb exception, then noun ente
    expect(portugueseRslpStem('americana')).toBe('americ'); // feminine na → no, then noun ano
    expect(portugueseRslpStem('professora')).toBe('profes'); // feminine ora → or, then noun sor
    expect(portugueseRslpStem('fortíssimo')).toBe('fort'); // augmentative íssimo
    expect(portugueseRslpStem('carrinho')).toBe('carr'); // augmentative inho
    expect(portugueseRslpStem('caminho')).toBe('caminh'); // augmentative whole-word exception, then the vowel o
  });

  it('noun, else verb, else vowel; then the accents', () => {
    expect(portugueseRslpStem('nascimento')).toBe('nasc'); // noun imento (a strip rule in Lucene's file)
    expect(portugueseRslpStem('movimento')).toBe('mov'); // the same rule: Lucene's file has no movimento exception
    expect(portugueseRslpStem('cantando')).toBe('cant'); // no noun rule; verb ando
    expect(portugueseRslpStem('chegou')).toBe('cheg'); // verb ou
    expect(portugueseRslpStem('menino')).toBe('menin'); // neither; vowel o
    expect(portugueseRslpStem('grande')).toBe('grand'); // vowel e
    expect(portugueseRslpStem('gostoso')).toBe('gost'); // noun oso: the vowel step does not run after a noun rule
    expect(portugueseRslpStem('político')).toBe('politic'); // tico and ico excepted; vowel o; í → i
    // under the augmentative minimum; no noun or verb rule; the vowel o excepted by the ending ão; ç → c, ã → a
    expect(portugueseRslpStem('ação')).toBe('acao');
  });

  it('steps chained as the flow runs them (worked out rule by rule)', () => {
    expect(portugueseRslpStem('cansadíssimo')).toBe('cans'); // augmentative díssimo; no noun or verb rule; vowel a
    expect(portugueseRslpStem('amabilíssimo')).toBe('amavel'); // abilíssimo too short a stem; íssimo; noun bil → vel
    expect(portugueseRslpStem('calorzão')).toBe('cal'); // augmentative zão, then noun or
    expect(portugueseRslpStem('sozinha')).toBe('so'); // feminine inha → inho, then augmentative zinho
    expect(portugueseRslpStem('maníaca')).toBe('man'); // feminine íaca → íaco, then noun íaco
    expect(portugueseRslpStem('capitães')).toBe('capitao'); // plural ães → ão; capitão excepted; vowel o excepted by ão
    expect(portugueseRslpStem('normais')).toBe('norm'); // plural ais → al, then noun al
    expect(portugueseRslpStem('esportivo')).toBe('espor'); // noun tivo comes before ivo
    expect(portugueseRslpStem('artista')).toBe('artist'); // noun ista needs a stem of 4; vowel a
    expect(portugueseRslpStem('ricaço')).toBe('ricac'); // augmentative aço needs a stem of 4; vowel o; ç → c
    expect(portugueseRslpStem('partírei')).toBe('partir'); // verb ei (no írei rule); í → i
  });

  it('a rule with exceptions but no replacement is refused, as RSLPStemmerBase refuses it', () => {
    expect(() => parseRslp('{ "Noun", 0, 0, {},\n  {"imento",3, {"movimento"}}};')).toThrow(/Illegal Step rule/);
  });

  it('the stemmer filter by name, and keywords left alone', () => {
    expect(stemmerForLanguage('Portuguese_RSLP')('nascimento')).toBe('nasc');
    expect(terms({ text: 'Grandes questões', tokenizer: 'standard', filter: ['lowercase', { type: 'stemmer', language: 'portuguese_rslp' }] }))
      .toEqual(['grand', 'quest']);
    expect(terms({ text: 'quilométricas', tokenizer: 'whitespace', filter: [{ type: 'keyword_marker', keywords: ['quilométricas'] }, { type: 'stemmer', name: 'portuguese_rslp' }] }))
      .toEqual(['quilométricas']);
  });
});

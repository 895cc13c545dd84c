import { describe, expect, it } from 'vitest';
import { porterStem } from './porter';

// Examples from Porter's paper and the comments of the reference implementation Lucene carries.
const VECTORS: Record<string, string> = {
  caresses: 'caress', ponies: 'poni', ties: 'ti', caress: 'caress', cats: 'cat', feed: 'feed', agreed: 'agre', disabled: 'disabl',
  matting: 'mat', mating: 'mate', meeting: 'meet', milling: 'mill', messing: 'mess', meetings: 'meet', plastered: 'plaster', bled: 'bled',
  motoring: 'motor', sing: 'sing', conflated: 'conflat', troubled: 'troubl', sized: 'size', hopping: 'hop', tanned: 'tan', falling: 'fall',
  hissing: 'hiss', fizzed: 'fizz', failing: 'fail', filing: 'file', happy: 'happi', sky: 'sky', relational: 'relat', conditional: 'condit',
  rational: 'ration', valenci: 'valenc', hesitanci: 'hesit', digitizer: 'digit', conformabli: 'conform', radicalli: 'radic',
  differentli: 'differ', vileli: 'vile', analogousli: 'analog', vietnamization: 'vietnam', predication: 'predic', operator: 'oper',
  feudalism: 'feudal', decisiveness: 'decis', hopefulness: 'hope', callousness: 'callous', formaliti: 'formal', sensitiviti: 'sensit',
  sensibiliti: 'sensibl', triplicate: 'triplic', formative: 'form', formalize: 'formal', electriciti: 'electr', electrical: 'electr',
  hopeful: 'hope', goodness: 'good', revival: 'reviv', allowance: 'allow', inference: 'infer', airliner: 'airlin', gyroscopic: 'gyroscop',
  adjustable: 'adjust', defensible: 'defens', irritant: 'irrit', replacement: 'replac', adjustment: 'adjust', dependent: 'depend',
  adoption: 'adopt', homologou: 'homolog', communism: 'commun', activate: 'activ', angulariti: 'angular', homologous: 'homolog',
  effective: 'effect', bowdlerize: 'bowdler', probate: 'probat', rate: 'rate', cease: 'ceas', controll: 'control', roll: 'roll',
  generalizations: 'gener', oscillators: 'oscil', troubles: 'troubl', is: 'is', a: 'a',
};

describe('Porter stemmer (Lucene PorterStemmer)', () => {
  it('stems the published examples', () => {
    for (const [word, stem] of Object.entries(VECTORS)) expect(porterStem(word), word).toBe(stem);
  });
});

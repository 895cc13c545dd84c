import { StemBuffer } from './buffer';

/**
 * Lucene 7.7's IndonesianStemmer (Tala, "A Study of Stemming Effects on Information Retrieval in Bahasa
 * Indonesia"): particles and possessive pronouns, then (derivational stemming) the first- and second-order
 * prefixes and the suffixes in the order the rules that fired allow, while the word keeps over two vowels.
 */
const REMOVED_KE = 1, REMOVED_PENG = 2, REMOVED_DI = 4, REMOVED_MENG = 8, REMOVED_TER = 16, REMOVED_BER = 32, REMOVED_PE = 64;
const isVowel = (c: string | undefined) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';

class IndonesianStem {
  syllables = 0;
  flags = 0;
  constructor(readonly b: StemBuffer) {
    for (let i = 0; i < b.len; i++) if (isVowel(b.s[i])) this.syllables++;
  }
  private cut(n: number): number {
    this.syllables--;
    return this.b.len - n;
  }
  private dropPrefix(n: number, flag = 0): number {
    this.flags |= flag;
    this.syllables--;
    return this.b.deleteN(0, n);
  }
  removeParticle(): number {
    const b = this.b;
    return b.endsWith('kah') || b.endsWith('lah') || b.endsWith('pun') ? this.cut(3) : b.len;
  }
  removePossessivePronoun(): number {
    const b = this.b;
    if (b.endsWith('ku') || b.endsWith('mu')) return this.cut(2);
    if (b.endsWith('nya')) return this.cut(3);
    return b.len;
  }
  removeFirstOrderPrefix(): number {
    const b = this.b;
    if (b.startsWith('meng')) return this.dropPrefix(4, REMOVED_MENG);
    if (b.startsWith('meny') && b.len > 4 && isVowel(b.s[4])) {
      b.s[3] = 's';
      return this.dropPrefix(3, REMOVED_MENG);
    }
    if (b.startsWith('men') || b.startsWith('mem')) return this.dropPrefix(3, REMOVED_MENG);
    if (b.startsWith('me')) return this.dropPrefix(2, REMOVED_MENG);
    if (b.startsWith('peng')) return this.dropPrefix(4, REMOVED_PENG);
    if (b.startsWith('peny') && b.len > 4 && isVowel(b.s[4])) {
      b.s[3] = 's';
      return this.dropPrefix(3, REMOVED_PENG);
    }
    if (b.startsWith('peny')) return this.dropPrefix(4, REMOVED_PENG);
    if (b.startsWith('pen') && b.len > 3 && isVowel(b.s[3])) {
      b.s[2] = 't';
      return this.dropPrefix(2, REMOVED_PENG);
    }
    if (b.startsWith('pen') || b.startsWith('pem')) return this.dropPrefix(3, REMOVED_PENG);
    if (b.startsWith('di')) return this.dropPrefix(2, REMOVED_DI);
    if (b.startsWith('ter')) return this.dropPrefix(3, REMOVED_TER);
    if (b.startsWith('ke')) return this.dropPrefix(2, REMOVED_KE);
    return b.len;
  }
  removeSecondOrderPrefix(): number {
    const b = this.b;
    if (b.startsWith('ber')) return this.dropPrefix(3, REMOVED_BER);
    if (b.len === 7 && b.startsWith('belajar')) return this.dropPrefix(3, REMOVED_BER);
    if (b.startsWith('be') && b.len > 4 && !isVowel(b.s[2]) && b.s[3] === 'e' && b.s[4] === 'r') return this.dropPrefix(2, REMOVED_BER);
    if (b.startsWith('per')) return this.dropPrefix(3);
    if (b.len === 7 && b.startsWith('pelajar')) return this.dropPrefix(3);
    if (b.startsWith('pe')) return this.dropPrefix(2, REMOVED_PE);
    return b.len;
  }
  removeSuffix(): number {
    const b = this.b;
    const f = this.flags;
    if (b.endsWith('kan') && (f & (REMOVED_KE | REMOVED_PENG | REMOVED_PE)) === 0) return this.cut(3);
    if (b.endsWith('an') && (f & (REMOVED_DI | REMOVED_MENG | REMOVED_TER)) === 0) return this.cut(2);
    if (b.endsWith('i') && !b.endsWith('si') && (f & (REMOVED_BER | REMOVED_KE | REMOVED_PENG)) === 0) return this.cut(1);
    return b.len;
  }
  /** Runs a rule while the word has over two vowels; the buffer takes the new length. */
  apply(rule: () => number): boolean {
    if (this.syllables <= 2) return false;
    const before = this.b.len;
    const len = rule.call(this);
    if (len < this.b.len) this.b.s.length = len;
    this.b.len = len;
    return len !== before;
  }
}

export function indonesianStem(term: string, stemDerivational = true): string {
  const st = new IndonesianStem(new StemBuffer(term));
  st.apply(st.removeParticle);
  st.apply(st.removePossessivePronoun);
  if (stemDerivational) {
    if (st.apply(st.removeFirstOrderPrefix)) {
      if (st.apply(st.removeSuffix)) st.apply(st.removeSecondOrderPrefix);
    } else {
      st.apply(st.removeSecondOrderPrefix);
      st.apply(st.removeSuffix);
    }
  }
  return st.b.toString();
}

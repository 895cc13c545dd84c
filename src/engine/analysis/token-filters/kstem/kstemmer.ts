import { KSTEM_HEAD_WORDS } from './head-words';
import { KSTEM_COUNTRY_NATIONALITY, KSTEM_DIRECT_CONFLATIONS, KSTEM_EXCEPTION_WORDS, KSTEM_PROPER_NOUNS, KSTEM_SUPPLEMENT_WORDS } from './tables';

/**
 * Bob Krovetz's KStem as Lucene 7.7's KStemmer runs it: a dictionary-checked inflectional and derivational
 * stemmer for lower-cased English. Each step tries endings in a fixed order, looks the candidate up in the
 * dictionary and stops at the first hit; an entry's root (a direct conflation, a nationality) replaces the
 * word. The working word is a buffer whose length moves independently of its characters, as Lucene's
 * OpenStringBuilder, so that "restore the ending" steps see exactly what Lucene's see.
 */

interface Entry {
  readonly root: string | null;
  readonly exception: boolean;
}

const MAX_WORD_LENGTH = 50;

let dictionary: Map<string, Entry> | undefined;

const words = (data: string) => data.split(/\s+/).filter((w) => w.length > 0);

/** Lucene's dictionary: exceptions, conflations, nationalities, then the head words (no word twice). */
function dict(): Map<string, Entry> {
  if (dictionary) return dictionary;
  const d = new Map<string, Entry>();
  for (const w of words(KSTEM_EXCEPTION_WORDS)) d.set(w, { root: w, exception: true });
  for (const pair of [...words(KSTEM_DIRECT_CONFLATIONS), ...words(KSTEM_COUNTRY_NATIONALITY)]) {
    const [w, root] = pair.split(':');
    d.set(w, { root, exception: false });
  }
  const plain: Entry = { root: null, exception: false };
  for (const w of [...words(KSTEM_HEAD_WORDS), ...words(KSTEM_SUPPLEMENT_WORDS), ...words(KSTEM_PROPER_NOUNS)]) if (!d.has(w)) d.set(w, plain);
  dictionary = d;
  return d;
}

/** The stemming of one word: `word` the buffer, `len` its length, `k` the index of its last letter, `j` the end of a stem. */
class Stemming {
  private readonly buf: string[];
  private len = 0;
  private k: number;
  private j = 0;
  private matched: Entry | undefined;

  constructor(term: string, private readonly d: Map<string, Entry>) {
    this.buf = new Array<string>(term.length + 10).fill('\0');
    for (const ch of term) this.buf[this.len++] = ch;
    this.k = term.length - 1;
  }

  private at(i: number): string { return this.buf[i] ?? '\0'; }
  private put(i: number, ch: string): void { this.buf[i] = ch; }
  private setLength(n: number): void { this.len = n; }
  private write(ch: string): void { this.buf[this.len++] = ch; }
  private append(s: string): void { for (const ch of s) this.write(ch); }
  private text(): string { return this.buf.slice(0, this.len).join(''); }

  private lookup(): boolean {
    this.matched = this.d.get(this.text());
    return this.matched !== undefined;
  }

  /** A dictionary look-up that remembers a plain hit (an exception is returned but not remembered). */
  private wordInDict(): Entry | undefined {
    if (this.matched !== undefined) return this.matched;
    const e = this.d.get(this.text());
    if (e !== undefined && !e.exception) this.matched = e;
    return e;
  }

  private isCons(i: number): boolean {
    const ch = this.at(i);
    if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u') return false;
    if (ch !== 'y' || i === 0) return true;
    return !this.isCons(i - 1);
  }

  private doubleC(i: number): boolean {
    if (i < 1) return false;
    if (this.at(i) !== this.at(i - 1)) return false;
    return this.isCons(i);
  }

  private vowelInStem(): boolean {
    for (let i = 0; i < this.j + 1; i++) if (!this.isCons(i)) return true;
    return false;
  }

  /** Whether the word ends in `s` (a suffix shorter than the word); sets `j` before it. */
  private endsIn(s: string): boolean {
    if (s.length > this.k) return false;
    const r = this.len - s.length;
    this.j = this.k;
    for (let i = 0; i < s.length; i++) if (s[i] !== this.at(r + i)) return false;
    this.j = r - 1;
    return true;
  }

  /** The two- to four-letter endings, checked against the last letters (index `k`). */
  private endsWith(s: string): boolean {
    const n = s.length;
    if (n > this.k) return false;
    for (let i = 0; i < n; i++) if (this.at(this.k - n + 1 + i) !== s[i]) return false;
    this.j = this.k - n;
    return true;
  }

  private setSuffix(s: string): void {
    this.setLength(this.j + 1);
    this.append(s);
    this.k = this.j + s.length;
  }

  private plural(): void {
    if (this.at(this.k) !== 's') return;
    if (this.endsWith('ies')) {
      this.setLength(this.j + 3);
      this.k--;
      if (this.lookup()) return;
      this.k++;
      this.write('s');
      this.setSuffix('y');
      this.lookup();
    } else if (this.endsWith('es')) {
      this.setLength(this.j + 2);
      this.k--;
      const tryE = this.j > 0 && !(this.at(this.j) === 's' && this.at(this.j - 1) === 's');
      if (tryE && this.lookup()) return;
      this.setLength(this.j + 1);
      this.k--;
      if (this.lookup()) return;
      this.write('e');
      this.k++;
      if (!tryE) this.lookup();
    } else if (this.len > 3 && this.at(this.k - 1) !== 's' && !this.endsWith('ous')) {
      this.setLength(this.k);
      this.k--;
      this.lookup();
    }
  }

  private pastTense(): void {
    if (this.len <= 4) return;
    if (this.endsWith('ied')) {
      this.setLength(this.j + 3);
      this.k--;
      if (this.lookup()) return;
      this.k++;
      this.write('d');
      this.setSuffix('y');
      this.lookup();
      return;
    }
    if (this.endsWith('ed') && this.vowelInStem()) {
      this.setLength(this.j + 2);
      this.k = this.j + 1;
      const entry = this.wordInDict();
      if (entry !== undefined && !entry.exception) return;
      this.setLength(this.j + 1);
      this.k = this.j;
      if (this.lookup()) return;
      if (this.doubleC(this.k)) {
        this.setLength(this.k);
        this.k--;
        if (this.lookup()) return;
        this.write(this.at(this.k));
        this.k++;
        this.lookup();
        return;
      }
      if (this.at(0) === 'u' && this.at(1) === 'n') {
        this.write('e');
        this.write('d');
        this.k += 2;
        return;
      }
      this.setLength(this.j + 1);
      this.write('e');
      this.k = this.j + 1;
    }
  }

  private aspect(): void {
    if (this.len <= 5) return;
    if (this.endsWith('ing') && this.vowelInStem()) {
      this.put(this.j + 1, 'e');
      this.setLength(this.j + 2);
      this.k = this.j + 1;
      const entry = this.wordInDict();
      if (entry !== undefined && !entry.exception) return;
      this.setLength(this.k);
      this.k--;
      if (this.lookup()) return;
      if (this.doubleC(this.k)) {
        this.k--;
        this.setLength(this.k + 1);
        if (this.lookup()) return;
        this.write(this.at(this.k));
        this.k++;
        this.lookup();
        return;
      }
      if (this.j > 0 && this.isCons(this.j) && this.isCons(this.j - 1)) {
        this.k = this.j;
        this.setLength(this.k + 1);
        return;
      }
      this.setLength(this.j + 1);
      this.write('e');
      this.k = this.j + 1;
    }
  }

  private ityEndings(): void {
    const oldK = this.k;
    if (!this.endsWith('ity')) return;
    this.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    this.write('e');
    this.k = this.j + 1;
    if (this.lookup()) return;
    this.put(this.j + 1, 'i');
    this.append('ty');
    this.k = oldK;
    const j = this.j;
    if (j > 0 && this.at(j - 1) === 'i' && this.at(j) === 'l') {
      this.setLength(j - 1);
      this.append('le');
      this.k = j;
      this.lookup();
      return;
    }
    if (j > 0 && this.at(j - 1) === 'i' && this.at(j) === 'v') {
      this.setLength(j + 1);
      this.write('e');
      this.k = j + 1;
      this.lookup();
      return;
    }
    if (j > 0 && this.at(j - 1) === 'a' && this.at(j) === 'l') {
      this.setLength(j + 1);
      this.k = j;
      this.lookup();
      return;
    }
    if (this.lookup()) return;
    this.setLength(j + 1);
    this.k = j;
  }

  private nceEndings(): void {
    const oldK = this.k;
    if (!this.endsWith('nce')) return;
    const ch = this.at(this.j);
    if (ch !== 'e' && ch !== 'a') return;
    this.setLength(this.j);
    this.write('e');
    this.k = this.j;
    if (this.lookup()) return;
    this.setLength(this.j);
    this.k = this.j - 1;
    if (this.lookup()) return;
    this.write(ch);
    this.append('nce');
    this.k = oldK;
  }

  private nessEndings(): void {
    if (!this.endsWith('ness')) return;
    this.setLength(this.j + 1);
    this.k = this.j;
    if (this.at(this.j) === 'i') this.put(this.j, 'y');
    this.lookup();
  }

  private ismEndings(): void {
    if (!this.endsWith('ism')) return;
    this.setLength(this.j + 1);
    this.k = this.j;
    this.lookup();
  }

  private mentEndings(): void {
    const oldK = this.k;
    if (!this.endsWith('ment')) return;
    this.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    this.append('ment');
    this.k = oldK;
  }

  private izeEndings(): void {
    const oldK = this.k;
    if (!this.endsWith('ize')) return;
    const j = this.j;
    this.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    this.write('i');
    if (this.doubleC(j)) {
      this.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      this.write(this.at(j - 1));
    }
    this.setLength(j + 1);
    this.write('e');
    this.k = j + 1;
    if (this.lookup()) return;
    this.setLength(j + 1);
    this.append('ize');
    this.k = oldK;
  }

  private ncyEndings(): void {
    if (!this.endsWith('ncy')) return;
    const j = this.j;
    if (this.at(j) !== 'e' && this.at(j) !== 'a') return;
    this.put(j + 2, 't');
    this.setLength(j + 3);
    this.k = j + 2;
    if (this.lookup()) return;
    this.put(j + 2, 'c');
    this.write('e');
    this.k = j + 3;
    this.lookup();
  }

  private bleEndings(): void {
    const oldK = this.k;
    if (!this.endsWith('ble')) return;
    const j = this.j;
    const ch = this.at(j);
    if (ch !== 'a' && ch !== 'i') return;
    this.setLength(j);
    this.k = j - 1;
    if (this.lookup()) return;
    if (this.doubleC(this.k)) {
      this.setLength(this.k);
      this.k--;
      if (this.lookup()) return;
      this.k++;
      this.write(this.at(this.k - 1));
    }
    this.setLength(j);
    this.write('e');
    this.k = j;
    if (this.lookup()) return;
    this.setLength(j);
    this.append('ate');
    this.k = j + 2;
    if (this.lookup()) return;
    this.setLength(j);
    this.write(ch);
    this.append('ble');
    this.k = oldK;
  }

  private icEndings(): void {
    if (!this.endsWith('ic')) return;
    const j = this.j;
    this.setLength(j + 3);
    this.append('al');
    this.k = j + 4;
    if (this.lookup()) return;
    this.put(j + 1, 'y');
    this.setLength(j + 2);
    this.k = j + 1;
    if (this.lookup()) return;
    this.put(j + 1, 'e');
    if (this.lookup()) return;
    this.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    this.append('ic');
    this.k = j + 2;
  }

  private ionEndings(): void {
    const oldK = this.k;
    if (!this.endsWith('ion')) return;
    if (this.endsIn('ization')) {
      this.setLength(this.j + 3);
      this.write('e');
      this.k = this.j + 3;
      this.lookup();
      return;
    }
    if (this.endsIn('ition')) {
      this.setLength(this.j + 1);
      this.write('e');
      this.k = this.j + 1;
      if (this.lookup()) return;
      this.setLength(this.j + 1);
      this.append('ition');
      this.k = oldK;
    } else if (this.endsIn('ation')) {
      this.setLength(this.j + 3);
      this.write('e');
      this.k = this.j + 3;
      if (this.lookup()) return;
      this.setLength(this.j + 1);
      this.write('e');
      this.k = this.j + 1;
      if (this.lookup()) return;
      this.setLength(this.j + 1);
      this.k = this.j;
      if (this.lookup()) return;
      this.setLength(this.j + 1);
      this.append('ation');
      this.k = oldK;
    }
    if (this.endsIn('ication')) {
      this.setLength(this.j + 1);
      this.write('y');
      this.k = this.j + 1;
      if (this.lookup()) return;
      this.setLength(this.j + 1);
      this.append('ication');
      this.k = oldK;
    }
    this.j = this.k - 3;
    this.setLength(this.j + 1);
    this.write('e');
    this.k = this.j + 1;
    if (this.lookup()) return;
    this.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    this.setLength(this.j + 1);
    this.append('ion');
    this.k = oldK;
  }

  private erAndOrEndings(): void {
    const oldK = this.k;
    if (this.at(this.k) !== 'r') return;
    if (this.endsWith('izer')) {
      this.setLength(this.j + 4);
      this.k = this.j + 3;
      this.lookup();
      return;
    }
    if (!(this.endsWith('er') || this.endsWith('or'))) return;
    const j = this.j;
    const ch = this.at(j + 1);
    if (this.doubleC(j)) {
      this.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      this.write(this.at(j - 1));
    }
    if (this.at(j) === 'i') {
      this.put(j, 'y');
      this.setLength(j + 1);
      this.k = j;
      if (this.lookup()) return;
      this.put(j, 'i');
      this.write('e');
    }
    if (this.at(j) === 'e') {
      this.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      this.write('e');
    }
    this.setLength(j + 2);
    this.k = j + 1;
    if (this.lookup()) return;
    this.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    this.write('e');
    this.k = j + 1;
    if (this.lookup()) return;
    this.setLength(j + 1);
    this.write(ch);
    this.write('r');
    this.k = oldK;
  }

  private lyEndings(): void {
    const oldK = this.k;
    if (!this.endsWith('ly')) return;
    const j = this.j;
    this.put(j + 2, 'e');
    if (this.lookup()) return;
    this.put(j + 2, 'y');
    this.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    if (j > 0 && this.at(j - 1) === 'a' && this.at(j) === 'l') return;
    this.append('ly');
    this.k = oldK;
    if (j > 0 && this.at(j - 1) === 'a' && this.at(j) === 'b') {
      this.put(j + 2, 'e');
      this.k = j + 2;
      return;
    }
    if (this.at(j) === 'i') {
      this.setLength(j);
      this.write('y');
      this.k = j;
      if (this.lookup()) return;
      this.setLength(j);
      this.append('ily');
      this.k = oldK;
    }
    this.setLength(j + 1);
    this.k = j;
  }

  private alEndings(): void {
    const oldK = this.k;
    if (this.len < 4) return;
    if (!this.endsWith('al')) return;
    const j = this.j;
    this.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    if (this.doubleC(j)) {
      this.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      this.write(this.at(j - 1));
    }
    this.setLength(j + 1);
    this.write('e');
    this.k = j + 1;
    if (this.lookup()) return;
    this.setLength(j + 1);
    this.append('um');
    this.k = j + 2;
    if (this.lookup()) return;
    this.setLength(j + 1);
    this.append('al');
    this.k = oldK;
    if (j > 0 && this.at(j - 1) === 'i' && this.at(j) === 'c') {
      this.setLength(j - 1);
      this.k = j - 2;
      if (this.lookup()) return;
      this.setLength(j - 1);
      this.write('y');
      this.k = j - 1;
      if (this.lookup()) return;
      this.setLength(j - 1);
      this.append('ic');
      this.k = j;
      this.lookup();
      return;
    }
    if (this.at(j) === 'i') {
      this.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      this.append('ial');
      this.k = oldK;
      this.lookup();
    }
  }

  private iveEndings(): void {
    const oldK = this.k;
    if (!this.endsWith('ive')) return;
    const j = this.j;
    this.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    this.write('e');
    this.k = j + 1;
    if (this.lookup()) return;
    this.setLength(j + 1);
    this.append('ive');
    if (j > 0 && this.at(j - 1) === 'a' && this.at(j) === 't') {
      this.put(j - 1, 'e');
      this.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      this.setLength(j - 1);
      if (this.lookup()) return;
      this.append('ative');
      this.k = oldK;
    }
    this.put(j + 2, 'o');
    this.put(j + 3, 'n');
    if (this.lookup()) return;
    this.put(j + 2, 'v');
    this.put(j + 3, 'e');
    this.k = oldK;
  }

  /** The steps in Lucene's order, stopping at the first that found the word; the result is the entry's root or the word. */
  run(): string {
    const steps: Array<() => void> = [
      () => this.plural(), () => this.pastTense(), () => this.aspect(), () => this.ityEndings(), () => this.nessEndings(),
      () => this.ionEndings(), () => this.erAndOrEndings(), () => this.lyEndings(), () => this.alEndings(),
      () => { this.wordInDict(); this.iveEndings(); }, () => this.izeEndings(), () => this.mentEndings(), () => this.bleEndings(),
      () => this.ismEndings(), () => this.icEndings(), () => this.ncyEndings(), () => this.nceEndings(),
    ];
    for (const step of steps) {
      step();
      if (this.matched !== undefined) break;
    }
    return this.matched?.root ?? this.text();
  }
}

/** KStemmer.stem: the stem of a lower-cased term, or the term itself (too short or long, not all `a`-`z`). */
export function kstem(term: string): string {
  const len = term.length;
  if (len - 1 <= 1 || len - 1 >= MAX_WORD_LENGTH - 1) return term;
  const d = dict();
  const entry = d.get(term);
  if (entry !== undefined) return entry.root ?? term;
  for (let i = 0; i < len; i++) {
    const c = term.charCodeAt(i);
    if (c < 0x61 || c > 0x7a) return term;
  }
  return new Stemming(term, d).run();
}

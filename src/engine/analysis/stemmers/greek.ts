import { javaToLowerCase } from '../java-chars';

/**
 * Lucene 7.7's GreekLowerCaseFilter and GreekStemmer (Ntais, "Development of a Stemmer for the Greek
 * Language"). The stemmer expects GreekLowerCaseFilter's output: lower case, final sigma as σ, no tonos or
 * dialytika. Its rules are carried as Lucene has them, including two conditions whose Java precedence
 * makes a suffix test apply at any length (rule 0's σκαγιων... list and rule 8's second and later
 * endings): the stems must be the ones Lucene indexes.
 */

const GREEK_LOWER: ReadonlyMap<number, number> = new Map([
  [0x03c2, 0x03c3],
  [0x0386, 0x03b1], [0x03ac, 0x03b1],
  [0x0388, 0x03b5], [0x03ad, 0x03b5],
  [0x0389, 0x03b7], [0x03ae, 0x03b7],
  [0x038a, 0x03b9], [0x03aa, 0x03b9], [0x03af, 0x03b9], [0x03ca, 0x03b9], [0x0390, 0x03b9],
  [0x038e, 0x03c5], [0x03ab, 0x03c5], [0x03cd, 0x03c5], [0x03cb, 0x03c5], [0x03b0, 0x03c5],
  [0x038c, 0x03bf], [0x03cc, 0x03bf],
  [0x038f, 0x03c9], [0x03ce, 0x03c9],
  [0x03a2, 0x03c2], // reserved code point, kept as Lucene's older implementation mapped it
]);

/** GreekLowerCaseFilter on one term, code point by code point. */
export function greekLowerCase(term: string): string {
  let out = '';
  for (const c of term) {
    const cp = c.codePointAt(0)!;
    out += String.fromCodePoint(GREEK_LOWER.get(cp) ?? javaToLowerCase(cp));
  }
  return out;
}

type Buf = string[];

function ends(s: Buf, len: number, suffix: string): boolean {
  if (suffix.length > len) return false;
  for (let i = 0; i < suffix.length; i++) if (s[len - suffix.length + i] !== suffix[i]) return false;
  return true;
}
const endsAny = (s: Buf, len: number, suffixes: readonly string[]) => suffixes.some((x) => ends(s, len, x));
const isIn = (set: ReadonlySet<string>, s: Buf, len: number) => set.has(s.slice(0, len).join(''));
const endsWithVowel = (s: Buf, len: number) => len > 0 && 'αεηιουω'.includes(s[len - 1]);
const endsWithVowelNoY = (s: Buf, len: number) => len > 0 && 'αεηιοω'.includes(s[len - 1]);
const set = (words: string) => new Set(words.split(' '));
/** Writes `text` over the last `text.length` units below `len`. */
function put(s: Buf, len: number, text: string): void {
  for (let i = 0; i < text.length; i++) s[len - text.length + i] = text[i];
}

function rule0(s: Buf, len: number): number {
  if (len > 9 && endsAny(s, len, ['καθεστωτοσ', 'καθεστωτων'])) return len - 4;
  if (len > 8 && endsAny(s, len, ['γεγονοτοσ', 'γεγονοτων'])) return len - 4;
  if (len > 8 && ends(s, len, 'καθεστωτα')) return len - 3;
  if (len > 7 && endsAny(s, len, ['τατογιου', 'τατογιων'])) return len - 4;
  if (len > 7 && ends(s, len, 'γεγονοτα')) return len - 3;
  if (len > 7 && ends(s, len, 'καθεστωσ')) return len - 2;
  // Lucene's parentheses close after the first ending: the others are tested at any length.
  if ((len > 6 && ends(s, len, 'σκαγιου')) || endsAny(s, len, ['σκαγιων', 'ολογιου', 'ολογιων', 'κρεατοσ', 'κρεατων', 'περατοσ', 'περατων', 'τερατοσ', 'τερατων'])) return len - 4;
  if (len > 6 && ends(s, len, 'τατογια')) return len - 3;
  if (len > 6 && ends(s, len, 'γεγονοσ')) return len - 2;
  if (len > 5 && endsAny(s, len, ['φαγιου', 'φαγιων', 'σογιου', 'σογιων'])) return len - 4;
  if (len > 5 && endsAny(s, len, ['σκαγια', 'ολογια', 'κρεατα', 'περατα', 'τερατα'])) return len - 3;
  if (len > 4 && endsAny(s, len, ['φαγια', 'σογια', 'φωτοσ', 'φωτων'])) return len - 3;
  if (len > 4 && endsAny(s, len, ['κρεασ', 'περασ', 'τερασ'])) return len - 2;
  if (len > 3 && ends(s, len, 'φωτα')) return len - 2;
  if (len > 2 && ends(s, len, 'φωσ')) return len - 1;
  return len;
}

function rule1(s: Buf, len: number): number {
  if (len > 4 && endsAny(s, len, ['αδεσ', 'αδων'])) {
    len -= 4;
    if (!endsAny(s, len, ['οκ', 'μαμ', 'μαν', 'μπαμπ', 'πατερ', 'γιαγι', 'νταντ', 'κυρ', 'θει', 'πεθερ'])) len += 2; // -αδ back
  }
  return len;
}

function rule2(s: Buf, len: number): number {
  if (len > 4 && endsAny(s, len, ['εδεσ', 'εδων'])) {
    len -= 4;
    if (endsAny(s, len, ['οπ', 'ιπ', 'εμπ', 'υπ', 'γηπ', 'δαπ', 'κρασπ', 'μιλ'])) len += 2; // -εδ back
  }
  return len;
}

function rule3(s: Buf, len: number): number {
  if (len > 5 && endsAny(s, len, ['ουδεσ', 'ουδων'])) {
    len -= 5;
    if (endsAny(s, len, ['αρκ', 'καλιακ', 'πεταλ', 'λιχ', 'πλεξ', 'σκ', 'σ', 'φλ', 'φρ', 'βελ', 'λουλ', 'χν', 'σπ', 'τραγ', 'φε'])) len += 3; // -ουδ back
  }
  return len;
}

const EXC4 = set('θ δ ελ γαλ ν π ιδ παρ');
function rule4(s: Buf, len: number): number {
  if (len > 3 && endsAny(s, len, ['εωσ', 'εων'])) {
    len -= 3;
    if (isIn(EXC4, s, len)) len++; // -ε back
  }
  return len;
}

function rule5(s: Buf, len: number): number {
  if (len > 2 && ends(s, len, 'ια')) {
    len -= 2;
    if (endsWithVowel(s, len)) len++; // -ι back
  } else if (len > 3 && endsAny(s, len, ['ιου', 'ιων'])) {
    len -= 3;
    if (endsWithVowel(s, len)) len++;
  }
  return len;
}

const EXC6 = set('αλ αδ ενδ αμαν αμμοχαλ ηθ ανηθ αντιδ φυσ βρωμ γερ εξωδ καλπ καλλιν καταδ μουλ μπαν μπαγιατ μπολ μποσ νιτ ξικ συνομηλ πετσ πιτσ πικαντ πλιατσ ποστελν πρωτοδ σερτ συναδ τσαμ υποδ φιλον φυλοδ χασ');
function rule6(s: Buf, len: number): number {
  let removed = false;
  if (len > 3 && endsAny(s, len, ['ικα', 'ικο'])) {
    len -= 3;
    removed = true;
  } else if (len > 4 && endsAny(s, len, ['ικου', 'ικων'])) {
    len -= 4;
    removed = true;
  }
  if (removed && (endsWithVowel(s, len) || isIn(EXC6, s, len))) len += 2; // -ικ back
  return len;
}

const EXC7 = set('αναπ αποθ αποκ αποστ βουβ ξεθ ουλ πεθ πικρ ποτ σιχ χ');
function rule7(s: Buf, len: number): number {
  if (len === 5 && ends(s, len, 'αγαμε')) return len - 1;
  if (len > 7 && ends(s, len, 'ηθηκαμε')) len -= 7;
  else if (len > 6 && ends(s, len, 'ουσαμε')) len -= 6;
  else if (len > 5 && endsAny(s, len, ['αγαμε', 'ησαμε', 'ηκαμε'])) len -= 5;
  if (len > 3 && ends(s, len, 'αμε')) {
    len -= 3;
    if (isIn(EXC7, s, len)) len += 2; // -αμ back
  }
  return len;
}

const EXC8A = set('τρ τσ');
const EXC8B = set('βετερ βουλκ βραχμ γ δραδουμ θ καλπουζ καστελ κορμορ λαοπλ μωαμεθ μ μουσουλμ ν ουλ π πελεκ πλ πολισ πορτολ σαρακατσ σουλτ τσαρλατ ορφ τσιγγ τσοπ φωτοστεφ χ ψυχοπλ αγ ορφ γαλ γερ δεκ διπλ αμερικαν ουρ πιθ πουριτ σ ζωντ ικ καστ κοπ λιχ λουθηρ μαιντ μελ σιγ σπ στεγ τραγ τσαγ φ ερ αδαπ αθιγγ αμηχ ανικ ανοργ απηγ απιθ ατσιγγ βασ βασκ βαθυγαλ βιομηχ βραχυκ διατ διαφ ενοργ θυσ καπνοβιομηχ καταγαλ κλιβ κοιλαρφ λιβ μεγλοβιομηχ μικροβιομηχ νταβ ξηροκλιβ ολιγοδαμ ολογαλ πενταρφ περηφ περιτρ πλατ πολυδαπ πολυμηχ στεφ ταβ τετ υπερηφ υποκοπ χαμηλοδαπ ψηλοταβ');
function rule8(s: Buf, len: number): number {
  let removed = false;
  // As in Lucene, `len > n` binds only to the first ending of each group.
  if (len > 8 && ends(s, len, 'ιουντανε')) {
    len -= 8;
    removed = true;
  } else if ((len > 7 && ends(s, len, 'ιοντανε')) || endsAny(s, len, ['ουντανε', 'ηθηκανε'])) {
    len -= 7;
    removed = true;
  } else if ((len > 6 && ends(s, len, 'ιοτανε')) || endsAny(s, len, ['οντανε', 'ουσανε'])) {
    len -= 6;
    removed = true;
  } else if ((len > 5 && ends(s, len, 'αγανε')) || endsAny(s, len, ['ησανε', 'οτανε', 'ηκανε'])) {
    len -= 5;
    removed = true;
  }
  if (removed && isIn(EXC8A, s, len)) {
    len += 4;
    put(s, len, 'αγαν');
  }
  if (len > 3 && ends(s, len, 'ανε')) {
    len -= 3;
    if (endsWithVowelNoY(s, len) || isIn(EXC8B, s, len)) len += 2; // -αν back
  }
  return len;
}

const EXC9 = set('αβαρ βεν εναρ αβρ αδ αθ αν απλ βαρον ντρ σκ κοπ μπορ νιφ παγ παρακαλ σερπ σκελ συρφ τοκ υ δ εμ θαρρ θ');
const RULE9_ENDINGS = ['οδ', 'αιρ', 'φορ', 'ταθ', 'διαθ', 'σχ', 'ενδ', 'ευρ', 'τιθ', 'υπερθ', 'ραθ', 'ενθ', 'ροθ', 'σθ', 'πυρ', 'αιν', 'συνδ', 'συν', 'συνθ', 'χωρ', 'πον', 'βρ', 'καθ', 'ευθ', 'εκθ', 'νετ', 'ρον', 'αρκ', 'βαρ', 'βολ', 'ωφελ'];
function rule9(s: Buf, len: number): number {
  if (len > 5 && ends(s, len, 'ησετε')) len -= 5;
  if (len > 3 && ends(s, len, 'ετε')) {
    len -= 3;
    if (isIn(EXC9, s, len) || endsWithVowelNoY(s, len) || endsAny(s, len, RULE9_ENDINGS)) len += 2; // -ετ back
  }
  return len;
}

function rule10(s: Buf, len: number): number {
  if (len > 5 && endsAny(s, len, ['οντασ', 'ωντασ'])) {
    len -= 5;
    if (len === 3 && ends(s, len, 'αρχ')) {
      len += 3;
      s[len - 3] = 'ο';
    }
    if (ends(s, len, 'κρε')) {
      len += 3;
      s[len - 3] = 'ω';
    }
  }
  return len;
}

function rule11(s: Buf, len: number): number {
  if (len > 6 && ends(s, len, 'ομαστε')) {
    len -= 6;
    if (len === 2 && ends(s, len, 'ον')) len += 5; // -ομαστ back
  } else if (len > 7 && ends(s, len, 'ιομαστε')) {
    len -= 7;
    if (len === 2 && ends(s, len, 'ον')) {
      len += 5;
      put(s, len, 'ομαστ');
    }
  }
  return len;
}

const EXC12A = set('π απ συμπ ασυμπ ακαταπ αμεταμφ');
const EXC12B = set('αλ αρ εκτελ ζ μ ξ παρακαλ αρ προ νισ');
function rule12(s: Buf, len: number): number {
  if (len > 5 && ends(s, len, 'ιεστε')) {
    len -= 5;
    if (isIn(EXC12A, s, len)) len += 4; // -ιεστ back
  }
  if (len > 4 && ends(s, len, 'εστε')) {
    len -= 4;
    if (isIn(EXC12B, s, len)) len += 3; // -εστ back
  }
  return len;
}

const EXC13 = set('διαθ θ παρακαταθ προσθ συνθ');
function rule13(s: Buf, len: number): number {
  if (len > 6 && ends(s, len, 'ηθηκεσ')) len -= 6;
  else if (len > 5 && endsAny(s, len, ['ηθηκα', 'ηθηκε'])) len -= 5;
  let removed = false;
  if (len > 4 && ends(s, len, 'ηκεσ')) {
    len -= 4;
    removed = true;
  } else if (len > 3 && endsAny(s, len, ['ηκα', 'ηκε'])) {
    len -= 3;
    removed = true;
  }
  if (removed && (isIn(EXC13, s, len) || endsAny(s, len, ['σκωλ', 'σκουλ', 'ναρθ', 'σφ', 'οθ', 'πιθ']))) len += 2; // -ηκ back
  return len;
}

const EXC14 = set('φαρμακ χαδ αγκ αναρρ βρομ εκλιπ λαμπιδ λεχ μ πατ ρ λ μεδ μεσαζ υποτειν αμ αιθ ανηκ δεσποζ ενδιαφερ δε δευτερευ καθαρευ πλε τσα');
function rule14(s: Buf, len: number): number {
  let removed = false;
  if (len > 5 && ends(s, len, 'ουσεσ')) {
    len -= 5;
    removed = true;
  } else if (len > 4 && endsAny(s, len, ['ουσα', 'ουσε'])) {
    len -= 4;
    removed = true;
  }
  if (removed && (isIn(EXC14, s, len) || endsWithVowel(s, len)
    || endsAny(s, len, ['ποδαρ', 'βλεπ', 'πανταχ', 'φρυδ', 'μαντιλ', 'μαλλ', 'κυματ', 'λαχ', 'ληγ', 'φαγ', 'ομ', 'πρωτ']))) len += 3; // -ουσ back
  return len;
}

const EXC15A = set('αβαστ πολυφ αδηφ παμφ ρ ασπ αφ αμαλ αμαλλι ανυστ απερ ασπαρ αχαρ δερβεν δροσοπ ξεφ νεοπ νομοτ ολοπ ομοτ προστ προσωποπ συμπ συντ τ υποτ χαρ αειπ αιμοστ ανυπ αποτ αρτιπ διατ εν επιτ κροκαλοπ σιδηροπ λ ναυ ουλαμ ουρ π τρ μ');
const EXC15B = set('ψοφ ναυλοχ');
function rule15(s: Buf, len: number): number {
  let removed = false;
  if (len > 4 && ends(s, len, 'αγεσ')) {
    len -= 4;
    removed = true;
  } else if (len > 3 && endsAny(s, len, ['αγα', 'αγε'])) {
    len -= 3;
    removed = true;
  }
  if (removed) {
    const cond1 = isIn(EXC15A, s, len) || endsAny(s, len, ['οφ', 'πελ', 'χορτ', 'λλ', 'σφ', 'ρπ', 'φρ', 'πρ', 'λοχ', 'σμην']);
    const cond2 = isIn(EXC15B, s, len) || ends(s, len, 'κολλ');
    if (cond1 && !cond2) len += 2; // -αγ back
  }
  return len;
}

const EXC16 = set('ν χερσον δωδεκαν ερημον μεγαλον επταν');
function rule16(s: Buf, len: number): number {
  let removed = false;
  if (len > 4 && ends(s, len, 'ησου')) {
    len -= 4;
    removed = true;
  } else if (len > 3 && endsAny(s, len, ['ησε', 'ησα'])) {
    len -= 3;
    removed = true;
  }
  if (removed && isIn(EXC16, s, len)) len += 2; // -ησ back
  return len;
}

const EXC17 = set('ασβ σβ αχρ χρ απλ αειμν δυσχρ ευχρ κοινοχρ παλιμψ');
function rule17(s: Buf, len: number): number {
  if (len > 4 && ends(s, len, 'ηστε')) {
    len -= 4;
    if (isIn(EXC17, s, len)) len += 3; // -ηστ back
  }
  return len;
}

const EXC18 = set('ν ρ σπι στραβομουτσ κακομουτσ εξων');
function rule18(s: Buf, len: number): number {
  let removed = false;
  if (len > 6 && endsAny(s, len, ['ησουνε', 'ηθουνε'])) {
    len -= 6;
    removed = true;
  } else if (len > 4 && ends(s, len, 'ουνε')) {
    len -= 4;
    removed = true;
  }
  if (removed && isIn(EXC18, s, len)) {
    len += 3;
    put(s, len, 'ουν');
  }
  return len;
}

const EXC19 = set('παρασουσ φ χ ωριοπλ αζ αλλοσουσ ασουσ');
function rule19(s: Buf, len: number): number {
  let removed = false;
  if (len > 6 && endsAny(s, len, ['ησουμε', 'ηθουμε'])) {
    len -= 6;
    removed = true;
  } else if (len > 4 && ends(s, len, 'ουμε')) {
    len -= 4;
    removed = true;
  }
  if (removed && isIn(EXC19, s, len)) {
    len += 3;
    put(s, len, 'ουμ');
  }
  return len;
}

function rule20(s: Buf, len: number): number {
  if (len > 5 && endsAny(s, len, ['ματων', 'ματοσ'])) len -= 3;
  else if (len > 4 && ends(s, len, 'ματα')) len -= 2;
  return len;
}

/** The "long list" of endings, by length (tried only when no short rule changed the word). */
const RULE21: ReadonlyArray<readonly [number, readonly string[]]> = [
  [9, ['ιοντουσαν']],
  [8, ['ιομασταν', 'ιοσασταν', 'ιουμαστε', 'οντουσαν']],
  [7, ['ιεμαστε', 'ιεσαστε', 'ιομουνα', 'ιοσαστε', 'ιοσουνα', 'ιουνται', 'ιουνταν', 'ηθηκατε', 'ομασταν', 'οσασταν', 'ουμαστε']],
  [6, ['ιομουν', 'ιονταν', 'ιοσουν', 'ηθειτε', 'ηθηκαν', 'ομουνα', 'οσαστε', 'οσουνα', 'ουνται', 'ουνταν', 'ουσατε']],
  [5, ['αγατε', 'ιεμαι', 'ιεται', 'ιεσαι', 'ιοταν', 'ιουμα', 'ηθεισ', 'ηθουν', 'ηκατε', 'ησατε', 'ησουν', 'ομουν', 'ονται', 'ονταν', 'οσουν', 'ουμαι', 'ουσαν']],
  [4, ['αγαν', 'αμαι', 'ασαι', 'αται', 'ειτε', 'εσαι', 'εται', 'ηδεσ', 'ηδων', 'ηθει', 'ηκαν', 'ησαν', 'ησει', 'ησεσ', 'ομαι', 'οταν']],
  [3, ['αει', 'εισ', 'ηθω', 'ησω', 'ουν', 'ουσ']],
  [2, ['αν', 'ασ', 'αω', 'ει', 'εσ', 'ησ', 'οι', 'οσ', 'ου', 'υσ', 'ων']],
];
function rule21(s: Buf, len: number): number {
  for (const [n, endings] of RULE21) if (len > n && endsAny(s, len, endings)) return len - n;
  if (len > 1 && endsWithVowel(s, len)) return len - 1;
  return len;
}

function rule22(s: Buf, len: number): number {
  if (endsAny(s, len, ['εστερ', 'εστατ'])) return len - 5;
  if (endsAny(s, len, ['οτερ', 'οτατ', 'υτερ', 'υτατ', 'ωτερ', 'ωτατ'])) return len - 4;
  return len;
}

const SHORT_RULES = [rule0, rule1, rule2, rule3, rule4, rule5, rule6, rule7, rule8, rule9, rule10, rule11, rule12, rule13, rule14, rule15, rule16, rule17, rule18, rule19, rule20];

export function greekStem(term: string): string {
  const s: Buf = term.split('');
  let len = s.length;
  if (len < 4) return term;
  const origLen = len;
  for (const rule of SHORT_RULES) len = rule(s, len);
  if (len === origLen) len = rule21(s, len);
  return s.slice(0, rule22(s, len)).join('');
}

/**
 * Lucene 7.7's BrazilianStemmer (the `brazilian_stem` filter and the brazilian analyzer), rule for rule as
 * its source has them, quirks included: the regions R1, R2 and RV are taken once from the changed term and
 * never recomputed; "logias" and step 2's "ira" report a removal without changing the term.
 */

const isVowel = (c: string | undefined) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';

function getR1(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const i = value.length - 1;
  let j = 0;
  for (; j < i; j++) if (isVowel(value[j])) break;
  if (!(j < i)) return undefined;
  for (; j < i; j++) if (!isVowel(value[j])) break;
  if (!(j < i)) return undefined;
  return value.slice(j + 1);
}

function getRV(value: string): string | undefined {
  const i = value.length - 1;
  if (i > 0 && !isVowel(value[1])) {
    let j = 2;
    for (; j < i; j++) if (isVowel(value[j])) break;
    if (j < i) return value.slice(j + 1);
  }
  if (i > 1 && isVowel(value[0]) && isVowel(value[1])) {
    let j = 2;
    for (; j < i; j++) if (!isVowel(value[j])) break;
    if (j < i) return value.slice(j + 1);
  }
  if (i > 2) return value.slice(3);
  return undefined;
}

const CHANGE: Readonly<Record<string, string>> = { 'á': 'a', 'â': 'a', 'ã': 'a', 'é': 'e', 'ê': 'e', 'í': 'i', 'ó': 'o', 'ô': 'o', 'õ': 'o', 'ú': 'u', 'ü': 'u', 'ç': 'c', 'ñ': 'n' };
const LEADING = new Set(['"', "'", '-', ',', ';', '.', '?', '!']);
const TRAILING = new Set(['-', ',', ';', '.', '?', '!', "'", '"']);

const ends = (v: string | undefined, s: string) => v !== undefined && v.length >= s.length && v.endsWith(s);
const removeSuffix = (v: string, s: string) => (ends(v, s) ? v.slice(0, v.length - s.length) : v);
const replaceSuffix = (v: string, s: string, to: string) => (ends(v, s) ? v.slice(0, v.length - s.length) + to : v);
const suffixPreceded = (v: string | undefined, s: string, p: string) => v !== undefined && ends(v, s) && ends(removeSuffix(v, s), p);

/** Step 1's standard suffixes: [suffix, region it must be in, replacement (undefined: removed; null: left)]. */
const STEP1: ReadonlyArray<[string, 'R1' | 'R2', string | undefined | null]> = [
  ['uciones', 'R2', 'u'], ['imentos', 'R2', undefined], ['amentos', 'R2', undefined], ['adores', 'R2', undefined], ['adoras', 'R2', undefined],
  ['logias', 'R2', null], ['encias', 'R2', 'ente'], ['amente', 'R1', undefined], ['idades', 'R2', undefined], ['acoes', 'R2', undefined],
  ['imento', 'R2', undefined], ['amento', 'R2', undefined], ['adora', 'R2', undefined], ['ismos', 'R2', undefined], ['istas', 'R2', undefined],
  ['logia', 'R2', 'log'], ['ucion', 'R2', 'u'], ['encia', 'R2', 'ente'], ['mente', 'R2', undefined], ['idade', 'R2', undefined],
  ['acao', 'R2', undefined], ['ezas', 'R2', undefined], ['icos', 'R2', undefined], ['icas', 'R2', undefined], ['ismo', 'R2', undefined],
  ['avel', 'R2', undefined], ['ivel', 'R2', undefined], ['ista', 'R2', undefined], ['osos', 'R2', undefined], ['osas', 'R2', undefined],
  ['ador', 'R2', undefined], ['ivas', 'R2', undefined], ['ivos', 'R2', undefined],
];
const STEP1_SHORT = ['eza', 'ico', 'ica', 'oso', 'osa', 'iva', 'ivo'];

/** Step 2's verb suffixes, in RV, in the source's order (`ira` removes "ava", which it never ends with). */
const STEP2 = ['issemos', 'essemos', 'assemos', 'ariamos', 'eriamos', 'iriamos', 'iremos', 'eremos', 'aremos', 'avamos', 'iramos', 'eramos',
  'aramos', 'asseis', 'esseis', 'isseis', 'arieis', 'erieis', 'irieis', 'irmos', 'iamos', 'armos', 'ermos', 'areis', 'ereis', 'ireis',
  'asses', 'esses', 'isses', 'astes', 'assem', 'essem', 'issem', 'ardes', 'erdes', 'irdes', 'ariam', 'eriam', 'iriam', 'arias', 'erias',
  'irias', 'estes', 'istes', 'areis', 'aveis', 'aria', 'eria', 'iria', 'asse', 'esse', 'isse', 'aste', 'este', 'iste', 'arei', 'erei',
  'irei', 'aram', 'eram', 'iram', 'avam', 'arem', 'erem', 'irem', 'ando', 'endo', 'indo', 'arao', 'erao', 'irao', 'adas', 'idas', 'aras',
  'eras', 'iras', 'avas', 'ares', 'eres', 'ires', 'ados', 'idos', 'amos', 'emos', 'imos', 'iras', 'ieis', 'ada', 'ida', 'ara', 'era',
  'ira:ava', 'iam', 'ado', 'ido', 'ias', 'ais', 'eis', 'ira', 'ear', 'ia', 'ei', 'am', 'em', 'ar', 'er', 'ir', 'as', 'es', 'is', 'eu', 'iu',
  'ou'];

/** Returns the stem, or undefined where Lucene's returns null (a term under 3 or over 29 characters, kept as it is). */
export function brazilianStem(term: string): string | undefined {
  let ct = '';
  for (const c of term.toLowerCase()) ct += CHANGE[c] ?? c;
  if (ct.length >= 2 && LEADING.has(ct[0])) ct = ct.slice(1);
  if (ct.length >= 2 && TRAILING.has(ct[ct.length - 1])) ct = ct.slice(0, -1);
  if (!(ct.length < 30 && ct.length > 2)) return undefined;
  for (let i = 0; i < ct.length; i++) if (!/^\p{L}$/u.test(ct[i])) return ct;
  const r1 = getR1(ct);
  const r2 = getR1(r1);
  const rv = getRV(ct);
  const region = (r: 'R1' | 'R2') => (r === 'R1' ? r1 : r2);
  const step1 = (): boolean => {
    for (const [s, r, to] of STEP1) {
      if (!ends(ct, s) || !ends(region(r), s)) continue;
      if (to === undefined) ct = removeSuffix(ct, s);
      else if (to !== null) ct = replaceSuffix(ct, s, to);
      return true;
    }
    if (ends(ct, 'iras') && ends(rv, 'iras') && suffixPreceded(ct, 'iras', 'e')) { ct = replaceSuffix(ct, 'iras', 'ir'); return true; }
    for (const s of STEP1_SHORT) {
      if (ends(ct, s) && ends(r2, s)) { ct = removeSuffix(ct, s); return true; }
    }
    if (ends(ct, 'ira') && ends(rv, 'ira') && suffixPreceded(ct, 'ira', 'e')) { ct = replaceSuffix(ct, 'ira', 'ir'); return true; }
    return false;
  };
  const step2 = (): boolean => {
    if (rv === undefined) return false;
    for (const rule of STEP2) {
      const [s, removed = s] = rule.split(':');
      if (ends(rv, s)) {
        ct = removeSuffix(ct, removed);
        return true;
      }
    }
    return false;
  };
  let altered = step1();
  if (!altered) altered = step2();
  if (rv !== undefined) {
    if (altered) {
      if (ends(rv, 'i') && suffixPreceded(rv, 'i', 'c')) ct = removeSuffix(ct, 'i');
    } else {
      for (const s of ['os', 'a', 'i', 'o']) if (ends(rv, s)) { ct = removeSuffix(ct, s); break; }
    }
    if (ends(rv, 'e')) {
      if (suffixPreceded(rv, 'e', 'gu')) ct = removeSuffix(removeSuffix(ct, 'e'), 'u');
      else if (suffixPreceded(rv, 'e', 'ci')) ct = removeSuffix(removeSuffix(ct, 'e'), 'i');
      else ct = removeSuffix(ct, 'e');
    }
  }
  return ct;
}

/** BrazilianStemFilter's use of it: a term it gives no stem for stays as it is. */
export const brazilianTermStem = (term: string): string => brazilianStem(term) ?? term;

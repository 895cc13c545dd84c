/**
 * Lucene 7.7's org.tartarus.snowball.ext.LithuanianStemmer (the Snowball script contributed to Lucene 5.3,
 * compiled by the Snowball-to-Java compiler of that era; the `snowball-stemmers` package has no Lithuanian,
 * and today's Snowball 2 stemmer was generated from a revised script). Our own code from the generated
 * stemmer's routines and tables:
 *
 * - p1: after the first non-vowel that follows a vowel, counted from the second letter when the word
 *   starts with `a` and is longer than 6 (else the word's end).
 * - fix_conflicts: one of eleven endings rewritten (-aite, -aitės → -aitė, ...).
 * - step1: the longest inflectional ending lying after p1 is removed.
 * - fix_chdz: a final č → t, dž → d.
 * - step2: while one lies after p1, the longest derivational ending is removed.
 * - fix_chdz again, then a final gd → g.
 *
 * The lists keep two endings whose `ė` the compiler read as mojibake (`omÄ\u0097s`, `otÄ\u0097s`): they
 * never match real text, as in Lucene.
 */

const VOWELS = new Set('aeiouyąėęįūų');

const STEP1_ENDINGS = `a ia eria osna iosna uosna iuosna ysna ėsna e ie enie erie oje ioje uje iuje yje enyje eryje ėje ame
iame sime ome ėme tumėme ose iose uose iuose yse enyse eryse ėse ate iate ite kite site ote tute ėte tumėte i ai iai eriai ei
tumei ki imi erimi umi iumi si asi iasi esi iesi siesi isi aisi eisi tumeisi uisi osi ėjosi uosi iuosi siuosi usi ausi čiausi
ąsi ėsi ųsi tųsi ti enti inti oti ioti uoti iuoti auti iauti yti ėti telėti inėti terėti ui iui eniui oj ėj k am iam iem im
sim om tum ėm tumėm an on ion un iun ėn o io enio ėjo uo s as ias es ies is ais iais tumeis imis enimis omis iomis umis ėmis
enis asis ysis ams iams iems ims enims erims oms ioms ums ėms ens os ios uos iuos ers us aus iaus ius ys enys erys
omÄ\u0097s otÄ\u0097s ąs iąs ės amės iamės imės kimės simės omės ėmės tumėmės atės iatės sitės otės ėtės tumėtės įs ūs tųs
at iat it sit ot ėt tumėt u au iau čiau iu eniu siu y ą ią ė ę į enį erį ų ių erų`;

const STEP2_ENDINGS = `ing aj iaj iej oj ioj uoj iuoj auj ąj iąj ėj ųj iųj ok iok iuk uliuk učiuk išk iul yl ėl am dam jam zgan
ain esn op iop ias ies ais iais os ios uos iuos aus iaus ąs iąs ęs utėait ant iant siant int ot uot iuot yt ėt ykšt iau dav
sv šv ykšč ę ėję`;

const list = (s: string) => s.split(/\s+/).filter((w) => w !== '').map((w) => w.replace(/\\u0097/g, '\u0097'));
/** Longest first, as find_among_b settles on the longest entry that matches. */
const byLength = (words: string[]) => words.sort((a, b) => b.length - a.length);

let step1: string[] | undefined;
let step2: string[] | undefined;

const CONFLICTS: ReadonlyArray<readonly [string, string]> = [
  ['okatės', 'okatė'], ['ojime', 'ojimas'], ['ėjime', 'ėjimas'], ['avime', 'avimas'], ['okate', 'okatė'], ['asius', 'asys'],
  ['aitės', 'aitė'], ['uotės', 'uotė'], ['aite', 'aitė'], ['uote', 'uotė'], ['esiu', 'esys'],
];

/** The longest of `endings` that ends `w` and starts at or after `from`. */
function longest(endings: readonly string[], w: string, from: number): string | undefined {
  return endings.find((e) => w.length - e.length >= from && w.endsWith(e));
}

function fixChDz(w: string): string {
  if (w.endsWith('č')) return `${w.slice(0, -1)}t`;
  if (w.endsWith('dž')) return `${w.slice(0, -2)}d`;
  return w;
}

export function lithuanianStem(term: string): string {
  step1 ??= byLength(list(STEP1_ENDINGS));
  step2 ??= byLength(list(STEP2_ENDINGS));
  let w = term;
  // p1
  let p1 = w.length;
  let c = w.startsWith('a') && w.length > 6 ? 1 : 0;
  while (c < w.length && !VOWELS.has(w[c])) c++;
  if (c < w.length) {
    c++;
    while (c < w.length && VOWELS.has(w[c])) c++;
    if (c < w.length) p1 = c + 1;
  }
  const conflict = CONFLICTS.find(([from]) => w.endsWith(from));
  if (conflict) w = w.slice(0, w.length - conflict[0].length) + conflict[1];
  if (w.length >= p1) {
    const e = longest(step1, w, p1);
    if (e !== undefined) w = w.slice(0, w.length - e.length);
  }
  w = fixChDz(w);
  for (;;) {
    if (w.length < p1) break;
    const e = longest(step2, w, p1);
    if (e === undefined) break;
    w = w.slice(0, w.length - e.length);
  }
  w = fixChDz(w);
  if (w.endsWith('gd')) w = w.slice(0, -1);
  return w;
}

/** The lists' sizes, for the test that they were carried whole (206 and 62 entries in Lucene). */
export const LITHUANIAN_LIST_SIZES = () => [list(STEP1_ENDINGS).length, list(STEP2_ENDINGS).length];

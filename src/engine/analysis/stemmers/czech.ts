import { StemBuffer } from './buffer';

const CASE3 = ['ech', 'ich', 'ích', 'ého', 'ěmi', 'emi', 'ému', 'ěte', 'ete', 'ěti', 'eti', 'ího', 'iho', 'ími', 'ímu', 'imu',
  'ách', 'ata', 'aty', 'ých', 'ama', 'ami', 'ové', 'ovi', 'ými'];
const CASE2 = ['em', 'es', 'ém', 'ím', 'ům', 'at', 'ám', 'os', 'us', 'ým', 'mi', 'ou'];
const CASE1 = new Set(['a', 'e', 'i', 'o', 'u', 'ů', 'y', 'á', 'é', 'í', 'ý', 'ě']);

/** Lucene 7.7's CzechStemmer (Dolamic & Savoy's light stemmer): case endings, possessives, then normalisation. */
export function czechStem(term: string): string {
  const b = new StemBuffer(term);
  const s = b.s;
  let len = b.len;
  const ends = (x: string) => b.endsWith(x, len);
  // removeCase
  if (len > 7 && ends('atech')) len -= 5;
  else if (len > 6 && (ends('ětem') || ends('etem') || ends('atům'))) len -= 4;
  else if (len > 5 && CASE3.some(ends)) len -= 3;
  else if (len > 4 && CASE2.some(ends)) len -= 2;
  else if (len > 3 && CASE1.has(s[len - 1])) len -= 1;
  // removePossessives
  if (len > 5 && (ends('ov') || ends('in') || ends('ův'))) len -= 2;
  // normalize
  if (len > 0) {
    if (ends('čt')) { s[len - 2] = 'c'; s[len - 1] = 'k'; }
    else if (ends('št')) { s[len - 2] = 's'; s[len - 1] = 'k'; }
    else if (s[len - 1] === 'c' || s[len - 1] === 'č') s[len - 1] = 'k';
    else if (s[len - 1] === 'z' || s[len - 1] === 'ž') s[len - 1] = 'h';
    else if (len > 1 && s[len - 2] === 'e') { s[len - 2] = s[len - 1]; len -= 1; }
    else if (len > 2 && s[len - 2] === 'ů') s[len - 2] = 'o';
  }
  return s.slice(0, len).join('');
}

/** Lucene 7.7's SerbianNormalizationFilter: Cyrillic to Latin without diacritics (đ → dj), for lower-cased input. */
const MAP: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  'а': 'a', 'б': 'b', 'в': 'v', 'г': 'g', 'д': 'd', 'ђ': 'dj', 'đ': 'dj', 'е': 'e', 'ж': 'z', 'з': 'z', 'ž': 'z', 'и': 'i',
  'ј': 'j', 'к': 'k', 'л': 'l', 'љ': 'lj', 'м': 'm', 'н': 'n', 'њ': 'nj', 'о': 'o', 'п': 'p', 'р': 'r', 'с': 's', 'т': 't',
  'ћ': 'c', 'ц': 'c', 'ч': 'c', 'č': 'c', 'ć': 'c', 'у': 'u', 'ф': 'f', 'х': 'h', 'џ': 'dz', 'ш': 's', 'š': 's',
});

export function serbianNormalize(term: string): string {
  let out = '';
  for (let i = 0; i < term.length; i++) out += MAP[term[i]] ?? term[i];
  return out;
}

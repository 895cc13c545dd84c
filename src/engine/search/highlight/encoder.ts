/** The highlighters' `encoder`: `default` leaves text as it is; `html` is Lucene's SimpleHTMLEncoder. */
export type Encode = (text: string) => string;

const HTML: Record<string, string> = { '"': '&quot;', '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#x27;', '/': '&#x2F;' };

export function encoderFor(name: 'default' | 'html'): Encode {
  return name === 'html' ? (text) => text.replace(/["&<>'/]/g, (c) => HTML[c]) : (text) => text;
}

/** Java's String.trim: strips every char up to U+0020 at both ends (control chars included). */
export function javaTrim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 0x20) a++;
  while (b > a && s.charCodeAt(b - 1) <= 0x20) b--;
  return s.slice(a, b);
}

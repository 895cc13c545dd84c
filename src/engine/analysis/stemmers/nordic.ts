/** Lucene 7.7's ScandinavianNormalizationFilter and ScandinavianFoldingFilter, as their sources describe them. */

const oneOf = (c: string | undefined, set: string) => c !== undefined && set.includes(c);

/** å/æ/ø spelled the Norwegian/Danish way: ä→æ, ö→ø, and aa/ao→å, ae→æ, oe/oo→ø (case kept from the first letter). */
export function scandinavianNormalize(term: string): string {
  const b = term.split('');
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if (c === 'ä') b[i] = 'æ';
    else if (c === 'Ä') b[i] = 'Æ';
    else if (c === 'ö') b[i] = 'ø';
    else if (c === 'Ö') b[i] = 'Ø';
    else if (b.length - 1 > i) {
      const n = b[i + 1];
      let to: string | undefined;
      if (c === 'a' && oneOf(n, 'aoAO')) to = 'å';
      else if (c === 'A' && oneOf(n, 'aAoO')) to = 'Å';
      else if (c === 'a' && oneOf(n, 'eE')) to = 'æ';
      else if (c === 'A' && oneOf(n, 'eE')) to = 'Æ';
      else if (c === 'o' && oneOf(n, 'eEoO')) to = 'ø';
      else if (c === 'O' && oneOf(n, 'eEoO')) to = 'Ø';
      if (to !== undefined) {
        b.splice(i + 1, 1);
        b[i] = to;
      }
    }
  }
  return b.join('');
}

/** The more destructive fold: å/ä/æ→a, ø/ö→o (and capitals), and the second letter of aa/ae/ao/oe/oo dropped. */
export function scandinavianFold(term: string): string {
  const b = term.split('');
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if (c === 'å' || c === 'ä' || c === 'æ') b[i] = 'a';
    else if (c === 'Å' || c === 'Ä' || c === 'Æ') b[i] = 'A';
    else if (c === 'ø' || c === 'ö') b[i] = 'o';
    else if (c === 'Ø' || c === 'Ö') b[i] = 'O';
    else if (b.length - 1 > i) {
      const n = b[i + 1];
      if ((c === 'a' || c === 'A') && oneOf(n, 'aAeEoO')) b.splice(i + 1, 1);
      else if ((c === 'o' || c === 'O') && oneOf(n, 'eEoO')) b.splice(i + 1, 1);
    }
  }
  return b.join('');
}

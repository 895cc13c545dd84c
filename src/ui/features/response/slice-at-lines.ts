/** Cuts a long text into pieces that end at line breaks, so a large answer can go into Monaco a piece per task. */

/** `text` cut into pieces of at least `size` characters (the last may be shorter), each ending after a `\n`. */
export function sliceAtLines(text: string, size: number): string[] {
  const slices: string[] = [];
  let start = 0;
  while (text.length - start > size) {
    const cut = text.indexOf('\n', start + size);
    if (cut < 0) break;
    slices.push(text.slice(start, cut + 1));
    start = cut + 1;
  }
  slices.push(text.slice(start));
  return slices;
}

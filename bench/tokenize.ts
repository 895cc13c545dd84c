/** The bench's own simple analysis for the floor and the peers: lowercase runs of letters and digits. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The Console editor, as other panels reach it: to put the cursor on a position of the buffer (an error's place,
 * a request of the Run all list). Set by the editor while it is mounted.
 */
let reveal: ((line: number, column: number) => void) | undefined;

export function setEditorReveal(fn: typeof reveal) {
  reveal = fn;
}

/** Moves the editor's cursor to a 0-based buffer position, scrolls it into view and focuses the editor. */
export function revealInEditor(line: number, column: number) {
  reveal?.(line, column);
}

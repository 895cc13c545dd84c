/**
 * Walks valid JSON text beside the value JSON.parse made of it, telling the visitor where each object
 * and member starts and the text of each number: what JSON.parse drops (token places, number digits).
 */
export interface Location {
  line: number;
  col: number;
}

export interface JsonTextVisitor {
  /** An object opened (`{` at `at`). */
  object?(value: object, at: Location): void;
  /** A member of `holder`: its name's place and its value's place. */
  member?(holder: object, key: string, keyAt: Location, valueAt: Location): void;
  /** A number token, the value at `holder[key]`. */
  number?(holder: object, key: string | number, text: string): void;
}

/** A place in the text: the index, and the line it is on with that line's first index (for `Location`s). */
export interface TextPosition {
  i: number;
  line: number;
  lineStart: number;
}

export function walkJsonText(text: string, value: unknown, visitor: JsonTextVisitor) {
  walkJsonValue(text, { i: 0, line: 1, lineStart: 0 }, value, undefined, undefined, visitor);
}

/**
 * Walks the one value that starts at `pos` (whitespace before it allowed), `value` being what JSON.parse made of
 * it, at `holder[key]` when it is a member or an element; leaves `pos` after it.
 */
export function walkJsonValue(text: string, pos: TextPosition, value: unknown, holder: object | undefined, key: string | number | undefined, visitor: JsonTextVisitor) {
  jsonTextWalker(text, visitor)(pos, value, holder, key);
}

/** `walkJsonValue` over one text and visitor, its helpers made once (for many walks of one text's values). */
export function jsonTextWalker(text: string, visitor: JsonTextVisitor) {
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const here = (): Location => ({ line, col: i - lineStart + 1 });
  const ws = () => {
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line++;
        lineStart = i + 1;
      } else if (c !== 32 && c !== 9 && c !== 13) break;
    }
  };
  const skipString = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const walk = (v: unknown, holder?: object, key?: string | number) => {
    ws();
    const c = text[i];
    if (c === '{') {
      const isObj = typeof v === 'object' && v !== null && !Array.isArray(v);
      if (isObj) visitor.object?.(v, here());
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        const keyAt = here();
        const keyStart = i;
        skipString();
        const k = JSON.parse(text.slice(keyStart, i)) as string;
        ws();
        i++; // colon
        ws();
        if (isObj) visitor.member?.(v, k, keyAt, here());
        walk(typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined, v as object, k);
        ws();
        if (text[i++] === '}') return;
      }
    } else if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      let n = 0;
      for (;;) {
        const at = n++;
        walk(Array.isArray(v) ? v[at] : undefined, v as object, at);
        ws();
        if (text[i++] === ']') return;
      }
    } else if (c === '"') skipString();
    else {
      const start = i;
      while (i < text.length && !',]} \t\r\n'.includes(text[i])) i++;
      if (holder && typeof v === 'number') visitor.number?.(holder, key!, text.slice(start, i));
    }
  };
  return (pos: TextPosition, value: unknown, holder: object | undefined, key: string | number | undefined) => {
    ({ i, line, lineStart } = pos);
    walk(value, holder, key);
    pos.i = i;
    pos.line = line;
    pos.lineStart = lineStart;
  };
}

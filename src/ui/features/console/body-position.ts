import { jsonTokens } from './json-tokens';

/**
 * Where the end of a (partial) body puts the cursor: the keys from the body's root to the object or array it is
 * in, and what may be written there. `"fox"|` (after the quote that closes a value) is slot `none`: nothing to
 * complete, which is what keeps completion from opening there.
 */
export interface BodyPosition {
  /** Keys from the root to the container the cursor is in; `[]` for each array on the way. */
  path: string[];
  /** `key`: a member name; `value`: the value of `key`; `item`: an array element; `none`: nothing to offer. */
  slot: 'key' | 'value' | 'item' | 'none';
  /** The member whose value is being written (slot `value`). */
  key?: string;
  /** The cursor is inside a string (its opening quote typed). */
  inString: boolean;
  /** What is typed of the word at the cursor (without the quote). */
  typed: string;
  /** Member names already written in the object the cursor is in. */
  siblings: string[];
}

interface Frame {
  array: boolean;
  /** The member name this container is the value of (`[]` in an array, '' at the root). */
  name: string;
  expect: 'key' | 'colon' | 'value' | 'comma';
  lastKey?: string;
  keys: string[];
}

export function bodyPosition(textBeforeCursor: string): BodyPosition {
  const stack: Frame[] = [];
  const top = () => stack[stack.length - 1];
  const tokens = jsonTokens(textBeforeCursor);
  const none: BodyPosition = { path: [], slot: 'none', inString: false, typed: '', siblings: [] };
  const valueDone = () => {
    const f = top();
    if (f) f.expect = 'comma';
  };
  for (let n = 0; n < tokens.length; n++) {
    const t = tokens[n];
    const last = n === tokens.length - 1;
    if (t.kind === 'comment') {
      if (t.open || (last && t.line && !textBeforeCursor.endsWith('\n'))) return none;
      continue;
    }
    const f = top();
    // The word under the cursor: an open string, or a scalar that reaches the end of the text.
    const atCursor = last && t.end === textBeforeCursor.length && (t.kind === 'scalar' || (t.kind === 'string' && t.open));
    if (atCursor) {
      if (!f) return none;
      const inString = t.kind === 'string';
      const typed = inString ? t.text.slice(1) : t.text;
      return position(stack, inString, typed);
    }
    if (t.kind === 'string' || t.kind === 'scalar') {
      if (f && !f.array && f.expect === 'key' && t.kind === 'string') {
        f.lastKey = JSON.parse(t.text) as string;
        f.keys.push(f.lastKey);
        f.expect = 'colon';
      } else valueDone();
    } else if (t.text === '{' || t.text === '[') {
      const name = !f ? '' : f.array ? '[]' : (f.lastKey ?? '');
      stack.push({ array: t.text === '[', name, expect: t.text === '[' ? 'value' : 'key', keys: [] });
    } else if (t.text === '}' || t.text === ']') {
      stack.pop();
      valueDone();
    } else if (t.text === ':') {
      if (f) f.expect = 'value';
    } else if (t.text === ',') {
      if (f) f.expect = f.array ? 'value' : 'key';
    }
  }
  return stack.length === 0 ? none : position(stack, false, '');
}

function position(stack: Frame[], inString: boolean, typed: string): BodyPosition {
  const f = stack[stack.length - 1];
  const path = stack.slice(1).map((s) => s.name);
  const siblings = f.array ? [] : f.keys.filter((k) => !(f.expect === 'colon' && k === f.lastKey));
  let slot: BodyPosition['slot'] = 'none';
  if (f.array) slot = f.expect === 'value' ? 'item' : 'none';
  else if (f.expect === 'key') slot = 'key';
  else if (f.expect === 'value') slot = 'value';
  return { path, slot, key: slot === 'value' ? f.lastKey : undefined, inString, typed, siblings };
}

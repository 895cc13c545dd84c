/**
 * Parses a large JSON request body in pieces, letting the host run between them (README: every request yields
 * every 8 ms): JSON.parse of a 10 MB body with a million values, and the walks that record its members' places and
 * its numbers' digits, would hold Node's event loop (or the worker) for seconds. The text is cut at member and
 * element boundaries into pieces of about PIECE characters, each parsed by JSON.parse and walked alone; the
 * containers above them are put together here. The value, the recorded locations and number texts and the
 * nesting limit are those of `parseJsonText`. A text that is not valid JSON is handed to `parseJsonText` at the
 * first sign of it, for its exact error.
 */
import { parseJsonText, setMember } from './json';
import { depthOver, MAX_NESTING_DEPTH, nestingTooDeep } from './json-depth';
import { locationsVisitor } from './json-locations';
import { mayHoldNumberTexts, numberTextsVisitor } from './json-numbers';
import { jsonTextWalker, type JsonTextVisitor, type TextPosition } from './json-text-walk';

/** About how many characters JSON.parse takes at once (a few ms); smaller bodies are parsed whole. */
export const PIECE = 256 * 1024;
/** How deep big containers may nest before the text is parsed whole (each such level scans the text once more). */
const BIG_LEVELS = 16;
/** How many characters the boundary scan reads between two looks at the clock. */
const SCAN_STEP = 64 * 1024;

export interface Pauses {
  /** Whether the request has run its slice (a yield is due). */
  due(): boolean;
  /** Lets the host run (and stops a cancelled request). */
  pause(): Promise<void>;
}

/** Not valid JSON (or not as expected): `parseJsonText` says why. */
class Invalid extends Error {}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const NEWLINE = 10;

/** One member or element of a container being cut: where its key and value start and end, and their places. */
interface Child {
  keyStart: number;
  keyEnd: number;
  keyPos?: TextPosition;
  valueStart: number;
  valueEnd: number;
  valuePos: TextPosition;
}

export async function parseJsonTextInPieces(text: string, options: { locations?: boolean }, pauses: Pauses, piece = PIECE): Promise<unknown> {
  if (text.length <= piece) return parseJsonText(text, options);
  try {
    return await new PieceParser(text, options, pauses, piece).parse();
  } catch (e) {
    if (e instanceof Invalid || e instanceof SyntaxError) return parseJsonText(text, options);
    throw e;
  }
}

class PieceParser {
  private readonly visitors: JsonTextVisitor[] = [];
  private root: unknown;

  constructor(
    private readonly text: string,
    private readonly options: { locations?: boolean },
    private readonly pauses: Pauses,
    private readonly piece: number,
  ) {}

  async parse(): Promise<unknown> {
    const pos = { i: 0, line: 1, lineStart: 0 };
    this.skipWs(pos);
    const end = this.text.length;
    const value = await this.value(pos, end, 1, undefined, undefined);
    this.skipWs(pos);
    if (pos.i !== end) throw new Invalid();
    return value;
  }

  /** The visitors of a walk, once the root is known (numbers need it). */
  private visitorsFor(root: unknown): JsonTextVisitor[] {
    if (this.root === undefined) {
      this.root = root;
      if (this.options.locations !== false) this.visitors.push(locationsVisitor());
      if (mayHoldNumberTexts(this.text)) this.visitors.push(numberTextsVisitor(root));
    }
    return this.visitors;
  }

  private visit(): JsonTextVisitor {
    const vs = this.visitors;
    return {
      object: (v, at) => vs.forEach((x) => x.object?.(v, at)),
      member: (h, k, ka, va) => vs.forEach((x) => x.member?.(h, k, ka, va)),
      number: (h, k, t) => vs.forEach((x) => x.number?.(h, k, t)),
    };
  }

  /** The value starting at `pos` and ending before `end` (whitespace after it allowed), at nesting `depth`. */
  private async value(pos: TextPosition, end: number, depth: number, holder: object | undefined, key: string | number | undefined): Promise<unknown> {
    const c = this.text[pos.i];
    if ((c !== '{' && c !== '[') || end - pos.i <= this.piece) return this.small(pos, end, depth, holder, key);
    // Each level of big containers scans its text again: past a few, parse whole (a hostile shape, not a body).
    if (depth > BIG_LEVELS) throw new Invalid();
    const container: Record<string, unknown> | unknown[] = c === '{' ? {} : [];
    this.visitorsFor(this.root === undefined ? container : this.root);
    if (c === '{') this.visit().object?.(container, { line: pos.line, col: pos.i - pos.lineStart + 1 });
    let batch: Child[] = [];
    const flush = () => {
      if (batch.length > 0) this.batch(container, batch, depth);
      batch = [];
    };
    for await (const child of this.children(pos, c === '{')) {
      if (child.valueEnd - child.valueStart > this.piece) {
        flush();
        const at = { ...child.valuePos };
        if (!Array.isArray(container)) this.member(container, child, at);
        const k = Array.isArray(container) ? container.length : this.key(child);
        const v = await this.value(at, child.valueEnd, depth + 1, container, k);
        if (Array.isArray(container)) container.push(v);
        else setMember(container, k as string, v);
      } else {
        batch.push(child);
        if (child.valueEnd - batch[0].keyStart > this.piece) flush();
      }
      if (this.pauses.due()) await this.pauses.pause();
    }
    flush();
    return container;
  }

  /** A value small enough for JSON.parse at once, walked beside it. */
  private small(pos: TextPosition, end: number, depth: number, holder: object | undefined, key: string | number | undefined): unknown {
    const v: unknown = JSON.parse(this.text.slice(pos.i, end));
    const at = { ...pos };
    pos.i = end;
    const over = depthOver(v, MAX_NESTING_DEPTH - depth + 1);
    if (over !== undefined) throw nestingTooDeep(over + depth - 1);
    this.walk(at, v, holder, key, this.visitorsFor(v));
    return v;
  }

  private walker?: (pos: TextPosition, v: unknown, holder: object | undefined, key: string | number | undefined) => void;

  private walk(pos: TextPosition, v: unknown, holder: object | undefined, key: string | number | undefined, visitors: JsonTextVisitor[]) {
    if (visitors.length === 0) return;
    this.walker ??= jsonTextWalker(this.text, visitors.length === 1 ? visitors[0] : this.visit());
    this.walker({ ...pos }, v, holder, key);
  }

  private key(child: Child): string {
    return JSON.parse(this.text.slice(child.keyStart, child.keyEnd)) as string;
  }

  private member(container: object, child: Child, valuePos: TextPosition) {
    const p = child.keyPos!;
    const col = (x: TextPosition) => ({ line: x.line, col: x.i - x.lineStart + 1 });
    this.visit().member?.(container, this.key(child), col(p), col(valuePos));
  }

  /** Consecutive small members or elements, parsed by one JSON.parse and walked one by one. */
  private batch(container: Record<string, unknown> | unknown[], children: Child[], depth: number) {
    const first = children[0];
    const last = children[children.length - 1];
    const isArray = Array.isArray(container);
    const inner = this.text.slice(isArray ? first.valueStart : first.keyStart, last.valueEnd);
    const parsed: unknown = JSON.parse(isArray ? `[${inner}]` : `{${inner}}`);
    const over = depthOver(parsed, MAX_NESTING_DEPTH - depth + 1);
    if (over !== undefined) throw nestingTooDeep(over + depth - 1);
    const visitors = this.visitors;
    if (isArray) {
      const items = parsed as unknown[];
      if (items.length !== children.length) throw new Invalid();
      for (let n = 0; n < items.length; n++) {
        const index = container.length;
        container.push(items[n]);
        this.walk(children[n].valuePos, items[n], container, index, visitors);
      }
    } else {
      const members = parsed as Record<string, unknown>;
      for (const child of children) {
        const k = this.key(child);
        setMember(container, k, members[k]);
        if (visitors.length > 0) {
          this.member(container, child, child.valuePos);
          this.walk(child.valuePos, members[k], container, k, visitors);
        }
      }
    }
  }

  private skipWs(pos: TextPosition) {
    const t = this.text;
    for (; pos.i < t.length; pos.i++) {
      const c = t.charCodeAt(pos.i);
      if (c === NEWLINE) {
        pos.line++;
        pos.lineStart = pos.i + 1;
      } else if (c !== 32 && c !== 9 && c !== 13) break;
    }
  }

  /**
   * The members (or elements) of the container opening at `pos`, found by one scan that keeps count of the
   * nesting and skips strings; looks at the clock every SCAN_STEP characters. Leaves `pos` after the container.
   */
  private async *children(pos: TextPosition, isObject: boolean): AsyncGenerator<Child> {
    const t = this.text;
    pos.i++;
    this.skipWs(pos);
    const close = isObject ? '}' : ']';
    if (t[pos.i] === close) {
      pos.i++;
      return;
    }
    for (;;) {
      // Key (objects): a string, then a colon.
      let keyStart = pos.i;
      let keyEnd = pos.i;
      let keyPos: TextPosition | undefined;
      if (isObject) {
        if (t.charCodeAt(pos.i) !== QUOTE) throw new Invalid();
        keyPos = { ...pos };
        keyEnd = this.stringEnd(pos.i);
        pos.i = keyEnd;
        this.skipWs(pos);
        if (t.charCodeAt(pos.i) !== COLON) throw new Invalid();
        pos.i++;
        this.skipWs(pos);
      } else keyStart = pos.i;
      const valuePos = { ...pos };
      const valueStart = pos.i;
      const v = t.charCodeAt(pos.i);
      // perf: only a container may need a yield while it is scanned (and an await costs a turn per child).
      if (v === 123 || v === 91) await this.skipContainer(pos);
      else this.skipScalar(pos);
      yield { keyStart, keyEnd, keyPos, valueStart, valueEnd: pos.i, valuePos };
      this.skipWs(pos);
      const c = t[pos.i++];
      if (c === close) return;
      if (c !== ',') throw new Invalid();
      this.skipWs(pos);
    }
  }

  /** The index after the string that opens at `i`. */
  private stringEnd(i: number): number {
    const t = this.text;
    for (let j = i + 1; ; ) {
      const q = t.indexOf('"', j);
      if (q < 0) throw new Invalid();
      let slashes = 0;
      for (let b = q - 1; t.charCodeAt(b) === BACKSLASH; b--) slashes++;
      if (slashes % 2 === 0) return q + 1;
      j = q + 1;
    }
  }

  /** Moves `pos` past the string, number or literal that starts there. */
  private skipScalar(pos: TextPosition) {
    const t = this.text;
    if (t.charCodeAt(pos.i) === QUOTE) {
      pos.i = this.stringEnd(pos.i);
      return;
    }
    while (pos.i < t.length && !',]} \t\r\n'.includes(t[pos.i])) pos.i++;
  }

  /** Moves `pos` past the container that opens there, scanned to its matching close. */
  private async skipContainer(pos: TextPosition) {
    const t = this.text;
    let depth = 0;
    let budget = SCAN_STEP;
    for (; pos.i < t.length; pos.i++) {
      if (--budget === 0) {
        budget = SCAN_STEP;
        if (this.pauses.due()) await this.pauses.pause();
      }
      const ch = t.charCodeAt(pos.i);
      if (ch === QUOTE) {
        pos.i = this.stringEnd(pos.i) - 1;
      } else if (ch === 123 || ch === 91) {
        // Too deep for a body: parseJsonText answers it (the nesting limit) without scanning on.
        if (++depth > MAX_NESTING_DEPTH) throw new Invalid();
      }
      else if (ch === 125 || ch === 93) {
        if (--depth === 0) {
          pos.i++;
          return;
        }
      } else if (ch === NEWLINE) {
        pos.line++;
        pos.lineStart = pos.i + 1;
      } else if (ch === COMMA) {
        // nothing: commas at any depth inside the value
      }
    }
    throw new Invalid();
  }
}

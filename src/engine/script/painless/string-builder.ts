/** `java.lang.StringBuilder` as the 6.8 whitelist has it: append (returning itself), length, charAt, reverse, insert... */
import { JavaException } from '../script-errors';
import { defineClass, type JClass, type JMethod } from './jclass';
import * as limits from '../limits';
import * as objects from './objects';
import * as state from './state';
import type { ExecState } from './state';
import * as values from './values';

const { TINT, TOBJ, TSTRING } = state;
const { argInt, argString } = objects;
const { javaToString } = values;

const ret = (st: ExecState, t: number, v: unknown) => {
  st.t = t;
  return v;
};

export class StringBuilderValue {
  readonly cls: JClass = STRING_BUILDER_CLASS;
  constructor(public text = '') {}

  /** Appends, keeping the text within the longest string a script may build. */
  append(s: string): void {
    if (this.text.length + s.length > limits.MAX_STRING_LENGTH) {
      throw new JavaException('out_of_memory_error', `a script string may not exceed [${limits.MAX_STRING_LENGTH}] characters`);
    }
    this.text += s;
  }
}

const index = (self: StringBuilderValue, i: number, inclusiveEnd = false) => {
  if (i < 0 || i > self.text.length || (!inclusiveEnd && i === self.text.length)) {
    throw new JavaException('string_index_out_of_bounds_exception', `index ${i},length ${self.text.length}`);
  }
  return i;
};

const methods: [string, JMethod][] = [
  ['append/1', (self: StringBuilderValue, a, t, st) => {
    self.append(javaToString(a[0], t[0], st));
    return ret(st, TOBJ, self);
  }],
  ['length/0', (self: StringBuilderValue, _a, _t, st) => ret(st, TINT, self.text.length)],
  ['charAt/1', (self: StringBuilderValue, a, t, st) => ret(st, TSTRING, self.text[index(self, argInt(a, t, 0))])],
  ['reverse/0', (self: StringBuilderValue, _a, _t, st) => {
    self.text = [...self.text].reverse().join('');
    return ret(st, TOBJ, self);
  }],
  ['insert/2', (self: StringBuilderValue, a, t, st) => {
    const at = index(self, argInt(a, t, 0), true);
    const s = javaToString(a[1], t[1], st);
    self.text = self.text.slice(0, at) + s + self.text.slice(at);
    return ret(st, TOBJ, self);
  }],
  ['setLength/1', (self: StringBuilderValue, a, t, st) => {
    const n = argInt(a, t, 0);
    if (n < 0) throw new JavaException('string_index_out_of_bounds_exception', `String index out of range: ${n}`);
    self.text = n <= self.text.length ? self.text.slice(0, n) : self.text.padEnd(n, '\u0000');
    return ret(st, state.TNULL, null);
  }],
  ['indexOf/1', (self: StringBuilderValue, a, t, st) => ret(st, TINT, self.text.indexOf(argString(a, t, 0)))],
  ['substring/1', (self: StringBuilderValue, a, t, st) => ret(st, TSTRING, self.text.slice(index(self, argInt(a, t, 0), true)))],
  ['substring/2', (self: StringBuilderValue, a, t, st) => {
    const from = index(self, argInt(a, t, 0), true);
    const to = index(self, argInt(a, t, 1), true);
    if (from > to) throw new JavaException('string_index_out_of_bounds_exception', `start ${from}, end ${to}, length ${self.text.length}`);
    return ret(st, TSTRING, self.text.slice(from, to));
  }],
  ['toString/0', (self: StringBuilderValue, _a, _t, st) => ret(st, TSTRING, self.text)],
];

export const STRING_BUILDER_CLASS: JClass = defineClass('java.lang.StringBuilder', methods);

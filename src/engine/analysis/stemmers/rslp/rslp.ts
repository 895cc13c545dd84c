/**
 * Lucene 7.7's RSLPStemmerBase (Orengo's "Removedor de Sufixos da Lingua Portuguesa" and its Galician
 * variant): steps of ordered rules read from an `.rslp` description. A rule is
 * `{"suffix", minStem, "replacement", {exceptions}}`: it fires when the word ends with the suffix and at
 * least `minStem` units are left; its exceptions are whole words (step flag 1) or endings (flag 0). A step
 * is skipped for words shorter than its minimum, or not ending with one of its conditions; the first rule
 * that fires ends it.
 */

interface Rule {
  suffix: string;
  min: number;
  replacement: string;
  /** Whole-word exceptions (a step with flag 1). */
  words?: ReadonlySet<string>;
  /** Ending exceptions (a step with flag 0). */
  endings?: readonly string[];
}

export interface RslpStep {
  name: string;
  min: number;
  conditions: readonly string[] | null;
  rules: readonly Rule[];
}

const HEADER = /^\{\s*"([^"]*)",\s*([0-9]+),\s*(0|1),\s*\{(.*)\},\s*$/;
const STRIP = /^\{\s*"([^"]*)",\s*([0-9]+)\s*\}\s*(,|(\}\s*;))$/;
const REPLACE = /^\{\s*"([^"]*)",\s*([0-9]+),\s*"([^"]*)"\}\s*(,|(\}\s*;))$/;
const EXCEPTIONS = /^\{\s*"([^"]*)",\s*([0-9]+),\s*"([^"]*)",\s*\{(.*)\}\s*\}\s*(,|(\}\s*;))$/;

/** A quoted, comma-separated list; an empty one is none. */
function parseList(s: string): string[] | null {
  if (s.length === 0) return null;
  return s.split(',').map((x) => x.trim().slice(1, -1));
}

/** Parses an `.rslp` description into its steps by name (comment lines start with #). */
export function parseRslp(text: string): Map<string, RslpStep> {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l.length > 0 && l[0] !== '#');
  const steps = new Map<string, RslpStep>();
  let i = 0;
  while (i < lines.length) {
    const header = HEADER.exec(lines[i++]);
    if (!header) throw new Error(`Illegal Step header: ${lines[i - 1]}`);
    const wholeWords = header[3] === '1';
    const rules: Rule[] = [];
    for (;;) {
      const line = lines[i++];
      if (line === undefined) throw new Error(`Unterminated step ${header[1]}`);
      let m: RegExpExecArray | null;
      if ((m = STRIP.exec(line))) rules.push({ suffix: m[1], min: Number(m[2]), replacement: '' });
      else if ((m = REPLACE.exec(line))) rules.push({ suffix: m[1], min: Number(m[2]), replacement: m[3] });
      else if ((m = EXCEPTIONS.exec(line))) {
        const list = parseList(m[4]) ?? [];
        rules.push({ suffix: m[1], min: Number(m[2]), replacement: m[3], ...(wholeWords ? { words: new Set(list) } : { endings: list }) });
      } else throw new Error(`Illegal Step rule: ${line}`);
      if (line.endsWith(';')) break;
    }
    let min = Number(header[2]);
    if (min === 0) min = Math.min(...rules.map((r) => r.min + r.suffix.length));
    steps.set(header[1], { name: header[1], min, conditions: parseList(header[4]), rules });
  }
  return steps;
}

function matches(rule: Rule, word: string): boolean {
  if (word.length - rule.suffix.length < rule.min || !word.endsWith(rule.suffix)) return false;
  if (rule.words?.has(word)) return false;
  if (rule.endings?.some((e) => word.endsWith(e))) return false;
  return true;
}

/** Step.apply: the word after the step's first rule that fires, or the word. */
export function applyStep(step: RslpStep, word: string): string {
  if (word.length < step.min) return word;
  if (step.conditions && !step.conditions.some((c) => word.endsWith(c))) return word;
  for (const rule of step.rules) {
    if (matches(rule, word)) return word.slice(0, word.length - rule.suffix.length) + rule.replacement;
  }
  return word;
}

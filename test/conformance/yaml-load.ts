import { parseAllDocuments } from 'yaml';
import { recordYamlNumbers } from './yaml-numbers';

/**
 * Loads a YAML test file as Elasticsearch's Java runner does (Jackson over SnakeYAML), failing loudly on
 * anything it cannot parse.
 *
 * One leniency of SnakeYAML matters for the suite: inside a flow collection (`{...}`, `[...]`) it ignores
 * indentation, so a closing `}]` at the key's own column is accepted (`painless/30_search.yml`,
 * `110_field_collapsing.yml`, `230_composite.yml`), where the YAML 1.2 spec (and the `yaml` package) ends the
 * collection early. Leading spaces inside a flow collection are only separation, so lines that start inside
 * one are indented past their block before parsing; every other error is thrown with its line.
 * The numbers keep the spelling the Java client sends (`100.0` a double: yaml-numbers.ts).
 */
export function loadYamlDocuments(text: string, file: string): unknown[] {
  const docs = parseAllDocuments(indentFlowLines(text));
  const list = Array.isArray(docs) ? docs : [docs];
  for (const doc of list) {
    const error = doc.errors[0];
    if (error) throw new Error(`YAML parse error in ${file}: ${error.message.split('\n')[0]}`);
  }
  return list.map((d) => {
    const value = d.toJS() as unknown;
    recordYamlNumbers(d.contents, value);
    return value;
  });
}

/** Raises the indentation of every line that begins inside a flow collection to one past its block's column. */
export function indentFlowLines(text: string): string {
  const lines = text.split('\n');
  let depth = 0;
  let quote: '"' | "'" | undefined;
  let minIndent = 0;
  let blockScalarIndent = -1; // indentation of the line that opened a `|` / `>` scalar
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n];
    const indent = line.length - line.trimStart().length;
    if (depth > 0 || quote) {
      if (line.trim() !== '' && indent < minIndent) line = lines[n] = ' '.repeat(minIndent) + line.trimStart();
    } else if (blockScalarIndent >= 0) {
      if (line.trim() === '' || indent > blockScalarIndent) continue;
      blockScalarIndent = -1;
    }
    let i = depth > 0 || quote ? 0 : line.length - line.trimStart().length;
    let keyColumn = i; // column of the innermost block node on this line
    while (i < line.length) {
      const c = line[i];
      if (quote) {
        if (quote === '"' && c === '\\') i += 2;
        else if (c === quote && quote === "'" && line[i + 1] === "'") i += 2;
        else {
          if (c === quote) quote = undefined;
          i++;
        }
        continue;
      }
      if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) break;
      if (depth > 0) {
        // A quote starts a quoted scalar only where a scalar starts (`d'Orsay` is plain).
        if ((c === '"' || c === "'") && /(^|[[{,:])\s*$/.test(line.slice(0, i))) quote = c;
        else if (c === '[' || c === '{') depth++;
        else if (c === ']' || c === '}') depth--;
        i++;
        continue;
      }
      // Block context: a node starts here (after indentation, `- ` or `key: `).
      if (c === ' ') {
        i++;
        continue;
      }
      if (c === '-' && (line[i + 1] === ' ' || i + 1 === line.length)) {
        i++;
        keyColumn = i + 1;
        continue;
      }
      if (c === '[' || c === '{') {
        depth = 1;
        minIndent = keyColumn + 1;
        i++;
        continue;
      }
      if (c === '"' || c === "'") {
        const end = closingQuote(line, i);
        if (end < 0) {
          quote = c;
          minIndent = keyColumn + 1;
          break;
        }
        if (/^\s*:(\s|$)/.test(line.slice(end + 1))) keyColumn = i;
        i = end + 1;
        continue;
      }
      if (c === ':' && (line[i + 1] === ' ' || i + 1 === line.length)) {
        i++;
        continue;
      }
      if ((c === '|' || c === '>') && /^[|>][-+0-9]*\s*(#.*)?$/.test(line.slice(i))) {
        blockScalarIndent = indent;
        break;
      }
      // A plain scalar: a key if `: ` follows on this line, else the rest of the line.
      const colon = line.slice(i).search(/:(\s|$)/);
      if (colon < 0) break;
      keyColumn = i;
      i += colon;
    }
  }
  return lines.join('\n');
}

function closingQuote(line: string, start: number): number {
  const q = line[start];
  for (let i = start + 1; i < line.length; i++) {
    if (q === '"' && line[i] === '\\') i++;
    else if (q === "'" && line[i] === "'" && line[i + 1] === "'") i++;
    else if (line[i] === q) return i;
  }
  return -1;
}

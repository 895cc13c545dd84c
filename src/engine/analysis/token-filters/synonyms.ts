import { illegalArgument, parseException } from '../../errors/catalog';
import { EsError } from '../../errors/es-error';
import { own } from '../../util/own';
import { runChain, type TokenFilter, type Tokenizer } from '../analysis-chain';
import type { CharFilter } from '../char-filters/offset-map';
import { settingBool, settingList } from '../settings';
import type { Token } from '../token';

/**
 * Lucene 7.7's synonym machinery as ES 6.8 configures it: the Solr and WordNet rule parsers, each side of a
 * rule analysed by the chain before the filter (its char filters, tokenizer and earlier filters, as ES's
 * chain-aware synonym factories do), SynonymGraphFilter's side paths and the older SynonymFilter's stacks.
 */

/** The analysis chain in front of a synonym filter, which its rules go through. */
export interface RuleChain {
  charFilters: readonly CharFilter[];
  tokenizer: Tokenizer;
  filters: readonly TokenFilter[];
}

/** One input phrase (its terms) and what it maps to, in the order rules added them (duplicates dropped). */
interface SynonymEntry {
  input: string[];
  outputs: string[][];
  keepOrig: boolean;
}

type SynonymMap = Map<string, SynonymEntry>;
const SEP = '\u0000';

/** SynonymMap.Parser.analyze: the terms of one rule side; each must follow the previous one. */
function analyzeRule(text: string, chain: RuleChain): string[] {
  const terms: string[] = [];
  for (const t of runChain(text, chain.charFilters, chain.tokenizer, chain.filters).tokens) {
    if (t.term.length === 0) throw illegalArgument(`term: ${text} analyzed to a zero-length token`);
    if (t.positionIncrement !== 1) throw illegalArgument(`term: ${text} analyzed to a token (${t.term}) with position increment != 1 (got: ${t.positionIncrement})`);
    terms.push(t.term);
  }
  if (terms.length === 0) throw illegalArgument(`term: ${text} was completely eliminated by analyzer`);
  return terms;
}

/** SolrSynonymParser.split: at `sep`, a backslash keeping the next character (unescaped afterwards), parts trimmed. */
function split(s: string, sep: string): string[] {
  const parts: string[] = [];
  let sb = '';
  for (let pos = 0; pos < s.length;) {
    if (s.startsWith(sep, pos)) {
      if (sb.length > 0) parts.push(sb);
      sb = '';
      pos += sep.length;
      continue;
    }
    let ch = s[pos++];
    if (ch === '\\') {
      sb += ch;
      if (pos >= s.length) break;
      ch = s[pos++];
    }
    sb += ch;
  }
  if (sb.length > 0) parts.push(sb);
  return parts;
}

function unescape(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += s[i] === '\\' && i < s.length - 1 ? s[++i] : s[i];
  return out;
}

class MapBuilder {
  readonly map: SynonymMap = new Map();
  add(input: string[], output: string[], includeOrig: boolean) {
    const key = input.join(SEP);
    let e = this.map.get(key);
    if (!e) this.map.set(key, (e = { input, outputs: [], keepOrig: false }));
    if (!e.outputs.some((o) => o.join(SEP) === output.join(SEP))) e.outputs.push(output);
    e.keepOrig ||= includeOrig;
  }
}

/** The Solr format: `a, b => c, d` (explicit) or `a, b, c` (equivalent: all to all with `expand`, else all to the first). */
function parseSolr(rules: readonly string[], chain: RuleChain, expand: boolean, lenient: boolean, b: MapBuilder) {
  for (const [n, raw] of rules.entries()) {
    const line = raw.trim();
    if (line.length === 0 || line.startsWith('#')) continue;
    try {
      const sides = split(line, '=>');
      if (sides.length > 1) {
        if (sides.length !== 2) throw illegalArgument('more than one explicit mapping specified on the same line');
        const inputs = split(sides[0], ',').map((x) => analyzeRule(unescape(x.trim()), chain));
        const outputs = split(sides[1], ',').map((x) => analyzeRule(unescape(x.trim()), chain));
        for (const i of inputs) for (const o of outputs) b.add(i, o, false);
      } else {
        const inputs = split(line, ',').map((x) => analyzeRule(unescape(x.trim()), chain));
        if (expand) {
          for (let i = 0; i < inputs.length; i++) for (let j = 0; j < inputs.length; j++) if (i !== j) b.add(inputs[i], inputs[j], true);
        } else for (const i of inputs) b.add(i, inputs[0], false);
      }
    } catch (e) {
      if (!lenient) throw invalidRule(n, e);
    }
  }
}

/** SynonymMap.Parser's ParseException for a rule, the analysis error as its cause. */
const invalidRule = (index: number, e: unknown) => parseException(`Invalid synonym rule at line ${index + 1}`, e instanceof EsError ? e : undefined);

/** The WordNet prolog format: `s(100000001,1,'word',n,1,0).`, lines of one synset id forming one group. */
function parseWordnet(rules: readonly string[], chain: RuleChain, expand: boolean, lenient: boolean, b: MapBuilder) {
  let group: string[][] = [];
  let lastId = '';
  const flush = () => {
    if (group.length > 1) {
      if (expand) {
        for (let i = 0; i < group.length; i++) for (let j = 0; j < group.length; j++) if (i !== j) b.add(group[i], group[j], true);
      } else for (const w of group) b.add(w, group[0], false);
    }
    group = [];
  };
  for (const [n, line] of rules.entries()) {
    if (!line.startsWith('s(')) continue;
    const id = line.slice(2, 11);
    if (id !== lastId) flush();
    lastId = id;
    const text = line.slice(line.indexOf("'") + 1, line.lastIndexOf("'")).replace(/''/g, "'");
    try {
      group.push(analyzeRule(text, chain));
    } catch (e) {
      if (!lenient) throw invalidRule(n, e);
    }
  }
  flush();
}

interface Settings {
  rules: string[];
  format: 'solr' | 'wordnet';
  expand: boolean;
  lenient: boolean;
}

function readSettings(conf: unknown): Settings {
  const rules = settingList(own(conf, 'synonyms'));
  const path = own(conf, 'synonyms_path');
  if (rules === undefined) {
    if (path !== undefined && path !== null) {
      throw illegalArgument(`IOException while reading synonyms_path: ${String(path)} (files under the config directory do not exist in the browser; give [synonyms] inline)`);
    }
    throw illegalArgument('synonym requires either `synonyms` or `synonyms_path` to be configured');
  }
  const format = own(conf, 'format');
  return {
    rules: Array.isArray(own(conf, 'synonyms')) ? (own(conf, 'synonyms') as unknown[]).map(String) : rules,
    format: format === 'wordnet' ? 'wordnet' : 'solr',
    expand: settingBool(own(conf, 'expand'), true),
    lenient: settingBool(own(conf, 'lenient'), false),
  };
}

function buildMap(s: Settings, chain: RuleChain): SynonymMap {
  const b = new MapBuilder();
  try {
    (s.format === 'wordnet' ? parseWordnet : parseSolr)(s.rules, chain, s.expand, s.lenient, b);
  } catch (e) {
    throw illegalArgument('failed to build synonyms', e instanceof EsError ? e : undefined);
  }
  return b.map;
}

/** The longest rule input matching the tokens from `at` (greedy, as the FST walk keeps the last final match). */
function longestMatch(map: SynonymMap, maxLen: number, tokens: readonly Token[], at: number): SynonymEntry | undefined {
  let best: SynonymEntry | undefined;
  let key = '';
  for (let n = 0; n < maxLen && at + n < tokens.length; n++) {
    key = n === 0 ? tokens[at].term : key + SEP + tokens[at + n].term;
    const e = map.get(key);
    if (e) best = e;
  }
  return best;
}

/**
 * A synonym filter's rules read once (undefined outside an analysis chain), and the walk both filters make over a
 * token stream: at each token the longest rule input that starts there (`onMatch` with its tokens), else the token
 * itself (`onToken`).
 */
function ruleWalker(
  conf: unknown,
  chain: RuleChain | undefined,
): ((tokens: readonly Token[], onToken: (t: Token) => void, onMatch: (e: SynonymEntry, input: Token[]) => void) => void) | undefined {
  const settings = readSettings(conf);
  if (!chain) return undefined;
  const map = buildMap(settings, chain);
  const maxLen = Math.max(0, ...[...map.values()].map((e) => e.input.length));
  return (tokens, onToken, onMatch) => {
    for (let i = 0; i < tokens.length;) {
      const e = longestMatch(map, maxLen, tokens, i);
      if (!e) {
        onToken(tokens[i++]);
        continue;
      }
      const input = tokens.slice(i, i + e.input.length);
      i += e.input.length;
      onMatch(e, input);
    }
  };
}

/**
 * synonym_graph (SynonymGraphFilter): a match becomes side paths from its start node to one end node, the
 * outputs in rule order then the original tokens (when kept); synonym tokens carry the match's offsets and
 * type SYNONYM, and every token's position length is its path's span.
 */
export function synonymGraphFilter(conf: unknown, chain: RuleChain | undefined): TokenFilter {
  const walk = ruleWalker(conf, chain);
  if (!walk) return unchained;
  return (tokens) => {
    const out: Token[] = [];
    let lastNodeOut = -1;
    let nextNodeOut = 0;
    const emit = (t: Token, startNode: number, endNode: number) => {
      out.push({ ...t, positionIncrement: startNode - lastNodeOut, positionLength: endNode - startNode });
      lastNodeOut = startNode;
    };
    walk(tokens, (t) => {
      lastNodeOut += t.positionIncrement;
      nextNodeOut = lastNodeOut + t.positionLength;
      out.push({ ...t });
    }, (e, input) => {
      const synonym = (term: string): Token => ({ term, positionIncrement: 1, positionLength: 1, startOffset: input[0].startOffset, endOffset: input[input.length - 1].endOffset, type: 'SYNONYM' });
      let totalPathNodes = e.keepOrig ? input.length - 1 : 0;
      for (const p of e.outputs) totalPathNodes += p.length - 1;
      const startNode = nextNodeOut;
      const endNode = startNode + totalPathNodes + 1;
      const buffered: Array<{ token: Token; startNode: number; endNode: number }> = [];
      let newNodeCount = 0;
      for (const p of e.outputs) {
        let pathEnd = endNode;
        if (p.length > 1) {
          pathEnd = nextNodeOut + newNodeCount + 1;
          newNodeCount += p.length - 1;
        }
        buffered.push({ token: synonym(p[0]), startNode, endNode: pathEnd });
      }
      if (e.keepOrig) buffered.push({ token: input[0], startNode, endNode: input.length === 1 ? endNode : nextNodeOut + newNodeCount + 1 });
      nextNodeOut = endNode;
      e.outputs.forEach((p, pathId) => {
        if (p.length <= 1) return;
        let last = buffered[pathId].endNode;
        for (let k = 1; k < p.length - 1; k++) buffered.push({ token: synonym(p[k]), startNode: last, endNode: ++last });
        buffered.push({ token: synonym(p[p.length - 1]), startNode: last, endNode });
      });
      if (e.keepOrig && input.length > 1) {
        let last = buffered[e.outputs.length].endNode;
        for (let k = 1; k < input.length - 1; k++) buffered.push({ token: input[k], startNode: last, endNode: ++last });
        buffered.push({ token: input[input.length - 1], startNode: last, endNode });
      }
      for (const b of buffered) emit(b.token, b.startNode, b.endNode);
    });
    return out;
  };
}

/**
 * synonym (the older SynonymFilter): the kept original first at each matched position, then the output
 * tokens stacked on the input positions in order (an output's last token spans to the match's end); output
 * tokens past the match's length stack on the positions of the tokens that follow.
 */
export function synonymFilter(conf: unknown, chain: RuleChain | undefined): TokenFilter {
  const walk = ruleWalker(conf, chain);
  if (!walk) return unchained;
  return (tokens) => {
    const out: Token[] = [];
    const future: Token[][] = [];
    let pendingInc = 0;
    const emitPosition = (at: Token[], inc: number) => {
      const all = [...at, ...(future.shift() ?? [])];
      if (all.length === 0) {
        pendingInc += inc;
        return;
      }
      all.forEach((t, j) => {
        t.positionIncrement = j === 0 ? inc + pendingInc : 0;
        out.push(t);
      });
      pendingInc = 0;
    };
    walk(tokens, (t) => emitPosition([{ ...t }], t.positionIncrement), (e, input) => {
      const n = Math.max(input.length, ...e.outputs.map((o) => o.length));
      for (let k = 0; k < n; k++) {
        const at: Token[] = [];
        const src = input[Math.min(k, input.length - 1)];
        if (e.keepOrig && k < input.length) at.push({ ...input[k] });
        for (const o of e.outputs) {
          if (k >= o.length) continue;
          const last = k === o.length - 1;
          at.push({
            term: o[k], positionIncrement: 1, positionLength: last && k < input.length ? input.length - k : 1,
            startOffset: src.startOffset, endOffset: last ? input[input.length - 1].endOffset : src.endOffset, type: 'SYNONYM',
          });
        }
        if (k < input.length) emitPosition(at, input[k].positionIncrement);
        else {
          const idx = k - input.length;
          while (future.length <= idx) future.push([]);
          future[idx].push(...at);
        }
      }
    });
    while (future.length > 0) emitPosition([], 1);
    return out;
  };
}

/** A synonym filter built outside an analyzer's chain (an index's definition checked on its own) is never run. */
const unchained: TokenFilter = () => {
  throw illegalArgument('a synonym filter must be used inside an analysis chain');
};

/**
 * flatten_graph (FlattenGraphFilter): the graph's nodes renumbered so every path of a fork runs along the
 * longest one: each token starts at its start node's new number and ends one past it at the least, its end
 * node taking the furthest of those ends.
 */
export const flattenGraphFilter: TokenFilter = (tokens) => {
  const nodeOut = new Map<number, number>();
  const ends: number[] = [];
  const out: Token[] = [];
  let inPos = -1;
  let lastInStart = -1;
  let lastOutStart = -1;
  for (const t of tokens) {
    inPos += t.positionIncrement;
    let from = nodeOut.get(inPos);
    // A node no earlier token ends at (the first, or after a hole) keeps its distance from the previous start.
    if (from === undefined) from = lastInStart < 0 ? inPos : lastOutStart + (inPos - lastInStart);
    from = Math.max(from, lastOutStart);
    nodeOut.set(inPos, from);
    const endIn = inPos + t.positionLength;
    nodeOut.set(endIn, Math.max(nodeOut.get(endIn) ?? -1, from + 1));
    out.push({ ...t, positionIncrement: from - lastOutStart });
    ends.push(endIn);
    lastInStart = inPos;
    lastOutStart = from;
  }
  let p = -1;
  out.forEach((t, i) => {
    p += t.positionIncrement;
    t.positionLength = nodeOut.get(ends[i])! - p;
  });
  return out;
};

import { utf8Encode } from '../util/utf8';
import { attributesAddedBy, chainSteps, runChain, type TokenFilter } from './analysis-chain';
import type { Analyzer } from './analyzer';
import type { Token, TokenStreamResult } from './token';

/** One token of `_analyze`'s answer (AnalyzeResponse.AnalyzeToken), attributes after the fixed members. */
export type AnalyzeToken = { token: string; start_offset: number; end_offset: number; type: string; position: number; positionLength?: number } & Record<string, unknown>;

/** BytesRef.toString: the UTF-8 bytes in hex, space separated, in brackets. */
const bytesRefString = (b: Uint8Array) => `[${Array.from(b, (x) => x.toString(16)).join(' ')}]`;

/**
 * Lists a stream's tokens as TransportAnalyzeAction's TokenListCreator does across the texts of a request
 * (positions and offsets run on with the analyzer's gaps); with `attributes`, each token also carries the
 * attributes the stream has beyond term, increment, offsets and type, filtered by the requested names.
 */
export class TokenList {
  private lastPosition = -1;
  private lastOffset = 0;
  readonly tokens: AnalyzeToken[] = [];

  add(r: TokenStreamResult, analyzer: Analyzer, attributes?: { present: readonly string[]; include: ReadonlySet<string> }): void {
    for (const t of r.tokens) {
      if (t.positionIncrement > 0) this.lastPosition += t.positionIncrement;
      const out: AnalyzeToken = {
        token: t.term,
        start_offset: this.lastOffset + t.startOffset,
        end_offset: this.lastOffset + t.endOffset,
        type: t.type,
        position: this.lastPosition,
      };
      if (t.positionLength > 1) out.positionLength = t.positionLength;
      if (attributes) Object.assign(out, extendedAttributes(t, attributes.present, attributes.include));
      this.tokens.push(out);
    }
    this.lastOffset += r.finalOffset;
    this.lastPosition += r.endPositionIncrement;
    this.lastPosition += analyzer.positionIncrementGap;
    this.lastOffset += analyzer.offsetGap;
  }
}

/** The extended attributes in key order (a TreeMap in ES): bytes, keyword, payload, positionLength, termFrequency. */
function extendedAttributes(t: Token, present: readonly string[], include: ReadonlySet<string>): Record<string, unknown> {
  const all: Array<[string, unknown]> = [['bytes', bytesRefString(utf8Encode(t.term))]];
  if (present.includes('flags')) all.push(['flags', 0]);
  if (present.includes('keyword')) all.push(['keyword', t.keyword === true]);
  if (present.includes('payload')) all.push(['payload', t.payload ? bytesRefString(t.payload) : null]);
  all.push(['positionLength', t.positionLength], ['termFrequency', 1]);
  all.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const out: Record<string, unknown> = {};
  for (const [k, v] of all) if (include.size === 0 || include.has(k.toLowerCase())) out[k] = v;
  return out;
}

const present = (filters: readonly TokenFilter[]) => [...new Set(filters.flatMap((f) => attributesAddedBy(f)))];

/** The `detail` member of `_analyze` with `explain: true` (DetailAnalyzeResponse). */
export function explainAnalyze(analyzer: Analyzer, texts: readonly string[], attributeNames: readonly string[]): Record<string, unknown> {
  const include = new Set(attributeNames.map((a) => a.toLowerCase()));
  const steps = chainSteps(analyzer);
  if (!steps) {
    const list = new TokenList();
    for (const text of texts) list.add(analyzer.analyze(text), analyzer, { present: [], include });
    return { custom_analyzer: false, analyzer: { name: analyzer.name, tokens: list.tokens } };
  }
  const charFilterTexts: string[][] = steps.charFilters.map(() => []);
  const tokenizerList = new TokenList();
  const filterLists = steps.filters.map(() => new TokenList());
  const charFilters = steps.charFilters.map((c) => c.filter);
  const filters = steps.filters.map((f) => f.filter);
  for (const text of texts) {
    // Each char filter's own output on the text that came out of the one before it.
    let source = text;
    steps.charFilters.forEach((c, i) => {
      source = c.filter(source).text;
      charFilterTexts[i].push(source);
    });
    tokenizerList.add(runChain(text, charFilters, steps.tokenizer.tokenizer, []), analyzer, { present: [], include });
    filters.forEach((_, i) => {
      const upTo = filters.slice(0, i + 1);
      filterLists[i].add(runChain(text, charFilters, steps.tokenizer.tokenizer, upTo), analyzer, { present: present(upTo), include });
    });
  }
  return {
    custom_analyzer: true,
    charfilters: steps.charFilters.map((c, i) => ({ name: c.name, filtered_text: charFilterTexts[i] })),
    tokenizer: { name: steps.tokenizer.name, tokens: tokenizerList.tokens },
    tokenfilters: steps.filters.map((f, i) => ({ name: f.name, tokens: filterLists[i].tokens })),
  };
}

/**
 * The suggest phase (ES 6.8's SuggestPhase and the coordinator's Suggest.reduce): each named suggestion runs
 * on every shard of the searched indices, and the shards' answers are merged into one per name.
 */
import type { IndexService } from '../../index/index-service';
import { ShardSearcher } from '../../query/query';
import { filterSource, type SourceFilter } from '../../util/source-filter';
import { suggestCompletionOnShard, topHits, type CompletionHit } from './completion-suggester';
import { reducePhraseEntries, suggestPhraseOnShard, type PhraseEntry } from './phrase-suggester';
import type { NamedSuggestion } from './suggest-request';
import { reduceTermEntries, suggestTermsOnShard, type TermEntry } from './term-suggester';

export interface CompletionOption {
  text: string;
  index: string;
  type: string;
  id: string;
  score: number;
  source?: unknown;
  contexts?: Array<[string, string[]]>;
}

export type SuggestResult =
  | { name: string; type: 'term'; entries: TermEntry[] }
  | { name: string; type: 'phrase'; entries: PhraseEntry[] }
  | { name: string; type: 'completion'; entries: Array<{ text: string; offset: number; length: number; options: CompletionOption[] }> };

/** Every shard of the indices with its searcher, in the order searches visit them (shard id, then index name). */
function shardSearchers(indices: IndexService[]) {
  const list: Array<{ index: IndexService; searcher: ShardSearcher; order: number }> = [];
  for (const index of indices) for (const shard of index.shards) list.push({ index, searcher: new ShardSearcher(index, shard.shardId, shard.reader(true)), order: 0 });
  list.sort((a, b) => a.searcher.shardId - b.searcher.shardId || (a.index.name < b.index.name ? -1 : a.index.name > b.index.name ? 1 : 0));
  list.forEach((s, i) => (s.order = i));
  return list;
}

function completionOption(hit: CompletionHit, index: IndexService, source: SourceFilter | undefined): CompletionOption {
  const seg = hit.leaf.segment;
  const stored = index.storedSource(seg.sources.get(hit.doc));
  const option: CompletionOption = { text: hit.text, index: index.name, type: seg.types[hit.doc], id: seg.id(hit.doc), score: hit.score };
  if (source === undefined || source.fetch) option.source = source ? filterSource(stored, source) : stored;
  if (hit.contexts && hit.contexts.size > 0) option.contexts = [...hit.contexts].map(([k, vs]) => [k, [...vs]]);
  return option;
}

/** Runs the suggestions over the indices' shards and merges them, in the request's order. */
export function executeSuggest(indices: IndexService[], suggestions: NamedSuggestion[], source: SourceFilter | undefined): SuggestResult[] {
  const shards = shardSearchers(indices);
  return suggestions.map((s): SuggestResult => {
    const spec = s.spec;
    if (spec.type === 'term') {
      return { name: s.name, type: 'term', entries: reduceTermEntries(shards.map(({ index, searcher }) => suggestTermsOnShard(index, searcher, spec, s.text)), spec) };
    }
    if (spec.type === 'phrase') {
      return { name: s.name, type: 'phrase', entries: reducePhraseEntries(shards.map(({ index, searcher }) => suggestPhraseOnShard(index, searcher, spec, s.text)), spec) };
    }
    const hits: Array<CompletionHit & { index: IndexService }> = [];
    for (const { index, searcher, order } of shards) for (const h of suggestCompletionOnShard(index, searcher, order, spec, s.text, s.regex === true)) hits.push({ ...h, index });
    hits.sort((a, b) => b.score - a.score || a.shardOrder - b.shardOrder || a.leaf.docBase + a.doc - (b.leaf.docBase + b.doc));
    const top = topHits(hits, spec.size, spec.skipDuplicates) as typeof hits;
    return { name: s.name, type: 'completion', entries: [{ text: s.text, offset: 0, length: s.text.length, options: top.map((h) => completionOption(h, h.index, source)) }] };
  });
}

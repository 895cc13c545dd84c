/**
 * The request's queries (query, post_filter, each rescore query) parsed once per index for all of its shards:
 * how a query parses depends on the index (its mappings and analyzers), never on the shard. A parse error is
 * kept and thrown again for each shard of that index, which each fail alike, as ES's shards do.
 */
import type { IndexService } from '../index/index-service';
import type { Query } from '../query/query';

type Parsed = { query: Query } | { error: unknown };

export class IndexQueries {
  private readonly byIndex = new Map<IndexService, Map<string, Parsed>>();
  constructor(private readonly parse: (json: unknown, index: IndexService, filter: boolean) => Query) {}

  /** The query of `role` (`query`, `post_filter`, `rescore[i]`) for `index`, parsed on first use. */
  get(role: string, json: unknown, index: IndexService, filter: boolean): Query {
    let parsed = this.byIndex.get(index);
    if (!parsed) this.byIndex.set(index, (parsed = new Map()));
    let p = parsed.get(role);
    if (!p) {
      try {
        p = { query: this.parse(json, index, filter) };
      } catch (error) {
        p = { error };
      }
      parsed.set(role, p);
    }
    if ('error' in p) throw p.error;
    return p.query;
  }
}

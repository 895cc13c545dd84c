import { parsingException } from '../errors/catalog';
import { constantScoreWeight } from './constant-score';
import type { Query, ShardSearcher, Weight } from './query';
import { withBoost } from './boost-query';
import { boostOf, checkMembers, concreteField, fieldForm, type QueryParser } from './parse-context';

/**
 * Lucene's PrefixQuery and WildcardQuery with their default (constant score) rewrite: the documents holding any
 * term of the field that the pattern matches, each scoring the boost.
 */
export class MultiTermQuery implements Query {
  readonly kind: string = 'multi_term';
  /** Whether a term of the field is one the pattern expands to (highlighters match tokens with it). */
  readonly matches: (term: string) => boolean;
  /** `matcher`: the terms of another kind of multi-term query (regexp, fuzzy), which names itself. */
  constructor(readonly field: string, readonly pattern: string, readonly wildcard: boolean, matcher?: (term: string) => boolean) {
    if (matcher) this.matches = matcher;
    else if (wildcard) {
      const re = new RegExp(`^${[...pattern].map((c) => (c === '*' ? '[\\s\\S]*' : c === '?' ? '[\\s\\S]' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('')}$`, 'u');
      this.matches = (t) => re.test(t);
    } else this.matches = (t) => t.startsWith(pattern);
  }
  toString() {
    return `${this.field}:${this.pattern}${this.wildcard ? '' : '*'}`;
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    const { field, matches } = this;
    return constantScoreWeight(this, boost, (leaf) => {
      const fp = leaf.segment.fields.get(field);
      if (!fp) return [];
      const docs = new Set<number>();
      fp.terms.forEach((term, t) => {
        if (matches(term)) for (let p = fp.postingsStart[t]; p < fp.postingsStart[t + 1]; p++) docs.add(fp.docs[p]);
      });
      return [...docs].sort((a, b) => a - b);
    });
  }
}

/** `prefix` and `wildcard` (PrefixQueryBuilder, WildcardQueryBuilder): the value as given, constant score. */
function multiTermParser(name: 'prefix' | 'wildcard'): QueryParser {
  return (body, ctx) => {
    const { field: named, value: v, opts, inner } = fieldForm(name, body, 'value');
    const field = concreteField(ctx, named);
    checkMembers(name, inner, ['value', name, 'boost', '_name', 'rewrite']);
    const value = v === undefined && inner ? inner[name] : v;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw parsingException(`[${name}] requires a ${name === 'prefix' ? 'prefix' : 'wildcard'} value`);
    return withBoost(new MultiTermQuery(field, String(value), name === 'wildcard'), boostOf(opts));
  };
}

export const MULTI_TERM_PARSERS: Record<string, QueryParser> = { prefix: multiTermParser('prefix'), wildcard: multiTermParser('wildcard') };

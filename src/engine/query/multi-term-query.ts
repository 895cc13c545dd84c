import { parsingException } from '../errors/catalog';
import type { LeafFieldMapping } from '../mapping/field-mapping';
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

/** A query_string wildcard term as 6.8 reads it: `ba*` is a prefix, other `*`/`?` make a wildcard; text fields lower-case it. */
export function wildcardTermQuery(m: LeafFieldMapping, text: string): MultiTermQuery {
  const normalized = m.type === 'text' ? text.toLowerCase() : text;
  const star = normalized.indexOf('*');
  const isPrefix = star === normalized.length - 1 && !normalized.includes('?');
  return isPrefix ? new MultiTermQuery(m.path, normalized.slice(0, -1), false) : new MultiTermQuery(m.path, normalized, true);
}

/**
 * The key of a `q=` wildcard term in the query JSON the URL parameter becomes: a symbol, so no request body can
 * spell it (query_string's wildcard handling is only reachable through `q=`).
 */
export const URI_WILDCARD_TERM = Symbol('q= wildcard term');

export interface UriWildcardTerm {
  /** The field, or undefined for every text and keyword field. */
  field: string | undefined;
  text: string;
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

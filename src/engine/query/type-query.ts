/**
 * The `type` query (ES 6.8's TypeQueryBuilder): `{"type": {"value": "_doc"}}`. An index whose mapping type is not
 * the value matches nothing; otherwise every document of the index, constant score: Lucene's MatchAllDocsQuery,
 * or where the mapping has nested fields the non-nested filter (Queries.newNonNestedFilter: the documents with a
 * `_primary_term`, which hidden nested documents lack).
 */
import { parsingException } from '../errors/catalog';
import { isNestedChildSegment } from '../index/nested-docs';
import type { Mapping } from '../mapping/field-mapping';
import { isObject } from '../util/json';
import { valueLocation } from '../util/json-locations';
import { withBoost } from './boost-query';
import { constantScoreWeight, MatchAllDocsQuery, MatchNoDocsQuery } from './constant-score';
import { objectParserFloat } from './json-numbers';
import type { QueryParser } from './parse-context';
import type { Query, ShardSearcher, Weight } from './query';

/** Queries.newNonNestedFilter for an index created on 6.1 or later: `DocValuesFieldExistsQuery [field=_primary_term]`. */
export class NonNestedFilterQuery implements Query {
  readonly kind = 'non_nested';
  readonly luceneClass = 'DocValuesFieldExistsQuery';
  toString() {
    return 'DocValuesFieldExistsQuery [field=_primary_term]';
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    return constantScoreWeight(
      this,
      boost,
      function* (leaf) {
        if (isNestedChildSegment(leaf.segment)) return;
        for (let d = 0; d < leaf.segment.maxDoc; d++) yield d;
      },
      (leaf) => !isNestedChildSegment(leaf.segment),
    );
  }
}

function hasNested(props: ReadonlyMap<string, Mapping>): boolean {
  for (const m of props.values()) if (m.kind === 'object' && (m.nested || hasNested(m.properties))) return true;
  return false;
}

const isValue = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

export const typeQuery: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException('[type] query malformed, no start_object after query name');
  let type: string | undefined;
  let boost = 1;
  for (const [key, v] of Object.entries(body)) {
    const loc = valueLocation(body, key);
    if (!isValue(v)) throw parsingException(`[type] filter doesn't support [${key}]`, loc?.line, loc?.col);
    if (key === '_name') continue;
    if (key === 'boost') boost = objectParserFloat('type', 'boost', v)!;
    else if (key === 'value') type = String(v);
    else throw parsingException(`[type] filter doesn't support [${key}]`, loc?.line, loc?.col);
  }
  if (type === undefined) throw parsingException('[type] filter needs to be provided with a value for the type');
  const mapping = ctx.index.mapping;
  // MapperService.documentMapper(type): the index's one mapping type, by its exact name.
  if (!mapping || mapping.name !== type) return withBoost(new MatchNoDocsQuery(), boost);
  return withBoost(hasNested(mapping.root.properties) ? new NonNestedFilterQuery() : new MatchAllDocsQuery(), boost);
};

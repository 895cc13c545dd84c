import { illegalArgument, parsingException } from '../../errors/catalog';
import { intSetting } from '../../index/settings';
import { withBoost } from '../boost-query';
import { intMember } from '../json-numbers';
import { MultiTermQuery } from '../multi-term-query';
import { bodyError, boostOf, checkMembers, fieldForm, type QueryParser } from '../parse-context';
import { parseLuceneRegexp, regexpMatcher, REGEXP_FLAGS } from './lucene-regexp';

/**
 * Lucene's RegexpQuery with its default (constant score) rewrite: the documents holding a term of the field the
 * whole expression matches, each scoring the boost. Printed `field:/pattern/`.
 */
export class RegexpQuery extends MultiTermQuery {
  override readonly kind: string = 'regexp';
  constructor(field: string, readonly regexp: string, readonly flags: number = REGEXP_FLAGS.ALL) {
    const matcher = regexpMatcher(parseLuceneRegexp(regexp, flags));
    super(field, regexp, false, matcher);
  }
  override toString(field?: string) {
    return `${this.field === field ? '' : `${this.field}:`}/${this.regexp}/`;
  }
}

/** RegexpFlag.resolveValue: names joined by `|`, case-insensitive; empty means ALL. */
export function regexpFlags(text: string): number {
  if (text.trim() === '') return REGEXP_FLAGS.ALL;
  let v = 0;
  for (const name of text.split('|')) {
    const flag = (REGEXP_FLAGS as Record<string, number>)[name.trim().toUpperCase()];
    if (flag === undefined || name.trim().toUpperCase() === 'AUTOMATON') throw bodyError(illegalArgument(`Unknown regexp flag [${name}]`));
    v |= flag;
  }
  return v;
}

/**
 * `regexp` (RegexpQueryBuilder, 6.8): `value`, `flags` (names) or `flags_value` (their bits), constant score;
 * patterns longer than `index.max_regex_length` (1000) refused. Only text and keyword fields take it.
 */
export const regexp: QueryParser = (body, ctx) => {
  const { field, value, opts, inner } = fieldForm('regexp', body, 'value');
  checkMembers('regexp', inner, ['value', 'flags', 'flags_value', 'max_determinized_states', 'boost', '_name'], ['rewrite']);
  if (value === undefined || value === null) throw parsingException('No value specified for regexp query');
  if (typeof value === 'object') throw parsingException('[regexp] query does not support [value]');
  const text = String(value);
  let flags: number = REGEXP_FLAGS.ALL;
  if (opts.flags !== undefined) flags = regexpFlags(String(opts.flags));
  if (opts.flags_value !== undefined) flags = intMember('regexp', 'flags_value', opts.flags_value) ?? flags;
  // Lucene's limit on determinized states: the matcher here never determinizes, so it cannot be exceeded.
  intMember('regexp', 'max_determinized_states', opts.max_determinized_states);
  const max = intSetting(ctx.index.settings, 'index.max_regex_length', 1000, 1);
  if (text.length > max) {
    throw illegalArgument(`The length of regex [${text.length}] used in the Regexp Query request has exceeded the allowed maximum of [${max}]. This maximum can be set by changing the [index.max_regex_length] index level setting.`);
  }
  const m = ctx.index.fieldMapping(field);
  if (m && m.type !== 'text' && m.type !== 'keyword') {
    throw illegalArgument(`Can only use regexp queries on keyword and text fields - not on [${field}] which is of type [${m.type}]`);
  }
  return withBoost(new RegexpQuery(m?.path ?? field, text, flags), boostOf(opts, 'regexp'));
};

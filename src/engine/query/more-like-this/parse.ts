import type { LikeItem, LikeItemTerms } from '../../engine-state';
import { illegalArgument, numberFormat, parseException, parsingException } from '../../errors/catalog';
import type { IndexService } from '../../index/index-service';
import { isObject } from '../../util/json';
import { valueLocation } from '../../util/json-locations';
import { dict } from '../../util/own';
import { booleanQuery, type Clause } from '../boolean-query';
import { withBoost } from '../boost-query';
import { MatchNoDocsQuery } from '../constant-score';
import { bodyError, type ParseContext, type QueryParser } from '../parse-context';
import type { Query } from '../query';
import { idsQuery } from '../term-level-queries';
import { MoreLikeThisQuery } from './more-like-this-query';
import type { TermSelection } from './term-selection';

const NAME = 'more_like_this';
const INT_MAX = 2147483647;

/** MoreLikeThisQueryBuilder's defaults (XMoreLikeThis's, and ES's 30% and no term boosts). */
const DEFAULTS = { maxQueryTerms: 25, minTermFreq: 2, minDocFreq: 5, maxDocFreq: INT_MAX, minWordLength: 0, maxWordLength: 0 };

/** XContentParser.intValue: a number (truncated) or a numeric string. */
function intValue(v: unknown): number {
  if (typeof v === 'number') return Math.trunc(v);
  const n = Number(String(v).trim());
  if (typeof v !== 'string' || v.trim() === '' || !Number.isFinite(n)) throw numberFormat(`For input string: "${String(v)}"`);
  return Math.trunc(n);
}

function floatValue(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(String(v));
  if (!Number.isFinite(n) && typeof v !== 'number') throw numberFormat(`For input string: "${String(v)}"`);
  return Math.fround(n);
}

function booleanValue(v: unknown): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
}

const isValue = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const text = (v: unknown) => String(v);

/** The item members 6.8 reads, and the deprecated spellings it still accepts (with a warning). */
const DEPRECATED_ITEM_NAMES = new Map([['_routing', 'routing'], ['_version', 'version'], ['_version_type', 'version_type'], ['_versionType', 'version_type'], ['versionType', 'version_type']]);

/** Item.parse: `_index`, `_type`, `_id` or `doc`, `fields`, `per_field_analyzer`, `routing`, `version`, `version_type`. */
function parseItem(json: Record<string, unknown>, ctx: ParseContext): LikeItem & { index?: string } {
  const item: Partial<LikeItem> = {};
  for (const [k, v] of Object.entries(json)) {
    const preferred = DEPRECATED_ITEM_NAMES.get(k);
    if (preferred) ctx.warn(`Deprecated field [${k}] used, expected [${preferred}] instead`);
    switch (preferred ?? k) {
      case '_index': item.index = text(v); break;
      case '_type': item.type = text(v); break;
      case '_id': item.id = text(v); break;
      case 'doc':
        if (!isObject(v)) throw bodyError(parseException('failed to parse More Like This item. unknown field [doc]'));
        item.doc = v;
        break;
      case 'fields':
        if (!Array.isArray(v)) throw bodyError(parseException('failed to parse More Like This item. field [fields] must be an array'));
        item.fields = v.map(text);
        break;
      case 'per_field_analyzer': {
        if (!isObject(v)) throw bodyError(parseException('failed to parse More Like This item. field [per_field_analyzer] must be an object'));
        const pfa = dict<string>();
        for (const [f, a] of Object.entries(v)) {
          if (typeof a !== 'string') throw bodyError(parseException(`expecting the analyzer at [${f}] to be a String, but found [class ${typeof a}] instead`));
          pfa[f] = a;
        }
        item.perFieldAnalyzer = pfa;
        break;
      }
      case 'routing': item.routing = text(v); break;
      case 'version': item.version = intValue(v); break;
      case 'version_type': {
        const t = text(v);
        if (!['internal', 'external', 'external_gt', 'external_gte', 'force'].includes(t)) throw illegalArgument(`No version type match [${t}]`);
        if (t !== 'internal') throw illegalArgument(`[${NAME}] item [version_type] [${t}] is not supported by Searchpad yet`);
        break;
      }
      default:
        throw bodyError(parseException(`failed to parse More Like This item. unknown field [${k}]`));
    }
  }
  if (item.id !== undefined && item.doc !== undefined) throw bodyError(parseException('failed to parse More Like This item. either [id] or [doc] can be specified, but not both!'));
  if (item.id === undefined && item.doc === undefined) throw bodyError(parseException('failed to parse More Like This item. neither [id] nor [doc] is specified!'));
  return item as LikeItem;
}

interface Parsed {
  fields?: string[];
  likeTexts: string[];
  unlikeTexts: string[];
  likeItems: LikeItem[];
  unlikeItems: LikeItem[];
  selection: TermSelection;
  maxQueryTerms: number;
  analyzer?: string;
  minimumShouldMatch: string;
  boostTerms: number;
  include: boolean;
  failOnUnsupportedField: boolean;
  boost: number;
}

/** MoreLikeThisQueryBuilder.fromXContent: values, arrays and objects each accepted only where 6.8 reads them. */
function parseBody(body: Record<string, unknown>, ctx: ParseContext): Parsed {
  const p: Parsed = {
    likeTexts: [], unlikeTexts: [], likeItems: [], unlikeItems: [],
    selection: { maxTerms: DEFAULTS.maxQueryTerms, minTermFreq: DEFAULTS.minTermFreq, maxTermFreq: Infinity, minDocFreq: DEFAULTS.minDocFreq, maxDocFreq: DEFAULTS.maxDocFreq, minWordLength: 0, maxWordLength: 0 },
    maxQueryTerms: DEFAULTS.maxQueryTerms, minimumShouldMatch: '30%', boostTerms: 0, include: false, failOnUnsupportedField: true, boost: 1,
  };
  const unsupported = (k: string) => {
    const at = valueLocation(body, k);
    return parsingException(`[mlt] query does not support [${k}]`, at?.line, at?.col);
  };
  const likeField = (v: unknown, texts: string[], items: LikeItem[]) => {
    if (isValue(v)) texts.push(text(v));
    else if (isObject(v)) items.push(parseItem(v, ctx));
    else throw illegalArgument("Content of 'like' parameter should either be a string or an object");
  };
  for (const [k, v] of Object.entries(body)) {
    if (v === null) continue;
    if (Array.isArray(v)) {
      if (k === 'fields') p.fields = v.map(text);
      else if (k === 'like') v.forEach((x) => likeField(x, p.likeTexts, p.likeItems));
      else if (k === 'unlike') v.forEach((x) => likeField(x, p.unlikeTexts, p.unlikeItems));
      else if (k === 'stop_words') p.selection.stopWords = new Set(v.map(text));
      else throw unsupported(k);
    } else if (isObject(v)) {
      if (k === 'like') likeField(v, p.likeTexts, p.likeItems);
      else if (k === 'unlike') likeField(v, p.unlikeTexts, p.unlikeItems);
      else throw unsupported(k);
    } else {
      switch (k) {
        case 'like': likeField(v, p.likeTexts, p.likeItems); break;
        case 'unlike': likeField(v, p.unlikeTexts, p.unlikeItems); break;
        case 'max_query_terms': p.maxQueryTerms = p.selection.maxTerms = intValue(v); break;
        case 'min_term_freq': p.selection.minTermFreq = intValue(v); break;
        case 'min_doc_freq': p.selection.minDocFreq = intValue(v); break;
        case 'max_doc_freq': p.selection.maxDocFreq = intValue(v); break;
        case 'min_word_length': p.selection.minWordLength = intValue(v); break;
        case 'max_word_length': p.selection.maxWordLength = intValue(v); break;
        case 'analyzer': p.analyzer = text(v); break;
        case 'minimum_should_match': p.minimumShouldMatch = text(v); break;
        case 'boost_terms': p.boostTerms = floatValue(v); break;
        case 'include': p.include = booleanValue(v); break;
        case 'fail_on_unsupported_field': p.failOnUnsupportedField = booleanValue(v); break;
        case 'boost': p.boost = floatValue(v); break;
        case '_name': break;
        default: throw unsupported(k);
      }
    }
  }
  if (p.likeTexts.length === 0 && p.likeItems.length === 0) throw parsingException('more_like_this requires \'like\' to be specified');
  if (p.fields !== undefined && p.fields.length === 0) throw parsingException('more_like_this requires \'fields\' to be non-empty');
  // The builder's setter (and MoreLikeThisQuery's) refuse a query of no terms.
  if (p.maxQueryTerms <= 0) throw illegalArgument('requires \'maxQueryTerms\' to be greater than 0');
  return p;
}

/** `index.query.default_field` (6.8's default `*`). */
function defaultFields(index: IndexService): string[] {
  const v = index.settings.get('index.query.default_field');
  return v === undefined ? ['*'] : Array.isArray(v) ? v : [v];
}

/** doToQuery's fields: given ones checked (text and keyword only), or the index's default fields. */
function moreLikeFields(p: Parsed, index: IndexService): string[] {
  if (p.fields === undefined) return defaultFields(index);
  const out: string[] = [];
  for (const f of p.fields) {
    const m = index.fieldMapping(f);
    if (m && m.type !== 'text' && m.type !== 'keyword') {
      if (p.failOnUnsupportedField) throw illegalArgument(`more_like_this only supports text/keyword fields: [${f}]`);
      continue;
    }
    out.push(m ? m.path : f);
  }
  return out;
}

/** Fetches items (multi term vectors), keeping the ones found, as getFieldsFor does. */
function fetchItems(items: LikeItem[], ctx: ParseContext): LikeItemTerms[] {
  if (!ctx.likeItems) throw illegalArgument(`[${NAME}] with like or unlike documents is not supported by Searchpad in this context yet`);
  const out: LikeItemTerms[] = [];
  for (const item of items) {
    const terms = ctx.likeItems(item);
    if (terms) out.push(terms);
  }
  return out;
}

/** MoreLikeThisQueryBuilder.doToQuery. */
export const moreLikeThis: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException(`[${NAME}] query malformed, no start_object after query name`);
  let p: Parsed;
  try {
    p = parseBody(body, ctx);
  } catch (e) {
    // Everything fromXContent refuses is refused while reading the body, before any shard.
    throw bodyError(e as object);
  }
  const { index } = ctx;
  const fields = moreLikeFields(p, index);
  if (fields.length === 0) return new MatchNoDocsQuery('No query left after rewrite.');
  const named = p.analyzer !== undefined ? index.analyzerByName(p.analyzer) : undefined;
  const first = index.fieldMapping(fields[0]);
  // An unknown analyzer name falls back to the mapper service's search analyzer, silently, as 6.8 does.
  const analyzer = named ?? (first ? index.searchAnalyzer(first) ?? index.analyzerByName('keyword')! : index.analysis.defaultSearchAnalyzer);
  const useDefault = p.fields === undefined;
  const setDefaults = (item: LikeItem): LikeItem => ({
    ...item,
    index: item.index ?? index.name,
    fields: (item.fields === undefined || item.fields.length === 0) && item.doc === undefined ? (useDefault ? ['*'] : fields) : item.fields,
  });
  const likeItems = p.likeItems.map(setDefaults);
  const unlikeItems = p.unlikeItems.map(setDefaults);
  const mlt = new MoreLikeThisQuery({
    fields,
    likeTexts: p.likeTexts.length > 0 ? p.likeTexts : undefined,
    unlikeTexts: p.unlikeTexts.length > 0 ? p.unlikeTexts : undefined,
    likeDocs: likeItems.length > 0 ? fetchItems(likeItems, ctx) : undefined,
    unlikeDocs: unlikeItems.length > 0 ? fetchItems(unlikeItems, ctx) : undefined,
    analyzer,
    selection: p.selection,
    minimumShouldMatch: p.minimumShouldMatch,
    boostTerms: p.boostTerms,
  });
  let query: Query = mlt;
  if (likeItems.length > 0) {
    const clauses: Clause[] = [{ occur: 'SHOULD', query: mlt }];
    // Without `include`, the liked documents themselves are excluded (artificial ones have no id to exclude).
    const ids = likeItems.filter((i) => i.doc === undefined).map((i) => i.id!);
    if (!p.include && index.mapping && ids.length > 0) clauses.push({ occur: 'MUST_NOT', query: idsQuery(ids) });
    query = booleanQuery(clauses);
  }
  return withBoost(query, p.boost);
};

/**
 * The options of a `phrase` suggestion (ES 6.8's PhraseSuggestionBuilder): the noisy channel model's
 * parameters, the candidate generators (`direct_generator`: term suggester settings plus pre/post filters),
 * the smoothing model, `highlight` and `collate`.
 */
import { illegalArgument, parsingException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { defaultSettings, readSpellcheckSetting, type SpellcheckSettings } from './term-options';

export interface DirectGenerator extends SpellcheckSettings {
  preFilter?: string;
  postFilter?: string;
}

export type Smoothing =
  | { type: 'stupid_backoff'; discount: number }
  | { type: 'laplace'; alpha: number }
  | { type: 'linear_interpolation'; trigramLambda: number; bigramLambda: number; unigramLambda: number };

export interface PhraseSuggestion {
  type: 'phrase';
  field: string;
  analyzer?: string;
  size: number;
  shardSize?: number;
  realWordErrorLikelihood: number;
  confidence: number;
  separator: string;
  maxErrors: number;
  gramSize?: number;
  forceUnigrams: boolean;
  tokenLimit: number;
  highlight?: { preTag: string; postTag: string };
  collate?: { query: unknown; params?: Record<string, unknown>; prune: boolean };
  smoothing?: Smoothing;
  generators: DirectGenerator[];
}

function num(v: unknown, name: string): number {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || Number.isNaN(n)) throw illegalArgument(`[${name}] must be a number, found [${String(v)}]`);
  return n;
}

function parseGenerator(json: unknown): DirectGenerator {
  if (!isObject(json)) throw parsingException('suggester[phrase] doesn\'t support field [direct_generator]');
  const g: DirectGenerator = { ...defaultSettings('') };
  let field = false;
  for (const [k, v] of Object.entries(json)) {
    if (k === 'pre_filter') g.preFilter = String(v);
    else if (k === 'post_filter') g.postFilter = String(v);
    else if (!readSpellcheckSetting(g, k, v)) throw illegalArgument(`[direct_generator] unknown field [${k}], parser not found`);
    if (k === 'field') field = true;
  }
  if (!field) throw illegalArgument('[direct_generator] failed to parse field [field]');
  return g;
}

function parseSmoothing(json: unknown): Smoothing {
  if (!isObject(json)) throw parsingException('suggester[phrase] doesn\'t support field [smoothing]');
  const keys = Object.keys(json);
  if (keys.length !== 1) throw parsingException('suggester[phrase] doesn\'t support field [smoothing]');
  const model = keys[0];
  const body = json[model];
  const opts = isObject(body) ? body : {};
  switch (model) {
    case 'stupid_backoff': case 'stupidBackoff': return { type: 'stupid_backoff', discount: opts.discount === undefined ? 0.4 : num(opts.discount, 'discount') };
    case 'laplace': return { type: 'laplace', alpha: opts.alpha === undefined ? 0.5 : num(opts.alpha, 'alpha') };
    case 'linear_interpolation': case 'linearInterpolation': {
      const t = num(opts.trigram_lambda, 'trigram_lambda');
      const b = num(opts.bigram_lambda, 'bigram_lambda');
      const u = num(opts.unigram_lambda, 'unigram_lambda');
      if (Math.abs(t + b + u - 1) > 0.001) throw illegalArgument('linear smoothing lambdas must sum to 1');
      return { type: 'linear_interpolation', trigramLambda: t, bigramLambda: b, unigramLambda: u };
    }
    default: throw illegalArgument(`suggester[phrase] doesn't support object field [${model}]`);
  }
}

export function parsePhraseSuggestion(json: Record<string, unknown>): PhraseSuggestion {
  const p: PhraseSuggestion = {
    type: 'phrase', field: '', size: 5, realWordErrorLikelihood: 0.95, confidence: 1, separator: ' ', maxErrors: 1,
    forceUnigrams: true, tokenLimit: 10, generators: [],
  };
  let field: string | undefined;
  for (const [k, v] of Object.entries(json)) {
    switch (k) {
      case 'field': field = String(v); break;
      case 'analyzer': p.analyzer = String(v); break;
      case 'size': p.size = num(v, k); break;
      case 'shard_size': p.shardSize = num(v, k); break;
      case 'real_word_error_likelihood': case 'realWorldErrorLikelihood': {
        p.realWordErrorLikelihood = Math.fround(num(v, k));
        if (p.realWordErrorLikelihood <= 0) throw illegalArgument('real_word_error_likelihood must be > 0.0');
        break;
      }
      case 'confidence': {
        p.confidence = Math.fround(num(v, k));
        if (p.confidence < 0) throw illegalArgument('confidence must be >= 0.0');
        break;
      }
      case 'separator': p.separator = String(v); break;
      case 'max_errors': {
        p.maxErrors = Math.fround(num(v, k));
        if (p.maxErrors <= 0) throw illegalArgument('max_error must be > 0.0');
        break;
      }
      case 'gram_size': {
        p.gramSize = num(v, k);
        if (p.gramSize < 1) throw illegalArgument('gram_size must be >= 1');
        break;
      }
      case 'force_unigrams': p.forceUnigrams = v === true || v === 'true'; break;
      case 'token_limit': {
        p.tokenLimit = num(v, k);
        if (p.tokenLimit <= 0) throw illegalArgument('token_limit must be >= 1');
        break;
      }
      case 'direct_generator': {
        const list = Array.isArray(v) ? v : [v];
        p.generators.push(...list.map(parseGenerator));
        break;
      }
      case 'smoothing': p.smoothing = parseSmoothing(v); break;
      case 'highlight': {
        if (!isObject(v)) throw parsingException('suggester[phrase] doesn\'t support field [highlight]');
        const pre = v.pre_tag;
        const post = v.post_tag;
        for (const hk of Object.keys(v)) if (hk !== 'pre_tag' && hk !== 'post_tag') throw illegalArgument(`suggester[phrase][highlight] doesn't support field [${hk}]`);
        if ((pre === undefined) !== (post === undefined)) throw illegalArgument('Pre and post tag must both be null or both not be null.');
        if (pre !== undefined) p.highlight = { preTag: String(pre), postTag: String(post) };
        break;
      }
      case 'collate': {
        if (!isObject(v)) throw parsingException('suggester[phrase] doesn\'t support field [collate]');
        let query: unknown;
        let params: Record<string, unknown> | undefined;
        let prune = false;
        for (const [ck, cv] of Object.entries(v)) {
          if (ck === 'query') query = cv;
          else if (ck === 'params') params = isObject(cv) ? cv : undefined;
          else if (ck === 'prune') prune = cv === true || cv === 'true';
          else throw illegalArgument(`suggester[phrase][collate] doesn't support field [${ck}]`);
        }
        if (query === undefined) throw illegalArgument('suggester[phrase][collate] query already set, doesn\'t support additional [query]');
        p.collate = { query, params, prune };
        break;
      }
      default: throw illegalArgument(`suggester[phrase] doesn't support field [${k}]`);
    }
  }
  if (field === undefined) throw illegalArgument('the required field option is missing');
  p.field = field;
  return p;
}

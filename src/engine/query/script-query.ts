/**
 * The `script` query (ES 6.8's ScriptQueryBuilder): the documents for which a filter script returns
 * true, each with a constant score (the boost), as a Lucene ConstantScoreWeight.
 */
import { parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { compileScript, parseScriptSpec, type DocValuesAccess, type ScriptSpec } from '../script/index';
import { isObject } from '../util/json';
import { withBoost } from './boost-query';
import { constantScoreWeight } from './constant-score';
import { boostOf, type QueryParser } from './parse-context';
import type { Query, ShardSearcher, Weight } from './query';
import { docValuesAccess, scriptText } from './score-functions';

class ScriptQuery implements Query {
  readonly kind = 'script';
  constructor(readonly spec: ScriptSpec, readonly index: IndexService, private readonly warn: (w: string) => void) {}
  toString() {
    return `ScriptFilter(${scriptText(this.spec)})`;
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    const { index, warn } = this;
    const script = compileScript(this.spec, { context: 'filter', typeName: index.mapping?.name, storedScripts: index.storedScripts });
    const access = new WeakMap<Segment, DocValuesAccess>();
    const accessFor = (segment: Segment) => {
      let a = access.get(segment);
      if (!a) access.set(segment, (a = docValuesAccess(index, segment)));
      return a;
    };
    return constantScoreWeight(
      this,
      boost,
      function* (leaf) {
        const a = accessFor(leaf.segment);
        const live = leaf.segment.liveDocs;
        // As Lucene's bulk scorer asks the live docs before the two-phase check: a deleted document is never
        // run (nor can its values fail the search or add warnings).
        for (let d = 0; d < leaf.segment.maxDoc; d++) if (live[d] === 1 && script.evaluate(d, 0, a) === true) yield d;
        for (const w of script.warnings) warn(w);
      },
      (leaf, doc) => script.evaluate(doc, 0, accessFor(leaf.segment)) === true,
    );
  }
}

export const scriptQuery: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException('[script] query malformed, no start_object after query name');
  let spec: ScriptSpec | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'script') spec = parseScriptSpec(v);
    else if (k !== 'boost' && k !== '_name') throw parsingException(`[script] query does not support [${k}]`);
  }
  if (!spec) throw parsingException('script must be provided with a [script] filter');
  for (const w of spec.deprecations ?? []) ctx.warn(w);
  return withBoost(new ScriptQuery(spec, ctx.index, ctx.warn), boostOf(body, 'script'));
};

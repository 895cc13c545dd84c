/**
 * `script_fields`: a value per hit computed by a script over the document's doc values (ES's
 * ScriptFieldsFetchSubPhase). Each field is `{script, ignore_failure}`; the hit gets `fields.<name>`, a
 * list (a script returning a collection gives its elements, anything else one value).
 */
import { EsError } from '../errors/es-error';
import { illegalArgument, parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { docValuesAccess } from '../query/score-functions';
import { compileScript, parseScriptSpec, scriptResultToJson, type CompiledScript, type DocValuesAccess, type ScriptSpec } from '../script/index';
import { isObject } from '../util/json';
import { withExactLongs } from '../util/json-numbers';
import { dict } from '../util/own';

export interface ScriptField {
  name: string;
  spec: ScriptSpec;
  ignoreFailure: boolean;
}

/** Parses the body's `script_fields` (SearchSourceBuilder's parser, with its errors). */
export function parseScriptFields(json: unknown): ScriptField[] {
  if (!isObject(json)) throw parsingException('Expected [START_OBJECT] in [script_fields] but found a value');
  const out: ScriptField[] = [];
  for (const [name, def] of Object.entries(json)) {
    if (!isObject(def)) throw parsingException(`Expected [START_OBJECT] in [${name}] but found a value`);
    let spec: ScriptSpec | undefined;
    let ignoreFailure = false;
    for (const [k, v] of Object.entries(def)) {
      if (k === 'script') spec = parseScriptSpec(v);
      else if (k === 'ignore_failure') ignoreFailure = v === true || v === 'true';
      else throw parsingException(`Unknown key for a ${isObject(v) ? 'START_OBJECT' : 'VALUE_STRING'} in [${name}]: [${k}].`);
    }
    if (!spec) throw parsingException(`script_field [${name}] is missing its [script]`);
    out.push({ name, spec, ignoreFailure });
  }
  return out;
}

/** `index.max_script_fields` (default 32). */
export function checkScriptFieldsLimit(index: IndexService, count: number) {
  const max = index.maxScriptFields;
  if (count > max) {
    throw illegalArgument(`Trying to retrieve too many script_fields. Must be less than or equal to: [${max}] but was [${count}]. This limit can be set by changing the [index.max_script_fields] index level setting.`);
  }
}

/** The compiled scripts of one index, run for its hits. */
export class ScriptFieldsRunner {
  private readonly compiled = new Map<IndexService, CompiledScript[]>();
  private readonly access = new WeakMap<Segment, DocValuesAccess>();
  readonly warnings = new Set<string>();

  constructor(private readonly fields: ScriptField[]) {}

  /** `fields` of one hit: the values of every script field (a failure with ignore_failure leaves it out). */
  run(index: IndexService, segment: Segment, doc: number, score: number): Record<string, unknown[]> {
    let scripts = this.compiled.get(index);
    if (!scripts) {
      scripts = this.fields.map((f) => compileScript(f.spec, { context: 'field', typeName: index.mapping?.name, storedScripts: index.storedScripts }));
      this.compiled.set(index, scripts);
    }
    let access = this.access.get(segment);
    if (!access) this.access.set(segment, (access = docValuesAccess(index, segment)));
    const out = dict<unknown[]>(); // script field names are the user's
    this.fields.forEach((f, i) => {
      const script = scripts![i];
      let value: unknown;
      try {
        value = scriptResultToJson(script.evaluate(doc, score, access!));
      } catch (e) {
        if (f.ignoreFailure && e instanceof EsError) return;
        throw e;
      }
      for (const w of script.warnings) this.warnings.add(w);
      out[f.name] = Array.isArray(value) ? value : withExactLongs([value]);
    });
    return out;
  }
}

/**
 * The update API's body (UpdateRequest.fromXContent): `doc`, `upsert`, `script` (compiled here, in the
 * update context), `scripted_upsert`, `doc_as_upsert`, `detect_noop`, `fields` and `_source`.
 */
import { illegalArgument, xContentParseException } from '../../errors/catalog';
import type { RequestScope } from '../../request-scope';
import type { UpdateBody, UpdateScript } from '../../index/update-document';
import { compileScript, parseScriptSpec, type ScriptSpec, type StoredScriptLookup } from '../../script/index';
import { isObject } from '../../util/json';
import { parseSourceFilter } from '../../util/source-filter';

/**
 * A Painless update script over `ctx`, compiled when it first runs (in a bulk, a script that does not compile
 * fails its item only); its deprecations (the `inline` spelling...) go to the request's warnings.
 */
function updateScript(spec: ScriptSpec, state: Pick<RequestScope, 'deprecations'>, storedScripts: StoredScriptLookup): UpdateScript {
  for (const w of spec.deprecations ?? []) state.deprecations.add(w);
  let script: ReturnType<typeof compileScript> | undefined;
  return {
    run(ctx) {
      script ??= compileScript(spec, { context: 'update', storedScripts });
      const out = script.executeWithContext!(ctx);
      for (const w of script.warnings) state.deprecations.add(w);
      return out;
    },
  };
}

/** Parses an update body (UpdateRequest.fromXContent): unknown members are refused by name. */
export function parseUpdateBody(json: unknown, state: Pick<RequestScope, 'deprecations'>, storedScripts: StoredScriptLookup = new Map()): UpdateBody {
  const out: UpdateBody = { scriptedUpsert: false, docAsUpsert: false, detectNoop: true };
  if (json === undefined) return out;
  if (!isObject(json)) throw xContentParseException('[UpdateRequest] Expected START_OBJECT');
  for (const [key, value] of Object.entries(json)) {
    switch (key) {
      case 'script':
        out.script = updateScript(parseScriptSpec(value), state, storedScripts);
        break;
      case 'scripted_upsert':
        out.scriptedUpsert = booleanMember(key, value);
        break;
      case 'doc_as_upsert':
        out.docAsUpsert = booleanMember(key, value);
        break;
      case 'detect_noop':
        out.detectNoop = booleanMember(key, value);
        break;
      case 'doc':
      case 'upsert':
        if (!isObject(value)) throw xContentParseException(`[UpdateRequest] failed to parse field [${key}]`, illegalArgument(`[${key}] must be an object`));
        out[key] = value;
        break;
      case 'fields':
        out.fields = Array.isArray(value) ? value.map(String) : value === null ? undefined : [String(value)];
        break;
      case '_source':
        out.source = parseSourceFilter(value);
        break;
      default:
        throw xContentParseException(`[UpdateRequest] unknown field [${key}], parser not found`);
    }
  }
  return out;
}

function booleanMember(key: string, v: unknown): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw xContentParseException(`[UpdateRequest] failed to parse field [${key}]`, illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`));
}

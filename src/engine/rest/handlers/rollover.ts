import { createIndex } from '../../index/create-index';
import { resolveDateMathName } from '../../index/date-math-name';
import { recordIndexMeta } from '../../index/persist';
import { conditionResults, nextRolloverName, parseRolloverRequest, rolloverSource } from '../../index/rollover';
import { validateIndexName } from '../../index/names';
import { resourceAlreadyExists, invalidIndexName } from '../../errors/catalog';
import { setMember } from '../../util/json';
import { paramBoolean } from '../params/url-params';
import type { Handler } from '../rest-types';
import { includeTypeName } from './common';

/** `indices.rollover`: POST /{alias}/_rollover[/{new_index}]. */
export const rolloverHandler: Handler = (req, state, scope) => {
  const rollover = parseRolloverRequest(req.body);
  const alias = req.pathParams.alias;
  const { index: source, explicitWriteIndex } = rolloverSource(state.indices, alias);
  const providedSetting = source.settings.get('index.provided_name');
  const provided = typeof providedSetting === 'string' ? providedSetting : source.name;
  const unresolved = req.pathParams.new_index ?? nextRolloverName(provided);
  const target = resolveDateMathName(unresolved, state.clock());
  // MetaDataCreateIndexService.validateIndexName: checked before anything, a dry run included.
  const warnings: string[] = [];
  validateIndexName(target, warnings);
  const existing = state.indices.get(target);
  if (existing) throw resourceAlreadyExists(target, existing.uuid);
  if ([...state.indices.values()].some((s) => s.aliases.has(target))) throw invalidIndexName(target, 'already exists as alias');
  const results = conditionResults(rollover.conditions, source, state.clock());
  const conditions: Record<string, unknown> = {};
  for (const [text, met] of results) setMember(conditions, text, met);
  const answer = (rolledOver: boolean, dryRun: boolean) => ({
    status: 200,
    body: { acknowledged: rolledOver, shards_acknowledged: rolledOver, old_index: source.name, new_index: target, rolled_over: rolledOver, dry_run: dryRun, conditions },
    warnings,
  });
  if (paramBoolean(req.params, 'dry_run', false)) return answer(false, true);
  if (results.size > 0 && ![...results.values()].some(Boolean)) return answer(false, false);
  const created = createIndex(state, scope.profile, { name: target, body: rollover.createBody, includeTypeName: includeTypeName(req, scope) }, warnings);
  // The alias moves: to the new index as its write index when the old one was the explicit write index.
  if (explicitWriteIndex) {
    created.aliases.set(alias, { isWriteIndex: true });
    source.aliases.set(alias, { isWriteIndex: false });
  } else {
    created.aliases.set(alias, {});
    source.aliases.delete(alias);
  }
  state.indices.set(created.name, created);
  recordIndexMeta(scope, created);
  recordIndexMeta(scope, source);
  return answer(true, false);
};

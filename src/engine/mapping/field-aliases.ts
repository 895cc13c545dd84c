import { illegalArgument } from '../errors/catalog';
import type { FieldAliasMapping, LeafFieldMapping, Mapping, TypeMapping } from './field-mapping';

/** Every alias of a mapping, and every concrete field's full path (multi-fields included) and nested object. */
function collect(tm: TypeMapping) {
  const aliases: FieldAliasMapping[] = [];
  const fields = new Set<string>();
  const nested = new Set<string>();
  const walkLeaf = (m: LeafFieldMapping) => {
    fields.add(m.path);
    for (const sub of m.fields.values()) walkLeaf(sub);
  };
  const walk = (props: Map<string, Mapping>) => {
    for (const m of props.values()) {
      if (m.kind === 'alias') aliases.push(m);
      else if (m.kind === 'leaf') walkLeaf(m);
      else {
        if (m.nested) nested.add(m.path);
        walk(m.properties);
      }
    }
  };
  walk(tm.root.properties);
  return { aliases, fields, nested };
}

/** The closest nested object above a full path (MapperMergeValidator.getNestedScope), or undefined. */
function nestedScope(path: string, nested: Set<string>): string | undefined {
  for (let i = path.lastIndexOf('.'); i > 0; i = path.lastIndexOf('.', i - 1)) {
    const parent = path.slice(0, i);
    if (nested.has(parent)) return parent;
  }
  return undefined;
}

/**
 * 6.8's checks of a mapping's field aliases once it is whole (MapperMergeValidator's validateFieldAliasMapper and
 * validateFieldAliasTargets): the target is not the alias itself, not an alias, a concrete field of the mapping
 * (not an object, not missing), in the same nested scope.
 */
export function validateFieldAliases(tm: TypeMapping) {
  const { aliases, fields, nested } = collect(tm);
  if (aliases.length === 0) return;
  const aliasNames = new Set(aliases.map((a) => a.path));
  for (const { path: name, target } of aliases) {
    const invalid = `Invalid [path] value [${target}] for field alias [${name}]: `;
    if (target === name) throw illegalArgument(`${invalid}an alias cannot refer to itself.`);
    if (aliasNames.has(target)) throw illegalArgument(`${invalid}an alias cannot refer to another alias.`);
    if (!fields.has(target)) throw illegalArgument(`${invalid}an alias must refer to an existing field in the mappings.`);
  }
  for (const { path: name, target } of aliases) {
    const aliasScope = nestedScope(name, nested);
    const targetScope = nestedScope(target, nested);
    if (aliasScope === targetScope) continue;
    throw illegalArgument(
      `Invalid [path] value [${target}] for field alias [${name}]: an alias must have the same nested scope as its target. ` +
        (aliasScope === undefined ? 'The alias is not nested' : `The alias's nested scope is [${aliasScope}]`) +
        ', but ' +
        (targetScope === undefined ? 'the target is not nested.' : `the target's nested scope is [${targetScope}].`),
    );
  }
}

import { EsError } from '../errors/es-error';
import { illegalArgument, mapperParsing } from '../errors/catalog';
import type { TypeMapping } from '../mapping/field-mapping';
import { parseTypeMapping } from '../mapping/parse-mapping';
import { isObject } from '../util/json';

/** Parses the `mappings` of a create-index body into the single type mapping. */
export function parseCreateMappings(mappings: unknown, includeTypeName: boolean): TypeMapping | undefined {
  if (mappings === undefined || mappings === null) return undefined;
  if (!isObject(mappings)) throw mapperParsing(`Failed to parse mapping: expected an object`);
  if (!includeTypeName) {
    if ('_doc' in mappings && isObject(mappings._doc)) {
      throw illegalArgument('The mapping definition cannot be nested under a type [_doc] unless include_type_name is set to true.');
    }
    return parseTypeMapping('_doc', mappings);
  }
  const types = Object.keys(mappings);
  if (types.length === 0) return undefined;
  if (types.length > 1) {
    throw illegalArgument(`Rejecting mapping update to [${types.join(', ')}] as the final mapping would have more than 1 type: [${types.join(', ')}]`);
  }
  const type = types[0];
  if (type === '') throw illegalArgument('mapping type name is empty');
  if (type.startsWith('_') && type !== '_doc') throw mapperParsing(`mapping type name [${type}] can't start with '_' unless it is called [_doc]`);
  if (type.includes('#')) throw illegalArgument(`mapping type name [${type}] should not include '#' in it`);
  return parseTypeMapping(type, mappings[type]);
}

import { parsingException } from '../../errors/catalog';

/** A boolean member of `query_string` or `simple_query_string` (true/false, or their strings), else ES's parsing error. */
export function booleanMember(queryName: string, name: string, v: unknown): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw parsingException(`[${queryName}] failed to parse field [${name}]`);
}

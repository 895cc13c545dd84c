import { invalidIndexName } from '../errors/catalog';
import { javaUtf8Length } from '../util/utf8';

/** ES's MetaDataCreateIndexService.validateIndexOrAliasName + lowercase rule. */
export function validateIndexName(name: string, warnings: string[]) {
  if (/[\\/*?"<>| ,]/.test(name)) {
    throw invalidIndexName(name, 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]');
  }
  if (name.includes('#')) throw invalidIndexName(name, "must not contain '#'");
  if (name.includes(':')) warnings.push(`index or alias name [${name}] containing ':' is deprecated and will not be supported in Elasticsearch 7.0+`);
  if (name.startsWith('_') || name.startsWith('-') || name.startsWith('+')) {
    throw invalidIndexName(name, "must not start with '_', '-', or '+'");
  }
  const bytes = javaUtf8Length(name); // ES: the index name's String.getBytes(UTF_8)
  if (bytes > 255) throw invalidIndexName(name, `index name is too long, (${bytes} > 255)`);
  if (name === '.' || name === '..') throw invalidIndexName(name, "must not be '.' or '..'");
  if (name.toLowerCase() !== name) throw invalidIndexName(name, 'must be lowercase');
}

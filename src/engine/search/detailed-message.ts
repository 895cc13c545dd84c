import type { EsError } from '../errors/es-error';

/** The Java classes of the exceptions the validate API reports (Throwable.toString prints the class name). */
const JAVA_CLASSES: Record<string, string> = {
  parsing_exception: 'org.elasticsearch.common.ParsingException',
  x_content_parse_exception: 'org.elasticsearch.common.xcontent.XContentParseException',
  query_shard_exception: 'org.elasticsearch.index.query.QueryShardException',
  illegal_argument_exception: 'java.lang.IllegalArgumentException',
  number_format_exception: 'java.lang.NumberFormatException',
  script_exception: 'org.elasticsearch.script.ScriptException',
  search_parse_exception: 'org.elasticsearch.search.SearchParseException',
  parse_exception: 'org.elasticsearch.ElasticsearchParseException',
  illegal_state_exception: 'java.lang.IllegalStateException',
};

function javaClass(type: string): string {
  if (JAVA_CLASSES[type]) return JAVA_CLASSES[type];
  const camel = type.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return `org.elasticsearch.${camel}`;
}

/**
 * ElasticsearchException.getDetailedMessage: `class: reason`, then `; ` and the cause's own, down the chain; a
 * cause that is no Elasticsearch exception (Lucene's) is printed by its toString alone, ending the chain.
 */
export function detailedMessage(e: EsError): string {
  const cls = e.javaClass ?? javaClass(e.type);
  const own = `${cls}: ${e.reason}`;
  return e.causedBy && cls.startsWith('org.elasticsearch.') ? `${own}; ${detailedMessage(e.causedBy)}` : own;
}

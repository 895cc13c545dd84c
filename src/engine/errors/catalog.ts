import { EsError } from './es-error';

/** Factories for the Elasticsearch exceptions the engine raises, with ES's type names and statuses. */

export const illegalArgument = (reason: string, causedBy?: EsError) =>
  new EsError({ type: 'illegal_argument_exception', reason, status: 400, causedBy });

export const parseException = (reason: string, causedBy?: EsError) =>
  new EsError({ type: 'parse_exception', reason, status: 400, causedBy });

export const parsingException = (reason: string, line = 1, col = 1, causedBy?: EsError) =>
  new EsError({ type: 'parsing_exception', reason, status: 400, extras: { line, col }, causedBy });

export const xContentParseException = (reason: string, causedBy?: EsError) =>
  new EsError({ type: 'x_content_parse_exception', reason, status: 400, causedBy });

export const jsonParseException = (reason: string) =>
  new EsError({ type: 'json_parse_exception', reason, status: 500 });

export const notXContentException = () =>
  new EsError({
    type: 'not_x_content_exception',
    reason: 'Compressor detection can only be called on some xcontent bytes or compressed xcontent bytes',
    status: 500,
  });

export const actionRequestValidation = (messages: string[]) =>
  new EsError({
    type: 'action_request_validation_exception',
    reason: `Validation Failed: ${messages.map((m, i) => `${i + 1}: ${m};`).join('')}`,
    status: 400,
  });

export const indexNotFound = (index: string, resourceType: 'index_or_alias' | 'index_expression' = 'index_or_alias') =>
  new EsError({
    type: 'index_not_found_exception',
    reason: 'no such index',
    status: 404,
    metadata: { 'resource.type': resourceType, 'resource.id': index, index_uuid: '_na_', index },
  });

export const resourceAlreadyExists = (index: string, uuid: string) =>
  new EsError({
    type: 'resource_already_exists_exception',
    reason: `index [${index}/${uuid}] already exists`,
    status: 400,
    metadata: { index_uuid: uuid, index },
  });

export const invalidIndexName = (index: string, reason: string) =>
  new EsError({
    type: 'invalid_index_name_exception',
    reason: `Invalid index name [${index}], ${reason}`,
    status: 400,
    metadata: { index_uuid: '_na_', index },
  });

export const mapperParsing = (reason: string, causedBy?: EsError) =>
  new EsError({ type: 'mapper_parsing_exception', reason, status: 400, causedBy });

export const versionConflict = (type: string, id: string, reason: string, index: string, uuid: string, shard: number) =>
  new EsError({
    type: 'version_conflict_engine_exception',
    reason: `[${type}][${id}]: version conflict, ${reason}`,
    status: 409,
    metadata: { index_uuid: uuid, shard: String(shard), index },
  });

/** ES's IndexClosedException: reads and writes on a closed index (400 since 6.0). */
export const indexClosed = (index: string, uuid: string) =>
  new EsError({ type: 'index_closed_exception', reason: 'closed', status: 400, metadata: { index_uuid: uuid, index } });

export const documentMissing = (type: string, id: string, index: string, uuid: string, shard: number) =>
  new EsError({
    type: 'document_missing_exception',
    reason: `[${type}][${id}]: document missing`,
    status: 404,
    metadata: { index_uuid: uuid, shard: String(shard), index },
  });

export const numberFormat = (reason: string) =>
  new EsError({ type: 'number_format_exception', reason, status: 400 });

export const illegalState = (reason: string) =>
  new EsError({ type: 'illegal_state_exception', reason, status: 500 });

export const genericException = (reason: string, causedBy?: EsError) =>
  new EsError({ type: 'exception', reason, status: 500, causedBy });

export const invalidTypeName = (reason: string) =>
  new EsError({ type: 'invalid_type_name_exception', reason, status: 400 });

/**
 * ES's TaskCancelledException: a request cancelled while it ran. 6.8's search phases give the reason
 * `cancelled`; the class has no status of its own in 6.8, so it renders as 500 (7.x later made it 400).
 */
export const taskCancelled = (reason = 'cancelled') =>
  new EsError({ type: 'task_cancelled_exception', reason, status: 500 });

import { illegalArgument } from '../errors/catalog';
import { EsError, renderEsError } from '../errors/es-error';
import type { RestResponse } from './rest-types';

/**
 * ES 6.8's strict Content-Type checking of HTTP bodies (RestRequest.parseContentType and RestController's
 * dispatch). Applies only to requests that came over HTTP (`contentType` given, `null` when the header is
 * absent); the page's own requests carry none and are always JSON.
 */

// RFC 7230's token characters, as RestRequest's TCHAR_PATTERN.
const TOKEN = /^[a-zA-Z0-9!#$%&'*+\-.^_`|~]+$/;

/**
 * The media types XContentType knows (ES reads each; Searchpad only JSON), with their stream support. NDJSON is
 * not one of them in 6.8: RestController accepts exactly `application/x-ndjson` (any case, no parameters) for
 * the handlers that read a stream (`_bulk`), and refuses it elsewhere (elastic/elasticsearch#49741, #61637).
 */
const KNOWN = new Map<string, { name: string; parsed: boolean; streams: boolean }>([
  ['application/json', { name: 'JSON', parsed: true, streams: true }],
  ['application/smile', { name: 'SMILE', parsed: false, streams: true }],
  ['application/yaml', { name: 'YAML', parsed: false, streams: false }],
  ['application/cbor', { name: 'CBOR', parsed: false, streams: false }],
]);

/** The media type without parameters, lower-cased, or the 400 an unparseable header gets before any routing. */
export function parseContentType(header: string): string | RestResponse {
  const mediaType = header.split(/[ \t]*;/)[0];
  const parts = mediaType.split('/');
  if (parts.length === 2 && TOKEN.test(parts[0]) && TOKEN.test(parts[1].trim())) return mediaType.trim().toLowerCase();
  // ES wraps the IllegalArgumentException in a ContentTypeHeaderException, rendered by its Java name.
  const cause = illegalArgument(`invalid Content-Type header [${header}]`);
  const reason = `java.lang.IllegalArgumentException: ${cause.reason}`;
  const head = new EsError({ type: 'content_type_header_exception', reason, status: 400 });
  const e = new EsError({ type: 'content_type_header_exception', reason, status: 400, causedBy: cause, rootCauses: [head] });
  return { status: 400, body: renderEsError(e) };
}

/** ES's 406 for a body whose Content-Type it does not read (or Searchpad's 400 for one only ES reads). */
export function refuseBodyContentType(contentType: string | null, streamRoute: boolean): RestResponse | undefined {
  if (contentType === null) return notAcceptable('Content-Type header is missing');
  const mediaType = parseContentType(contentType);
  if (typeof mediaType !== 'string') return mediaType;
  const known = KNOWN.get(mediaType);
  if (!known) {
    if (streamRoute && contentType.toLowerCase() === 'application/x-ndjson') return undefined;
    return notAcceptable(`Content-Type header [${contentType}] is not supported`);
  }
  if (streamRoute && !known.streams) return notAcceptable(`Content-Type [${known.name}] does not support stream parsing. Use JSON or SMILE instead`);
  if (!known.parsed) {
    const e = illegalArgument(`Content-Type [${contentType}] is not supported by Searchpad: Elasticsearch reads ${known.name} bodies, Searchpad only JSON`);
    return { status: 400, body: renderEsError(e) };
  }
  return undefined;
}

function notAcceptable(error: string): RestResponse {
  return { status: 406, body: { error, status: 406 } };
}

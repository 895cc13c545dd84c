/**
 * The `_source` of the stored document a term vectors request is about, asked for when the request is sent,
 * not when its answer is drawn: the term vectors answer carries no text, and its view needs the text to
 * highlight the tokens. The engine answers in order, so the document is there as the answer arrives and the
 * view draws once, with the text (instead of drawing, asking, waiting a round trip and drawing again).
 */
import { sendRequest } from '../../../actions/send-request';
import { storedTermVectorsDoc } from './termvectors-path';

type Source = Record<string, unknown> | undefined;

interface Entry {
  promise: Promise<Source>;
  /** Set once the GET has answered. */
  value?: { source: Source };
}

/** The documents of the last request sent (and those the view asked for since). */
let entries = new Map<string, Entry>();

const keyOf = (index: string, id: string) => `${index}\u0000${id}`;

function fetchSource(index: string, id: string): Entry {
  const entry: Entry = {
    promise: sendRequest({ method: 'GET', path: `/${encodeURIComponent(index)}/_doc/${encodeURIComponent(id)}` }).then(
      (r) => (r.body as { _source?: Record<string, unknown> } | undefined)?._source,
      () => undefined,
    ),
  };
  void entry.promise.then((source) => (entry.value = { source }));
  return entry;
}

/** Called as a request is sent: forgets the previous request's documents, asks for this one's. */
export function prefetchStoredSource(path: string, body: unknown) {
  entries = new Map();
  const doc = storedTermVectorsDoc(path, body);
  if (doc) entries.set(keyOf(doc.index, doc.id), fetchSource(doc.index, doc.id));
}

/** The document's `_source` now, if it has already arrived (a view's first render reads this). */
export function storedSourceNow(index: string, id: string): { source: Source } | undefined {
  return entries.get(keyOf(index, id))?.value;
}

/** The document's `_source`: the prefetched answer, or a new GET. */
export function storedSource(index: string, id: string): Promise<Source> {
  const key = keyOf(index, id);
  let entry = entries.get(key);
  if (!entry) entries.set(key, (entry = fetchSource(index, id)));
  return entry.promise;
}

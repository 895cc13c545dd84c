import { create } from 'zustand';
import type { TimedResponse } from '../client/engine-client';
import { readSaved, save } from './saved';

const DEFAULT_BUFFER = `PUT /twitter
{
  "mappings": {
    "_doc": {
      "properties": {
        "text": { "type": "text", "term_vector": "with_positions_offsets_payloads", "store": true, "analyzer": "fulltext_analyzer" },
        "fullname": { "type": "text", "term_vector": "with_positions_offsets_payloads", "analyzer": "fulltext_analyzer" }
      }
    }
  },
  "settings": {
    "index": { "number_of_shards": 1, "number_of_replicas": 0 },
    "analysis": {
      "analyzer": {
        "fulltext_analyzer": { "type": "custom", "tokenizer": "whitespace", "filter": ["lowercase", "type_as_payload"] }
      }
    }
  }
}

PUT /twitter/_doc/1
{
  "fullname": "John Doe",
  "text": "twitter test test test "
}

GET /twitter/_doc/1

GET /twitter/_doc/1/_termvectors
{
  "fields": ["text"],
  "term_statistics": true
}

GET /twitter/_search
{
  "query": { "match": { "text": "twitter" } },
  "rescore": {
    "window_size": 10,
    "query": { "rescore_query": { "match_phrase": { "text": "twitter test" } }, "rescore_query_weight": 2 }
  }
}

GET /_analyze
{
  "analyzer": "standard",
  "text": "Searchpad runs Elasticsearch 6.8 in your browser 🍕"
}
`;

export interface ConsoleSlice {
  buffer: string;
  setBuffer(buffer: string): void;
}

/** The request whose answer is shown: body as sent (text or JSON value), for views that rebuild it. */
export interface ShownRequest {
  method: string;
  path: string;
  body?: unknown;
  /** The result view to open on its answer (an entry point such as "analyze this field" asks for one). */
  view?: string;
}

export interface ResultsSlice {
  running: boolean;
  request?: ShownRequest;
  response?: TimedResponse;
  crash?: string;
  /** Why the last request got no answer (the engine was restarted after it ignored Cancel). */
  interrupted?: string;
  setRunning(request: ShownRequest): void;
  setResponse(response: TimedResponse): void;
  /** How many answers the panel has shown (tests wait for it to move). */
  responses: number;
  setCrash(message: string): void;
  setInterrupted(message: string): void;
}

export type AppState = ConsoleSlice & ResultsSlice;

const SAVED_BUFFER = 'searchpad.buffer';

/**
 * The buffer to start with: the one saved by the last visit, else the example. A share (or Kibana) link's buffer
 * replaces it before the page is drawn (app/mount.tsx), unsaved until edited.
 */
function initialBuffer(): string {
  if (typeof window === 'undefined') return DEFAULT_BUFFER;
  return readSaved(SAVED_BUFFER) ?? DEFAULT_BUFFER;
}

/** Storage full or disabled: the buffer just does not survive a reload. */
function saveBuffer(buffer: string) {
  save(SAVED_BUFFER, buffer);
}

export const useAppStore = create<AppState>()((set) => ({
  buffer: initialBuffer(),
  setBuffer: (buffer) => {
    saveBuffer(buffer);
    set({ buffer });
  },
  running: false,
  setRunning: (request) => set({ running: true, request, crash: undefined, interrupted: undefined }),
  responses: 0,
  setResponse: (response) => set((st) => ({ running: false, response, responses: st.responses + 1 })),
  setCrash: (crash) => set({ running: false, crash, response: undefined }),
  setInterrupted: (interrupted) => set({ running: false, interrupted, response: undefined }),
}));

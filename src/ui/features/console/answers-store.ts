import { create } from 'zustand';

/** One answer of the last Run (one entry) or Run all (one per request, in order). */
export interface Answer {
  /** The request's method line in the buffer (0-based), to mark its errors and to jump back to it. */
  line: number;
  method: string;
  path: string;
  /** Undefined when the request got no answer (cancelled, engine restarted). */
  status?: number;
  tookMs?: number;
  body?: unknown;
  /** NDJSON bodies are sent without their blank lines: their line numbers do not map to the buffer. */
  ndjson: boolean;
}

interface AnswersState {
  answers: Answer[];
  /** Run all: the panel lists every answer. */
  batch: boolean;
  begin(batch: boolean): void;
  add(answer: Answer): void;
}

export const useAnswers = create<AnswersState>()((set) => ({
  answers: [],
  batch: false,
  begin: (batch) => set({ answers: [], batch }),
  add: (answer) => set((st) => ({ answers: [...st.answers, answer] })),
}));

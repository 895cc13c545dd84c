/**
 * Examples start from a clean slate (`DELETE /twitter`, then `PUT /twitter`...). Run all of an example never
 * deletes an index the user made without asking: the indices an example's DELETEs name are checked before it
 * runs, and those that exist and no example made are put to the user first (the console shows the question).
 */
import { create } from 'zustand';
import { readSaved, save } from '../../store/saved';
import { parseRequests } from './parse-requests';

/** Where the names of the indices examples made are kept (they may be deleted again without asking). */
const MADE_KEY = 'searchpad.exampleIndices';

/** The example loaded last, as loaded: its buffer, while the buffer is still that text. */
let loadedExample: { title: string; text: string } | undefined;

/** Called when an example's buffer is loaded. */
export function exampleLoaded(title: string, text: string) {
  loadedExample = { title, text };
}

/** The example the buffer holds unchanged, if any. */
export function exampleIn(buffer: string): { title: string } | undefined {
  return loadedExample && loadedExample.text === buffer ? loadedExample : undefined;
}

/** A DELETE request's index names (`DELETE /a,b`, `DELETE /a?ignore_unavailable=true`); none for other deletes (documents, aliases). */
function deletedIndices(method: string, path: string): string[] {
  if (method.toUpperCase() !== 'DELETE') return [];
  const m = /^\/?([^/?]+)\/?(\?.*)?$/.exec(path);
  if (!m || m[1].startsWith('_')) return [];
  return decodeURIComponent(m[1]).split(',').filter((n) => n !== '' && !/[*?]/.test(n) && !n.startsWith('-'));
}

/** The indices a buffer's DELETE requests remove, in order, each once. */
export function deleteTargets(buffer: string): string[] {
  return [...new Set(parseRequests(buffer).flatMap((r) => deletedIndices(r.method, r.path)))];
}

/** The indices a buffer creates (`PUT /name`), with those it deletes: what an example run leaves as its own. */
export function madeBy(buffer: string): string[] {
  const created = parseRequests(buffer).flatMap((r) => (r.method.toUpperCase() === 'PUT' && /^\/?[^/?_][^/?]*\/?(\?.*)?$/.test(r.path) ? [decodeURIComponent(r.path.replace(/^\//, '').split(/[/?]/)[0])] : []));
  return [...new Set([...deleteTargets(buffer), ...created])];
}

function madeByExamples(): Set<string> {
  try {
    const v = JSON.parse(readSaved(MADE_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** After an example ran: the indices it deletes and makes are its own from now on. */
export function rememberExampleIndices(buffer: string) {
  const made = madeByExamples();
  for (const n of madeBy(buffer)) made.add(n);
  save(MADE_KEY, JSON.stringify([...made]));
}

/** The user's indices an example buffer would delete: named by its DELETEs, existing (`exists`), made by no example. */
export async function userIndicesDeleted(buffer: string, exists: (index: string) => Promise<boolean>): Promise<string[]> {
  if (!exampleIn(buffer)) return [];
  const made = madeByExamples();
  const out: string[] = [];
  for (const n of deleteTargets(buffer)) if (!made.has(n) && (await exists(n))) out.push(n);
  return out;
}

/** The question the console shows, answered by its buttons. */
interface Question {
  example: string;
  indices: string[];
  answer(run: boolean): void;
}

export const useDeleteQuestion = create<{ question?: Question }>()(() => ({}));

/** Asks (in the console, not a native dialog that would hold the page) whether the example may delete them. */
export function askToDelete(example: string, indices: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    useDeleteQuestion.setState({
      question: {
        example,
        indices,
        answer: (run) => {
          useDeleteQuestion.setState({ question: undefined });
          resolve(run);
        },
      },
    });
  });
}

import { create } from 'zustand';
import { readSaved, save } from '../../store/saved';
import type { ConsoleRequest } from './parse-requests';
import { fragmentPart, fromBase64Url, toBase64Url } from './share-link';

/**
 * Console variables (as Kibana 8's): `${name}` in a path or a body is replaced by the variable's value when the
 * request runs or is copied. Kept in the browser beside the buffer, and carried by share links (`&vars=`).
 */
export interface Variable {
  name: string;
  value: string;
}

const KEY = 'searchpad.variables';
const NAME = /^[A-Za-z_][\w.-]*$/;

function parse(text: string | undefined): Variable[] | undefined {
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is Variable => typeof x?.name === 'string' && typeof x?.value === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/** The variables a share link carries. */
export function variablesFromFragment(hash: string): Variable[] | undefined {
  const part = fragmentPart(hash, 'vars');
  if (part === undefined) return undefined;
  try {
    return parse(new TextDecoder().decode(fromBase64Url(part)));
  } catch {
    return undefined;
  }
}

/** The `vars=` part of a share link's fragment (empty when there are none). */
export function variablesFragment(vars: Variable[]): string {
  const named = vars.filter((v) => NAME.test(v.name));
  return named.length === 0 ? '' : `&vars=${toBase64Url(new TextEncoder().encode(JSON.stringify(named)))}`;
}

interface VariablesState {
  variables: Variable[];
  setVariables(vars: Variable[]): void;
}

export const useVariables = create<VariablesState>()((set) => ({
  variables: (typeof window !== 'undefined' && variablesFromFragment(window.location.hash)) || parse(readSaved(KEY)) || [],
  setVariables: (variables) => {
    save(KEY, JSON.stringify(variables));
    set({ variables });
  },
}));

/** `${name}` replaced by each defined variable's value (unknown names stay as written, for the engine to report). */
export function substitute(text: string, vars: Variable[]): string {
  if (!text.includes('${')) return text;
  const values = new Map(vars.filter((v) => NAME.test(v.name)).map((v) => [v.name, v.value]));
  return text.replace(/\$\{([A-Za-z_][\w.-]*)\}/g, (whole, name: string) => values.get(name) ?? whole);
}

/** The request with its variables filled in (path and body). */
export function withVariables(r: ConsoleRequest, vars: Variable[] = useVariables.getState().variables): ConsoleRequest {
  return { ...r, path: substitute(r.path, vars), bodyText: r.bodyText === undefined ? undefined : substitute(r.bodyText, vars) };
}

/**
 * Where the page's requests go and how the answers are shaped: the engine's version profile, and remote mode (a
 * cluster URL, optional basic-auth credentials). The profile and the URL are remembered in localStorage; the
 * remote switch per tab (sessionStorage); credentials only in this tab's sessionStorage, never in the buffer,
 * share links or history. Also holds the last unreachable-cluster failure and the last comparison.
 */
import { create } from 'zustand';
import type { VersionProfile } from '../../../engine/types';
import type { JsonDifference } from './json-diff';

export interface Comparison {
  /** `GET /t/_search`: the request compared. */
  request: string;
  profile: VersionProfile;
  cluster: string;
  localStatus: number;
  remoteStatus: number;
  differences: JsonDifference[];
}

export interface ConnectionState {
  profile: VersionProfile;
  remote: boolean;
  /** The cluster's base URL, without credentials ('' until one is entered). */
  url: string;
  username: string;
  password: string;
  /** The cluster whose last request could not be read (CORS or unreachable). */
  unreachable?: string;
  comparison?: Comparison;
  comparing: boolean;
  compareError?: string;
  setProfile(profile: VersionProfile): void;
  setRemote(on: boolean): void;
  setCluster(url: string): void;
  setCredentials(username: string, password: string): void;
  setUnreachable(url: string | undefined): void;
  setComparison(c: Partial<Pick<ConnectionState, 'comparison' | 'comparing' | 'compareError'>>): void;
}

const SAVED = 'searchpad.connection';
const SESSION = 'searchpad.remote-session';

interface Saved {
  profile?: VersionProfile;
  url?: string;
}
interface Session {
  remote?: boolean;
  username?: string;
  password?: string;
}

function read<T>(storage: () => Storage, key: string): T {
  try {
    return (JSON.parse(storage().getItem(key) ?? '{}') as T) ?? ({} as T);
  } catch {
    return {} as T;
  }
}

function write(storage: () => Storage, key: string, value: unknown) {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // storage off or full: the setting lasts for this page only
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;
const saved: Saved = typeof window === 'undefined' ? {} : read<Saved>(local, SAVED);
const sessionSaved: Session = typeof window === 'undefined' ? {} : read<Session>(session, SESSION);

export const useConnectionStore = create<ConnectionState>()((set, get) => {
  const persist = () => {
    const s = get();
    write(local, SAVED, { profile: s.profile, url: s.url } satisfies Saved);
    write(session, SESSION, { remote: s.remote, ...(s.username ? { username: s.username, password: s.password } : {}) } satisfies Session);
  };
  const update = (patch: Partial<ConnectionState>) => {
    set(patch);
    persist();
  };
  return {
    profile: saved.profile === '7' ? '7' : '6.8',
    remote: sessionSaved.remote === true && Boolean(saved.url),
    url: saved.url ?? '',
    username: sessionSaved.username ?? '',
    password: sessionSaved.password ?? '',
    comparing: false,
    setProfile: (profile) => update({ profile }),
    setRemote: (remote) => update({ remote, unreachable: undefined }),
    setCluster: (url) => update({ url, unreachable: undefined }),
    setCredentials: (username, password) => update({ username, password }),
    setUnreachable: (unreachable) => set({ unreachable }),
    setComparison: (c) => set(c),
  };
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSaved, save } from './saved';

describe('saved settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads back what was saved', () => {
    const map = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) });
    expect(readSaved('k')).toBeUndefined();
    save('k', 'v');
    expect(readSaved('k')).toBe('v');
  });

  it('forgets quietly when storage is absent or refuses', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readSaved('k')).toBeUndefined();
    expect(() => save('k', 'v')).not.toThrow();
    const refuse = () => {
      throw new Error('QuotaExceededError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse });
    expect(readSaved('k')).toBeUndefined();
    expect(() => save('k', 'v')).not.toThrow();
  });
});

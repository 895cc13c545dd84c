import { describe, expect, it } from 'vitest';
import { PageWindows, rescoreWindows, searchKey } from './page-windows';

const req = (body: unknown, path = '/i/_search') => ({ method: 'GET', path, body: JSON.stringify(body) });
const rescorer = (window?: number) => ({ ...(window !== undefined ? { window_size: window } : {}), query: { rescore_query: { match_all: {} } } });

describe('page windows', () => {
  it('reads each rescorer window, 10 when not given (ES 6.8)', () => {
    expect(rescoreWindows(req({ query: {} }))).toEqual([]);
    expect(rescoreWindows(req({ rescore: rescorer() }))).toEqual([10]);
    expect(rescoreWindows(req({ rescore: [rescorer(50), rescorer(5)] }))).toEqual([50, 5]);
  });

  it('keys a search without its from and windows', () => {
    const a = searchKey(req({ from: 0, size: 5, query: { match_all: {} }, rescore: rescorer(10) }));
    expect(searchKey(req({ from: 5, size: 5, query: { match_all: {} }, rescore: rescorer(20) }))).toBe(a);
    expect(searchKey(req({ from: 5, size: 6, query: { match_all: {} }, rescore: rescorer(10) }))).not.toBe(a);
    expect(searchKey({ method: 'GET', path: '/i/_search?from=5&size=5', body: undefined })).toBe(searchKey({ method: 'GET', path: '/i/_search?size=5&from=10', body: undefined }));
  });

  it('tells when two pages of one search had different windows', () => {
    const pages = new PageWindows();
    const page = (from: number, window: number) => req({ from, size: 5, query: { match_all: {} }, rescore: rescorer(window) });
    expect(pages.record(page(0, 10), 0)).toBeUndefined();
    expect(pages.record(page(5, 10), 5)).toBeUndefined();
    expect(pages.record(page(10, 20), 10)).toEqual({ from: 0, windows: [10] });
    expect(new PageWindows().record(req({ query: {} }), 0)).toBeUndefined();
  });
});

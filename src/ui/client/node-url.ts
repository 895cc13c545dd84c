/**
 * Node's `url` module for the official client's browser chunk: the legacy functions of the npm `url` package plus
 * the WHATWG `URL` and `URLSearchParams` that Node exports from `url` too (the browser has them built in).
 */
export * from 'url/url.js';

export const URL = globalThis.URL;
export const URLSearchParams = globalThis.URLSearchParams;

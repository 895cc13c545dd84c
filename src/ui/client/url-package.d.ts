/** The npm `url` package (browserify's shim) has no types of its own: it mirrors Node's legacy `url` API. */
declare module 'url/url.js' {
  export { parse, resolve, resolveObject, format, Url } from 'node:url';
}

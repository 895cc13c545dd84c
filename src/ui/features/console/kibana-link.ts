import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/**
 * Kibana Console's share format: `load_from=data:text/plain,` + the buffer compressed with lz-string
 * (`compressToEncodedURIComponent`), in the query of Kibana's hash route (`#/console?load_from=...`). Only
 * `data:` sources are opened: a `load_from` naming a web address would make the page fetch it, so it is refused.
 */
const DATA = 'data:text/plain,';

export function loadFromValue(buffer: string): string {
  return DATA + compressToEncodedURIComponent(buffer);
}

/** A link that opens the buffer in a Kibana Console (at `kibana`, its base URL). */
export function kibanaLink(buffer: string, kibana = 'http://localhost:5601'): string {
  return `${kibana.replace(/\/+$/, '')}/app/kibana#/dev_tools/console?load_from=${loadFromValue(buffer)}`;
}

/** This page's own link in Kibana's format (the same hash route). */
export function ownLoadFromFragment(buffer: string): string {
  return `#/dev_tools/console?load_from=${loadFromValue(buffer)}`;
}

/** The buffer a `load_from=data:text/plain,...` in a URL's query or fragment carries, if any. */
export function bufferFromLoadFrom(search: string, hash: string): string | undefined {
  const raw = /[?&#]load_from=([^&#]*)/.exec(`${search}&${hash}`)?.[1];
  if (raw === undefined) return undefined;
  let value = raw;
  if (!value.startsWith(DATA)) {
    try {
      value = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  if (!value.startsWith(DATA)) return undefined;
  const text = decompressFromEncodedURIComponent(value.slice(DATA.length));
  return typeof text === 'string' && text.length > 0 && text.length <= 1_000_000 ? text : undefined;
}

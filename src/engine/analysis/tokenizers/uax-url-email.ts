import { token } from '../analysis-chain';
import type { CutFinder } from '../analysis-chain';
import type { Token } from '../token';
import { TLDS } from './uax-tlds';
import { wordScanner } from './word-break';

/**
 * Lucene 7.7's UAX29URLEmailTokenizer: the standard tokenizer's UAX#29 grammar (word-break.ts) plus the
 * token types <URL> and <EMAIL>, from UAX29URLEmailTokenizerImpl.jflex. As in JFlex, at each place every
 * rule is tried, the longest match wins and a tie goes to the earlier rule; the URL and e-mail rules come
 * first. Lengths compared include a rule's trailing context (`r / ctx`), the token keeps only `r`.
 *
 * - URL: http(s):// [login@] host [:port] [/path] [?query] [#fragment], where the host is a domain (no TLD
 *   needed), an IPv4 address or a bracketed IPv6 one; ftp:// and file:// with a path; or, without a scheme,
 *   a strict host (a domain ending in a known TLD, see uax-tlds.ts, or an IP literal) followed by at least
 *   one of port, path, query or fragment.
 * - A strict host alone is a URL when followed by a character other than `-` and word characters
 *   (LUCENE-5391); followed by one of those it is not, and the scanner starts again at the same place in
 *   the AVOID_BAD_URL state, where the host-alone rules are off (so `example.comx` is one <ALPHANUM>).
 * - EMAIL: local part (atoms of [A-Za-z0-9!#$%&'*+,-./=?^_`{|}~] — the grammar's `+-/` is a range — or
 *   quoted strings, joined by dots) @ a strict domain or a bracketed domain literal.
 * - `mailto` before `:` and an e-mail is an <ALPHANUM> of its own (LUCENE-3880).
 *
 * The scanner's buffer holds `maxTokenLength` chars, so no match is longer: a longer URL, e-mail or word
 * is cut at the longest match that fits and the rest is scanned afresh.
 */

const isAlnum = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isLabelChar = (c: number) => isAlnum(c) || c === 0x2d;
const TLD_MAX = Math.max(...[...TLDS].map((t) => t.length));

/**
 * LUCENE-8278 splits the TLDs in three macros, each with its own pair of host-alone rules (the "bad URL"
 * rule, then the URL rule), in this order: TLDs no other TLD extends by one character (0), those that are
 * (1), and those whose one-character extension is itself extended by one (2). So `example.com` is a URL
 * although `example.co` followed by `m` is a bad URL of the same length: group 0's URL rule comes first.
 * The map holds groups 1 and 2; a TLD not in it is in group 0.
 */
export function tldGroups(tlds: Iterable<string>): Map<string, number> {
  // perf: each TLD's one-character-shorter prefix in a set (the pairwise scan took ~100 ms when the worker started).
  const list = [...tlds];
  const extended = new Set(list.map((u) => u.slice(0, -1)));
  const extendedTwice = new Set(list.filter((u) => extended.has(u)).map((u) => u.slice(0, -1)));
  const groups = new Map<string, number>();
  for (const t of list) if (extended.has(t)) groups.set(t, extendedTwice.has(t) ? 2 : 1);
  return groups;
}
const TLD_GROUP = tldGroups(TLDS);

/** Where a strict host ends, and the group of its TLD (IP literals are in every group, so in the first). */
interface HostEnd {
  end: number;
  group: number;
}

const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|0?[1-9][0-9]|0{0,2}[0-9])';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
const H16 = '[0-9A-Fa-f]{1,4}';
const LS32 = `(?:${IPV4}|${H16}:${H16})`;
const upTo = (n: number) => `(?:(?:${H16}:){0,${n}}${H16})?`;
const IPV6 = [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `${upTo(1)}::(?:${H16}:){3}${LS32}`,
  `${upTo(2)}::(?:${H16}:){2}${LS32}`,
  `${upTo(3)}::${H16}:${LS32}`,
  `${upTo(4)}::${LS32}`,
  `${upTo(5)}::${H16}`,
  `${upTo(6)}::`,
].map((a) => `(?:${a})`).join('|');
const IPV4_WHOLE = new RegExp(`^${IPV4}$`);
const IPV6_WHOLE = new RegExp(`^(?:${IPV6})$`);

const PCT = '%[0-9A-Fa-f]{2}';
const UNRESERVED = '\\-._~A-Za-z0-9';
const SUB_DELIMS = "!$&'()*+,;=";
const QUERY_CHARS = `(?:[${UNRESERVED}${SUB_DELIMS}:@/?]|${PCT})*`;
const HTTP_TAIL = new RegExp(`(?::[0-9]{1,5})?(?:/(?:[${UNRESERVED};:@&=]|${PCT})*)*(?:\\?${QUERY_CHARS})?(?:#${QUERY_CHARS})?`, 'y');
const FTP_SEGMENT = `(?:[${UNRESERVED}?:@&=]|${PCT})*`;
const FTP_PATH = `/${FTP_SEGMENT}(?:/${FTP_SEGMENT})*`;
const FRAGMENT = `(?:#${QUERY_CHARS})?`;
const LABEL = '[A-Za-z0-9](?:[-A-Za-z0-9]*[A-Za-z0-9])?';
const HOST_LOOSE = `(?:\\[(?:${IPV6})\\]|${IPV4}|${LABEL}(?:\\.${LABEL})*)`;
const LOGIN_SEGMENT = `(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*`;
const LOGIN = `${LOGIN_SEGMENT}(?::${LOGIN_SEGMENT})?@`;
const PORT = '(?::[0-9]{1,5})?';
const HTTP_SCHEME = '[hH][tT][tT][pP][sS]?://';
/** With and without the login: the longer of the two is the grammar's longest match. */
const HTTP_FULL = [new RegExp(`${HTTP_SCHEME}${LOGIN}${HOST_LOOSE}`, 'y'), new RegExp(`${HTTP_SCHEME}${HOST_LOOSE}`, 'y')];
const FTP = [true, false].map((login) => new RegExp(`[fF][tT][pP]://${login ? LOGIN : ''}${HOST_LOOSE}${PORT}${FTP_PATH}(?:;[tT][yY][pP][eE]=[aAiIdD])?${FRAGMENT}`, 'y'));
const FILE = new RegExp(`[fF][iI][lL][eE]://${HOST_LOOSE}?${FTP_PATH}${FRAGMENT}`, 'y');

const QUOTED = '"(?:[\\x01-\\x08\\x0B\\x0C\\x0E-\\x21\\x23-\\x5B\\x5D-\\x7E]|\\\\[\\x00-\\x7F])*"';
/**
 * EMAILlocalPart = label ("." label)*, label = atom+ | quoted. The atoms include the dot, so the same strings
 * are written without the ambiguity a backtracking regex would explore exponentially (LUCENE-5440): atom
 * characters, and quoted strings at the start or after a dot, before a dot or the @.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+,\\-./=?^_`{|}~]";
const LOCAL_PART = new RegExp(`(?:${QUOTED}(?=[.@])|${ATOM})(?:\\.${QUOTED}(?=[.@])|${ATOM})*@`, 'y');
const DOMAIN_LITERAL = /\[(?:[\x01-\x08\x0B\x0C\x0E-\x5A\x5E-\x7F]|\\[\x00-\x7F])*\]/y;
const MAILTO = /[mM][aA][iI][lL][tT][oO]:/y;
/** JFlex's `[-\w]`, the characters after which a host alone is not a URL. */
const WORDISH = /[-\p{Alphabetic}\p{Nd}_]/u;

function stickyLength(re: RegExp, w: string, at: number): number {
  re.lastIndex = at;
  const m = re.exec(w);
  return m ? m[0].length : -1;
}

/** Every end of a DomainNameStrict starting at `s`: labels, a dot, a known TLD, maybe the root dot. */
function strictDomainEnds(w: string, s: number, out: HostEnd[]): void {
  let i = s;
  for (;;) {
    if (i >= w.length || !isAlnum(w.charCodeAt(i))) return;
    let j = i;
    while (j < w.length && isLabelChar(w.charCodeAt(j))) j++;
    if (j >= w.length || w[j] !== '.' || !isAlnum(w.charCodeAt(j - 1))) return;
    const t0 = j + 1;
    for (let k = t0; k < w.length && k - t0 < TLD_MAX && isLabelChar(w.charCodeAt(k)); k++) {
      const tld = w.slice(t0, k + 1).toLowerCase();
      if (TLDS.has(tld)) {
        const group = TLD_GROUP.get(tld) ?? 0;
        out.push({ end: k + 1, group });
        if (w[k + 1] === '.') out.push({ end: k + 2, group });
      }
    }
    i = t0;
  }
}

/** Every end of a URIhostStrict at `s`: [IPv6], IPv4 or a strict domain. */
function strictHostEnds(w: string, s: number): HostEnd[] {
  const out: HostEnd[] = [];
  if (w[s] === '[') {
    const close = w.indexOf(']', s);
    if (close > 0 && IPV6_WHOLE.test(w.slice(s + 1, close))) out.push({ end: close + 1, group: 0 });
    return out;
  }
  for (let e = s + 7; e <= Math.min(w.length, s + 15); e++) if (IPV4_WHOLE.test(w.slice(s, e))) out.push({ end: e, group: 0 });
  strictDomainEnds(w, s, out);
  return out;
}

function urlLength(w: string, hosts: HostEnd[]): number {
  let best = 0;
  for (const re of HTTP_FULL) {
    const n = stickyLength(re, w, 0);
    if (n > 0) best = Math.max(best, n + stickyLength(HTTP_TAIL, w, n));
  }
  for (const { end: e } of hosts) {
    const tail = stickyLength(HTTP_TAIL, w, e);
    if (tail > 0) best = Math.max(best, e + tail);
  }
  for (const re of [...FTP, FILE]) best = Math.max(best, stickyLength(re, w, 0));
  return best;
}

function emailLength(w: string, s: number): number {
  const local = stickyLength(LOCAL_PART, w, s);
  if (local <= 0) return -1;
  const d = s + local;
  const ends: HostEnd[] = [];
  strictDomainEnds(w, d, ends);
  let best = ends.length ? Math.max(...ends.map((h) => h.end)) - s : -1;
  const literal = stickyLength(DOMAIN_LITERAL, w, d);
  if (literal > 0) best = Math.max(best, local + literal);
  return best;
}

/** ASCII characters a URL or an e-mail may start with. */
const STARTS = new Set([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+,-./=?^_`{|}~\"["].map((c) => c.charCodeAt(0)));

export function uaxUrlEmailTokenizer(maxTokenLength = 255) {
  return (text: string): Token[] => {
    const words = wordScanner(text);
    const { offsets } = words;
    const cpAt = new Int32Array(text.length + 1).fill(-1);
    offsets.forEach((o, k) => (cpAt[o] = k));
    const out: Token[] = [];
    let avoidBadUrl = false;
    let p = 0;
    while (p < text.length) {
      const lim = Math.min(text.length, p + maxTokenLength);
      let best = 0;
      let length = 0;
      let type = '';
      let rescan = false;
      const consider = (compared: number, len: number, t: string, bad = false) => {
        if (compared > best) {
          best = compared;
          length = len;
          type = t;
          rescan = bad;
        }
      };
      if (STARTS.has(text.charCodeAt(p))) {
        const w = text.slice(p, lim);
        const hosts = strictHostEnds(w, 0);
        const url = urlLength(w, hosts);
        consider(url, url, '<URL>');
        const followedBy = (h: HostEnd, wordish: boolean) => h.end < w.length && WORDISH.test(w[h.end]) === wordish;
        const last = (hs: HostEnd[]) => Math.max(-1, ...hs.map((h) => h.end));
        const followed = last(hosts.filter((h) => followedBy(h, false)));
        if (followed >= 0) consider(followed + 1, followed, '<URL>');
        if (!avoidBadUrl) {
          for (let group = 0; group <= 2; group++) {
            const ofGroup = hosts.filter((h) => h.group === group);
            const bad = last(ofGroup.filter((h) => followedBy(h, true)));
            if (bad >= 0) consider(bad + 1, 0, '', true);
            const alone = last(ofGroup);
            if (alone >= 0) consider(alone, alone, '<URL>');
          }
        }
        if (stickyLength(MAILTO, w, 0) > 0) {
          const email = emailLength(w, 7);
          if (email > 0) consider(7 + email, 6, '<ALPHANUM>');
        }
        const email = emailLength(w, 0);
        consider(email, email, '<EMAIL>');
      }
      const k = cpAt[p];
      const m = words.matchAt(k);
      if (m.length > 0) {
        const end = offsets[k + m.length];
        if (end <= lim) consider(end - p, end - p, m.type);
        else {
          // Longer than the buffer: the longest word match within it.
          const inWindow = wordScanner(text.slice(p, lim));
          const cut = inWindow.matchAt(0);
          const len = cut.length > 0 ? inWindow.offsets[cut.length] : offsets[k + 1] - p;
          consider(len, len, cut.length > 0 ? cut.type : m.type);
        }
      }
      if (rescan) {
        avoidBadUrl = true;
        continue;
      }
      if (best === 0) {
        p = offsets[k + 1];
        continue;
      }
      out.push(token(text.slice(p, p + length), p, p + length, type));
      avoidBadUrl = false;
      p += length;
    }
    return out;
  };
}

/**
 * Where a value may be cut for this tokenizer: after a space, tab or newline, as for the standard
 * tokenizer, but only where no e-mail's quoted local part or bracketed domain (which may hold spaces)
 * could span the cut: no `"` or `[` within a token's length around it.
 */
export function uaxCutFinder(maxTokenLength: number): CutFinder {
  return (text, from) => {
    for (let i = Math.max(0, from - 1); i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 0x20 && c !== 0x0a && c !== 0x09) continue;
      const around = text.slice(Math.max(0, i - maxTokenLength), i + maxTokenLength + 1);
      if (!around.includes('"') && !around.includes('[')) return i + 1;
    }
    return -1;
  };
}

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface Doc {
  id: string;
  title: string;
  body: string;
}

const WORDNET = '/usr/share/wordnet';
const PARTS = ['noun', 'verb', 'adj', 'adv'];
/** WordNet's part-of-speech letters, so ids (letter + synset offset) are unique across files. */
const POS: Record<string, string> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };

/** Installs Debian's wordnet-base when it is missing and we may (root, apt available); false otherwise. */
function ensureWordNet(): boolean {
  if (existsSync(`${WORDNET}/data.noun`)) return true;
  try {
    if (process.getuid?.() !== 0) return false;
    execFileSync('apt-get', ['install', '-y', '-qq', 'wordnet-base'], { stdio: 'ignore' });
  } catch {
    return false;
  }
  return existsSync(`${WORDNET}/data.noun`);
}

/** WordNet 3.0 synsets: title = the synset's words, body = its gloss (117,659 documents). */
function wordnet(): Doc[] {
  const docs: Doc[] = [];
  for (const part of PARTS) {
    for (const line of readFileSync(`${WORDNET}/data.${part}`, 'latin1').split('\n')) {
      if (line.length === 0 || line.startsWith('  ')) continue; // license header lines start with two spaces
      const bar = line.indexOf(' | ');
      if (bar < 0) continue;
      const fields = line.slice(0, bar).split(' ');
      const count = parseInt(fields[3], 16);
      const words: string[] = [];
      for (let i = 0; i < count; i++) words.push(fields[4 + 2 * i].replace(/_/g, ' ').replace(/\(.*\)$/, ''));
      docs.push({ id: `${POS[part]}${fields[0]}`, title: words.join(', '), body: line.slice(bar + 3).trim() });
    }
  }
  return docs;
}

/** Mulberry32: a small seeded PRNG so corpora and query sets are reproducible. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded synthetic corpus with Zipf-distributed words, for scaling runs and when WordNet is absent. */
export function zipfCorpus(n: number, seed = 7): Doc[] {
  const random = rng(seed);
  const vocab = Array.from({ length: 50_000 }, (_, i) => `w${i.toString(36)}`);
  const weights = vocab.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cdf = new Float64Array(vocab.length);
  let acc = 0;
  weights.forEach((w, i) => (cdf[i] = acc += w / total));
  const word = () => {
    const x = random();
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (cdf[m] < x) lo = m + 1;
      else hi = m;
    }
    return vocab[lo];
  };
  const text = (len: number) => Array.from({ length: len }, word).join(' ');
  return Array.from({ length: n }, (_, i) => ({ id: String(i), title: text(2 + Math.floor(random() * 3)), body: text(5 + Math.floor(random() * 20)) }));
}

export function loadCorpus(kind: 'wordnet' | 'zipf', docs?: number): { name: string; docs: Doc[] } {
  if (kind === 'wordnet' && ensureWordNet()) {
    const all = wordnet();
    return { name: 'WordNet 3.0 glosses', docs: docs ? all.slice(0, docs) : all };
  }
  return { name: 'synthetic Zipf', docs: zipfCorpus(docs ?? 117_659) };
}

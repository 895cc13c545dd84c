/**
 * A hit's `_score` cut into what each matching clause contributed, read from its explanation: Lucene explains a
 * disjunction (a bool's should and must clauses, a multi-term match) as "sum of:" its clauses' scores, so the
 * leaves of those sums add up to the score. A leaf is a term or phrase's BM25 weight (`weight(field:term in doc)`),
 * whose factors (boost, idf, tfNorm and what tfNorm is computed from) are read for the hover; any other leaf (a
 * function score, a constant score, a rescorer's product) is a part of its own.
 */
import type { Explanation } from '../shapes';

export interface ScorePart {
  /** What the part is: `title:fox`, `title:"lazy dog"`, or the explanation's own words. */
  label: string;
  value: number;
  /** The field and the terms it matched, for a term or phrase weight (the terms as indexed, e.g. stemmed). */
  field?: string;
  terms?: string[];
  /** BM25's factors, where the explanation gives them. */
  boost?: number;
  idf?: number;
  tfNorm?: number;
  freq?: number;
  fieldLength?: number;
  avgFieldLength?: number;
}

/** `weight(field:term in 3)`, `weight(field:"a b" in 3)`, `weight(Synonym(field:a field:b) in 3)`. */
const WEIGHT = /^weight\((.*) in \d+\) \[[^\]]*\], result of:$/s;

/** The parts of a score, in the explanation's order; one part (the whole) when the score is not a sum. */
export function scoreParts(e: Explanation): ScorePart[] {
  if (isSum(e)) return e.details.flatMap(scoreParts);
  return [leaf(e)];
}

/** "sum of:" is a sum of its details (a boolean query's clauses); other sums (idf of a phrase) sit inside a weight. */
function isSum(e: Explanation): boolean {
  return e.description === 'sum of:' && e.details.length > 0;
}

function leaf(e: Explanation): ScorePart {
  const m = WEIGHT.exec(e.description);
  if (!m) return { label: e.description.replace(/[:,]\s*$/, '').replace(/\s+/g, ' '), value: e.value };
  const part: ScorePart = { label: m[1], value: e.value, ...termsOf(m[1]) };
  visit(e, (d) => {
    const desc = d.description;
    if (desc === 'boost') part.boost = (part.boost ?? 1) * d.value;
    else if (/^idf[,(]/.test(desc) && part.idf === undefined) part.idf = d.value;
    else if (/^tfNorm\b/.test(desc)) part.tfNorm = d.value;
    else if (/^(termFreq|phraseFreq|freq)=/.test(desc) && part.freq === undefined) part.freq = d.value;
    else if (desc === 'fieldLength') part.fieldLength = d.value;
    else if (desc === 'avgFieldLength') part.avgFieldLength = d.value;
  });
  return part;
}

/** Depth first over an explanation's details (the node itself excluded). */
function visit(e: Explanation, f: (d: Explanation) => void) {
  for (const d of e.details) {
    f(d);
    visit(d, f);
  }
}

/** The field and terms of a weight's query text: `title:fox`, `title:"lazy dog"`, `Synonym(title:a title:b)`. */
function termsOf(query: string): { field?: string; terms?: string[] } {
  const syn = /^Synonym\((.*)\)$/.exec(query);
  if (syn) {
    const pairs = syn[1].split(' ').map((p) => /^([^:]+):(.*)$/.exec(p)).filter((p): p is RegExpExecArray => p !== null);
    return pairs.length ? { field: pairs[0][1], terms: pairs.map((p) => p[2]) } : {};
  }
  const m = /^([^:"\s]+):(.*)$/s.exec(query);
  if (!m) return {};
  const text = m[2];
  const phrase = /^"(.*)"(~\d+)?$/s.exec(text);
  return { field: m[1], terms: phrase ? phrase[1].split(' ').filter((t) => t !== '' && t !== '?') : [text] };
}

/** The words of the hover: what the part is and how BM25 made it. */
export function partTitle(p: ScorePart): string {
  const factors = [p.boost !== undefined && p.boost !== 1 ? `boost ${p.boost}` : '', p.idf !== undefined ? `idf ${p.idf}` : '', p.tfNorm !== undefined ? `tfNorm ${p.tfNorm}` : '']
    .filter(Boolean)
    .join(' × ');
  const tf = [p.freq !== undefined ? `freq ${p.freq}` : '', p.fieldLength !== undefined ? `field length ${p.fieldLength}` : '', p.avgFieldLength !== undefined ? `average ${p.avgFieldLength}` : '']
    .filter(Boolean)
    .join(', ');
  return `${p.label}: ${p.value}${factors ? ` = ${factors}` : ''}${tf ? ` (${tf})` : ''}`;
}

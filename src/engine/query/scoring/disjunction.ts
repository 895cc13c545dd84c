/**
 * A disjunction of terms scored straight from the postings into a collector: picks the strategy for the lists'
 * shapes (lead merge, doc-by-doc merge, MaxScore windows, dense accumulator), one file each beside this one.
 */
import type { Collector } from '../collector';
import { collectDense } from './disjunction-dense';
import { collectLeadMerge, LEAD_MAX_CLAUSES } from './disjunction-lead-merge';
import { MAX_CLAUSES, collectWindows } from './disjunction-max-score';
import { collectMerge, MERGE_MAX_CLAUSES, MERGE_MAX_POSTINGS } from './disjunction-merge';
import { countMatches } from './match-count';
import type { TermScorer } from './term-scorer';

/** How many times the others' postings the lead's must hold for collectLeadMerge. */
const LEAD_SKEW = 4;
/** MaxScore pays off when the longest terms dwarf the others: the rest of the time every posting is read anyway. */
const SKEW = 16;

/**
 * A disjunction of terms (SHOULD clauses, at least `minMatch` of them) scored straight from the postings
 * into a collector: a doc's score is its clause scores summed in double in clause order and rounded once
 * to float32, exactly what the materialized `sumUnion` gives, and every matching live doc is counted.
 * Terms of comparable length are summed into a segment-wide accumulator (every posting is read: the
 * cheapest loop); when a few long terms dwarf the others, MaxScore skips most of their postings.
 */
export function collectDisjunction(scorers: TermScorer[], minMatch: number, live: Uint8Array, hasDeletions: boolean, collector: Collector): number {
  let longest = 0;
  let lead = 0;
  let all = 0;
  for (let i = 0; i < scorers.length; i++) {
    const cost = scorers[i].cost;
    all += cost;
    if (cost > longest) {
      longest = cost;
      lead = i;
    }
  }
  // Without deletions every doc is live: the loops skip the scattered read of `live`.
  const liveOrAll = hasDeletions ? live : null;
  // One term holds most postings: runs of it alone between the others' docs, its blocks skipped when they cannot compete.
  if (minMatch === 1 && scorers.length <= LEAD_MAX_CLAUSES && longest >= LEAD_SKEW * (all - longest)) return collectLeadMerge(scorers, lead, liveOrAll, collector);
  // Short lists: merged doc by doc, which reads every posting for less than MaxScore's windows skip.
  if (scorers.length <= MERGE_MAX_CLAUSES && all <= MERGE_MAX_POSTINGS) return collectMerge(scorers, minMatch, liveOrAll, collector);
  // MaxScore skips the longest term only once the k-th best score passes that term's bound. With fewer
  // than k postings in the other terms, docs holding the longest term alone fill the heap, the k-th best
  // stays under its bound, and every posting is read anyway: the dense loop reads them for less.
  const skippable = all - longest >= collector.k;
  if (scorers.length > 1 && scorers.length <= MAX_CLAUSES && skippable && longest > SKEW * (all - longest)) {
    const total = countMatches(scorers, minMatch, live, hasDeletions);
    collectWindows(scorers, minMatch, live, collector);
    return total;
  }
  return collectDense(scorers, minMatch, live.length, liveOrAll, collector);
}

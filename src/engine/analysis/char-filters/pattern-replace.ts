import { parseJavaReplacement, translateJavaRegex } from '../java-regex';
import { OffsetMap, type CharFilter } from './offset-map';

/**
 * Lucene's PatternReplaceCharFilter: the whole value is matched (Matcher.find) and each match replaced
 * (appendReplacement); a shorter replacement moves later offsets back, a longer one maps its extra
 * characters onto the match's last character. Corrected offsets never go below 0.
 */
export function patternReplaceCharFilter(pattern: string, replacement: string): CharFilter {
  const regex = translateJavaRegex(pattern);
  const replace = parseJavaReplacement(replacement, regex);
  return (text) => {
    const re = new RegExp(regex.source, 'gu');
    const corrections = new OffsetMap();
    let out = '';
    let cumulative = 0;
    let lastMatchEnd = 0;
    for (const m of text.matchAll(re)) {
      const start = m.index!;
      const groupSize = m[0].length;
      out += text.slice(lastMatchEnd, start);
      lastMatchEnd = start + groupSize;
      const lengthBefore = out.length;
      out += replace(m);
      const replacementSize = out.length - lengthBefore;
      if (replacementSize < groupSize) {
        cumulative += groupSize - replacementSize;
        corrections.add(lengthBefore + replacementSize, cumulative);
      } else {
        for (let k = groupSize; k < replacementSize; k++) corrections.add(lengthBefore + k, --cumulative);
      }
    }
    out += text.slice(lastMatchEnd);
    return { text: out, correct: (o) => Math.max(0, corrections.correct(o)) };
  };
}

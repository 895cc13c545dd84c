import { token } from '../analysis-chain';
import type { Token } from '../token';

/**
 * Lucene's StandardTokenizer (UAX #29 word boundaries) with its token types. Word boundaries come from
 * Intl.Segmenter; Lucene's own rules are applied on top: each ideograph and hiragana is a token, emoji
 * sequences are <EMOJI> tokens, tokens are chopped at `maxTokenLength` units.
 * NOTE: Intl.Segmenter follows the runtime's Unicode version (Lucene 7.7 uses Unicode 9); a few
 * streams differ (see the golden analyze test's known differences).
 */
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

const IDEOGRAPHIC = /\p{Script=Han}/u;
const HIRAGANA = /\p{Script=Hiragana}/u;
const KATAKANA = /^[\p{Script=Katakana}\u30fc\uff70]+$/u;
const HANGUL = /\p{Script=Hangul}/u;
const SOUTHEAST_ASIAN = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}\p{Script=Khmer}]/u;
const EMOJI = /^(\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u200d\ufe0f\u20e3\p{Emoji_Modifier}\p{Emoji_Component}])+$/u;
const HAS_PICTO = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const NUMERIC = /^[\p{Nd}.,_:'\u066b\u066c]*\p{Nd}[\p{Nd}.,_:'\u066b\u066c]*$/u;
const WORDISH = /[\p{L}\p{N}\p{M}]/u;

function typeOf(seg: string): string {
  if (SOUTHEAST_ASIAN.test(seg)) return '<SOUTHEAST_ASIAN>';
  if (HANGUL.test(seg)) return '<HANGUL>';
  if (KATAKANA.test(seg)) return '<KATAKANA>';
  if (NUMERIC.test(seg) && /^\p{Nd}/u.test(seg)) return '<NUM>';
  return '<ALPHANUM>';
}

export function standardTokenizer(maxTokenLength = 255) {
  return (text: string): Token[] => {
    const out: Token[] = [];
    const push = (term: string, start: number, type: string) => {
      for (let i = 0; i < term.length; i += maxTokenLength) {
        const piece = term.slice(i, i + maxTokenLength);
        out.push(token(piece, start + i, start + i + piece.length, type));
      }
    };
    for (const { segment, index, isWordLike } of segmenter.segment(text)) {
      if (EMOJI.test(segment) && HAS_PICTO.test(segment)) {
        out.push(token(segment, index, index + segment.length, '<EMOJI>'));
        continue;
      }
      if (!isWordLike && !WORDISH.test(segment)) continue;
      if (IDEOGRAPHIC.test(segment) || HIRAGANA.test(segment)) {
        // Each Han or Hiragana character is its own token; other runs inside stay together.
        let run = '';
        let runStart = index;
        let offset = index;
        const flush = () => {
          if (run) push(run, runStart, typeOf(run));
          run = '';
        };
        for (const ch of segment) {
          if (IDEOGRAPHIC.test(ch) || HIRAGANA.test(ch)) {
            flush();
            out.push(token(ch, offset, offset + ch.length, IDEOGRAPHIC.test(ch) ? '<IDEOGRAPHIC>' : '<HIRAGANA>'));
          } else {
            if (!run) runStart = offset;
            run += ch;
          }
          offset += ch.length;
        }
        flush();
        continue;
      }
      // Segments end on a trailing MidNumLet (e.g. "e.g." → "e.g"); trim what UAX#29 keeps but Lucene drops.
      let s = segment;
      let end = s.length;
      while (end > 0) {
        const low = s.charCodeAt(end - 1);
        const width = low >= 0xdc00 && low <= 0xdfff && end > 1 ? 2 : 1;
        const last = s.slice(end - width, end);
        if (WORDISH.test(last) || /[\u00ad\u200b-\u200d]/.test(last)) break;
        end -= width;
      }
      s = s.slice(0, end);
      if (!s) continue;
      push(s, index, typeOf(s));
    }
    return out;
  };
}

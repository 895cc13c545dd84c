/**
 * A hit's `highlight` in its row of the Hits view: per field, the fragments with the matches marked (`…` between
 * fragments), then the highlighter ES used and where it took the offsets from. One line, like the row (the marks
 * come first, so a narrow pane still shows them); the whole of it is in the tooltip.
 * Fragments are shown as text, never parsed as HTML.
 */
import { useEffect, useState } from 'react';
import type { ShownRequest } from '../../../store/store';
import { bodyJson, type Hit } from '../shapes';
import { fieldMapping } from './field-mappings';
import { highlighterOf, highlightOf, offsetsSourceOf, splitFragment, tagsOf, type FieldMappingFacts } from './highlight-info';

function FieldHighlight({ shown, index, field, fragments, highlight }: { shown: object; index: string; field: string; fragments: string[]; highlight: Record<string, unknown> }) {
  const highlighter = highlighterOf(highlight, field);
  const [mapping, setMapping] = useState<FieldMappingFacts | undefined>(undefined);
  useEffect(() => {
    let live = true;
    if (highlighter === 'unified') void fieldMapping(shown, index, field).then((m) => live && setMapping(m ?? {}));
    return () => {
      live = false;
    };
  }, [shown, index, field, highlighter]);
  const offsets = offsetsSourceOf(highlighter, mapping);
  const { pre, post } = tagsOf(highlight, field);
  const html = highlight.encoder === 'html';
  const pieces = fragments.map((f) => splitFragment(f, pre, post, html));
  const whole = pieces.map((p) => p.map((x) => x.text).join('')).join(' … ');
  return (
    <span className="hl-field" data-testid="hit-highlight" data-field={field} data-highlighter={highlighter} title={`${field} (${highlighter} highlighter, offsets from ${offsets}): ${whole}`}>
      <span className="hl-name">{field}</span>{' '}
      {pieces.map((p, i) => (
        <span key={i} className="hl-fragment">
          {i > 0 && ' … '}
          {p.map((x, j) => (x.marked ? <mark key={j}>{x.text}</mark> : <span key={j}>{x.text}</span>))}
        </span>
      ))}{' '}
      <span className="hl-how" data-testid="hit-highlight-how">{highlighter} · {offsets}</span>
    </span>
  );
}

/** The highlighted fields of a hit (nothing when it has none). */
export function HitHighlights({ hit, request }: { hit: Hit; request: ShownRequest | undefined }) {
  if (!hit.highlight) return null;
  const highlight = highlightOf(bodyJson(request)) ?? {};
  return (
    <span className="hit-highlights">
      {Object.entries(hit.highlight).map(([field, fragments]) => (
        <FieldHighlight key={field} shown={request ?? hit} index={hit._index} field={field} fragments={fragments} highlight={highlight} />
      ))}
    </span>
  );
}

import { runsOf, type Span } from './spans';

/** A text with token spans marked; the spans of `active` stand out, hovering a mark reports its keys. */
export function HighlightedText({ text, spans, active, onHover, label }: { text: string; spans: Span[]; active?: string; onHover?: (key?: string) => void; label: string }) {
  return (
    <p className="source-text" aria-label={label}>
      {runsOf(text, spans).map((r) =>
        r.keys.length === 0 ? (
          <span key={r.start}>{r.text}</span>
        ) : (
          <mark
            key={r.start}
            className={active && r.keys.includes(active) ? 'token active' : 'token'}
            data-keys={r.keys.join(' ')}
            title={r.keys.join(', ')}
            onMouseEnter={() => onHover?.(r.keys[0])}
            onMouseLeave={() => onHover?.(undefined)}
          >
            {r.text}
          </mark>
        ),
      )}
    </p>
  );
}

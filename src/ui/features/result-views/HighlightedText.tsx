import { useLayoutEffect, useMemo, useRef, type ClipboardEvent, type MouseEvent } from 'react';
import { MarkedChunks } from './marked-chunks';
import { runsOf, type Span } from './spans';

/** The first key of the mark under the pointer, if any (one listener on the text instead of two per mark). */
const hoveredKey = (e: MouseEvent) => (e.target as Element).closest?.('mark')?.getAttribute('data-key') ?? undefined;

/**
 * Copies the selected characters of the text exactly: the chunks are blocks, and the browser would put a line
 * break between blocks in the copied text. A Range's text is its text nodes' data, joined as they are.
 */
function copyExactly(e: ClipboardEvent<HTMLElement>) {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount !== 1) return;
  const range = selection.getRangeAt(0);
  if (range.collapsed || !e.currentTarget.contains(range.commonAncestorContainer)) return;
  e.clipboardData.setData('text/plain', range.toString());
  e.preventDefault();
}

/**
 * A text with token spans marked; the spans of `active` stand out, hovering a mark reports its keys.
 * perf: a long document has thousands of tokens, so the marks are built outside React (a React element each made
 * its first render several times slower), in chunks that the browser draws only near the viewport and that get
 * their marks only then (marked-chunks.ts); `active` only toggles the class of the marks it names.
 */
export function HighlightedText({ text, spans, active, onHover, label }: { text: string; spans: Span[]; active?: string; onHover?: (key?: string) => void; label: string }) {
  const runs = useMemo(() => runsOf(text, spans), [text, spans]);
  const ref = useRef<HTMLParagraphElement>(null);
  const chunks = useRef<MarkedChunks>(undefined);
  useLayoutEffect(() => {
    const marked = new MarkedChunks(ref.current!, runs);
    chunks.current = marked;
    return () => marked.dispose();
  }, [runs]);
  useLayoutEffect(() => {
    chunks.current?.setActive(active);
    return () => chunks.current?.setActive(undefined);
  }, [active, runs]);
  return <p ref={ref} className="source-text" aria-label={label} onMouseOver={(e) => onHover?.(hoveredKey(e))} onMouseLeave={() => onHover?.(undefined)} onCopy={copyExactly} />;
}

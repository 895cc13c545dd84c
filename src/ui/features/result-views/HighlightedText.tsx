import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { runsOf, type Run, type Span } from './spans';

/** The first key of the mark under the pointer, if any (one listener on the text instead of two per mark). */
const hoveredKey = (e: MouseEvent) => (e.target as Element).closest?.('mark')?.getAttribute('data-key') ?? undefined;

/**
 * The runs as DOM nodes (text for plain runs, a `mark` for runs under tokens; textContent only, so nothing is
 * parsed as HTML), and the marks of each key.
 */
function runNodes(runs: Run[]): { nodes: DocumentFragment; byKey: Map<string, HTMLElement[]> } {
  const nodes = document.createDocumentFragment();
  const byKey = new Map<string, HTMLElement[]>();
  for (const r of runs) {
    if (r.keys.length === 0) {
      nodes.append(r.text);
      continue;
    }
    const mark = document.createElement('mark');
    mark.className = 'token';
    mark.textContent = r.text;
    mark.dataset.keys = r.keys.join(' ');
    mark.dataset.key = r.keys[0];
    mark.title = r.keys.join(', ');
    nodes.append(mark);
    for (const key of r.keys) {
      const list = byKey.get(key);
      if (list) list.push(mark);
      else byKey.set(key, [mark]);
    }
  }
  return { nodes, byKey };
}

/**
 * A text with token spans marked; the spans of `active` stand out, hovering a mark reports its keys.
 * perf: a long document has thousands of tokens, so the marks are built in one pass outside React (a React element
 * each made its first render several times slower) and `active` only toggles the class of the marks it names.
 */
export function HighlightedText({ text, spans, active, onHover, label }: { text: string; spans: Span[]; active?: string; onHover?: (key?: string) => void; label: string }) {
  const runs = useMemo(() => runsOf(text, spans), [text, spans]);
  const ref = useRef<HTMLParagraphElement>(null);
  const marks = useRef<Map<string, HTMLElement[]>>(new Map());
  useLayoutEffect(() => {
    const { nodes, byKey } = runNodes(runs);
    ref.current!.replaceChildren(nodes);
    marks.current = byKey;
  }, [runs]);
  useLayoutEffect(() => {
    if (active === undefined) return;
    const lit = marks.current.get(active) ?? [];
    for (const m of lit) m.classList.add('active');
    return () => lit.forEach((m) => m.classList.remove('active'));
  }, [active, runs]);
  return <p ref={ref} className="source-text" aria-label={label} onMouseOver={(e) => onHover?.(hoveredKey(e))} onMouseLeave={() => onHover?.(undefined)} />;
}

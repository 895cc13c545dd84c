/**
 * Which rows of a long list are near the viewport. Only those are drawn; the rest are two spacers of the same
 * height, so a page of thousands of hits costs the main thread what a screenful does.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Rows drawn above and below the visible ones, so a fast scroll shows rows rather than blank space. */
const OVERSCAN = 20;
/** Rows drawn before the first measurement (and the row height assumed until then, in px). */
const INITIAL_ROWS = 60;
const INITIAL_ROW_HEIGHT = 24;

export interface RowWindow {
  /** First drawn row (0-based) and one past the last. */
  first: number;
  last: number;
  /** Height of one row in px, measured from a drawn row. */
  rowHeight: number;
}

/**
 * `body` is the element whose first drawn row sits right after a spacer of `first * rowHeight` px (a `<tbody>`);
 * rows must have one fixed height. The window follows the nearest scrolling ancestor's scroll and size.
 */
export function useRowWindow(body: RefObject<HTMLElement | null>, total: number): RowWindow {
  const [win, setWin] = useState<RowWindow>({ first: 0, last: Math.min(total, INITIAL_ROWS), rowHeight: INITIAL_ROW_HEIGHT });
  useLayoutEffect(() => {
    const el = body.current;
    const scroller = el && scrollParent(el);
    if (!el || !scroller) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const row = el.querySelector<HTMLElement>('tr[aria-rowindex]');
      const rowHeight = row?.getBoundingClientRect().height || INITIAL_ROW_HEIGHT;
      const top = el.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      const first = clamp(Math.floor(-top / rowHeight) - OVERSCAN, 0, total);
      const last = clamp(Math.ceil((scroller.clientHeight - top) / rowHeight) + OVERSCAN, first, total);
      setWin((w) => (w.first === first && w.last === last && w.rowHeight === rowHeight ? w : { first, last, rowHeight }));
    };
    // perf: at most one update per frame, however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    scroller.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', schedule);
      resize.disconnect();
    };
  }, [body, total]);
  return { ...win, first: Math.min(win.first, total), last: Math.min(win.last, total) };
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

function scrollParent(el: HTMLElement): HTMLElement | undefined {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll') return p;
  }
  return document.scrollingElement instanceof HTMLElement ? document.scrollingElement : undefined;
}

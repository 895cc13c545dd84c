import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { readSaved, save } from '../store/saved';

const SAVED = 'searchpad.split';
const MIN = 20;
const MAX = 80;

const clamp = (n: number) => Math.min(MAX, Math.max(MIN, Math.round(n)));

function savedPercent(): number {
  const v = Number(readSaved(SAVED) ?? 50);
  return Number.isFinite(v) && v >= MIN && v <= MAX ? v : 50;
}

/** Two panes side by side with a draggable (and keyboard-movable) divider; the split is remembered. */
export function SplitPane({ left, right }: { left: ReactNode; right: ReactNode }) {
  const [percent, setPercent] = useState(savedPercent);
  const box = useRef<HTMLDivElement>(null);
  const set = (p: number) => {
    const v = clamp(p);
    setPercent(v);
    save(SAVED, String(v));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.currentTarget.hasPointerCapture(e.pointerId) || !box.current) return;
    const r = box.current.getBoundingClientRect();
    set(((e.clientX - r.left) / r.width) * 100);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 2;
    if (e.key === 'ArrowLeft') set(percent - step);
    else if (e.key === 'ArrowRight') set(percent + step);
    else if (e.key === 'Home') set(MIN);
    else if (e.key === 'End') set(MAX);
    else return;
    e.preventDefault();
  };
  return (
    <div className="split-pane" ref={box} style={{ gridTemplateColumns: `minmax(0, ${percent}fr) 6px minmax(0, ${100 - percent}fr)` }}>
      {left}
      <div
        className="divider"
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize editor and response"
        aria-valuenow={percent}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        tabIndex={0}
        onPointerDown={(e) => e.currentTarget.setPointerCapture(e.pointerId)}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => e.currentTarget.releasePointerCapture(e.pointerId)}
        onKeyDown={onKeyDown}
        onDoubleClick={() => set(50)}
      />
      {right}
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A compact control of the header row: its summary always shown, its panel opened on click (a native
 * `<details>`), closed by Escape or a click elsewhere.
 */
export function HeaderMenu({ summary, children, label, testId }: { summary: ReactNode; children: ReactNode; label: string; testId?: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (e: Event) => {
      const d = menu.current;
      if (!d?.open) return;
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !d.contains(e.target as Node)) d.open = false;
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details ref={menu} className="header-menu" data-testid={testId}>
      <summary>{summary}</summary>
      <div className="menu-panel" role="group" aria-label={label}>
        {children}
      </div>
    </details>
  );
}

import { type ReactNode, useEffect, useRef, useState } from 'react';

type TableScrollProps = {
  /** Names the scrolling region for screen readers (the table's caption). */
  label: string;
  children: ReactNode;
  busy?: boolean;
};

/**
 * The box a wide table scrolls in. Once the table is wider than the box it becomes a focusable,
 * named region, so keyboard users can scroll it with the arrow keys too.
 */
export function TableScroll({ label, children, busy }: TableScrollProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className="table-wrap"
      aria-busy={busy || undefined}
      // "… table": the card around it is often a region with the caption's own name
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} table` } : {})}
    >
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls inside this box, never the page. It
 * is a labelled region that takes the focus, so a keyboard user can scroll it
 * with the arrow keys and a screen reader names it. It is positioned so that
 * visually hidden text inside (position: absolute) is clipped with the table
 * instead of stretching the page.
 */
export function ScrollRegion({ label, className = '', children, testId }: { label: string; className?: string; children: ReactNode; testId?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      className={`relative max-w-full overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-primary ${className}`}
    >
      {children}
    </div>
  );
}

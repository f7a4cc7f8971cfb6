import type { ReactNode } from 'react';

/** A titled card of a detail page; the id lets the page link to it. */
export function Section({
  id,
  title,
  actions,
  children,
  className = '',
}: {
  id?: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A grey placeholder block while content loads; still when the user asks for less motion. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${className}`} />;
}

/** A grey bar in a line of text while its value loads: as tall as the line (a no-break space inside), so the text that replaces it moves nothing. */
export function Placeholder({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden className={`inline-block max-w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${className}`}>
      {'\u00a0'}
    </span>
  );
}

/** A table's outline while its rows load. */
export function TableSkeleton({ rows = 8, columns = 6 }: { rows?: number; columns?: number }) {
  return (
    <div aria-hidden className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="flex gap-4 border-b border-slate-200 bg-slate-50 px-4 py-3">
        {Array.from({ length: columns }, (_, i) => (
          <Skeleton key={i} className="h-4 flex-1" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex gap-4 border-b border-slate-100 px-4 py-3 last:border-0">
          {Array.from({ length: columns }, (_, i) => (
            <Skeleton key={i} className="h-4 flex-1" />
          ))}
        </div>
      ))}
    </div>
  );
}

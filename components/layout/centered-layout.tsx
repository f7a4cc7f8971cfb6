import type { ReactNode } from 'react';

// Authentication and public pages: a centred card under the brand bar.
export function CenteredLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex h-14 items-center bg-primary px-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG needs no optimisation */}
        <img src="/logo.svg" alt="SmartCom" width={120} height={30} className="h-8 w-auto" />
      </div>
      <main id="main" tabIndex={-1} className="scroll-mt-14 outline-none flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}

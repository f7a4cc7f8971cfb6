import type { FormEventHandler } from 'react';
import { Button } from '../ui/button';

/**
 * The cookie banner as the page first shows it: a form that posts the consent
 * (app/api/session/consent/route.ts), so a press works before the page's
 * scripts have run, or without them. Once the banner has hydrated,
 * `onSubmit` (cookie-banner.tsx) takes over and nothing is posted.
 */
export function CookieBannerView({
  label,
  text,
  accept,
  locale,
  onSubmit,
}: {
  label: string;
  text: string;
  accept: string;
  locale: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <section
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">{text}</p>
        <form method="post" action="/api/session/consent" onSubmit={onSubmit}>
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit">{accept}</Button>
        </form>
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { qrSvg } from '@/lib/registrations/sign-up-link';
import { CopyLinkButton } from './copy-link-button';

/** An agency's customer sign-up link: the address written out, a copy button and its QR code (an SVG drawn on the server). */
export async function SignUpLink({ url, agencyName }: { url: string; agencyName: string }) {
  const [t, svg] = await Promise.all([getTranslations('registrations.link'), qrSvg(url)]);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start" data-testid="sign-up-link">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="text-sm text-ink-muted">{t('text', { agency: agencyName })}</p>
        <a href={url} className="break-all font-mono text-sm text-primary hover:underline" data-testid="sign-up-url">
          {url}
        </a>
        <CopyLinkButton url={url} />
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG the server drew: nothing for the image optimizer */}
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        alt={t('qr', { agency: agencyName })}
        width={160}
        height={160}
        className="shrink-0 self-center rounded border border-slate-200 bg-white sm:self-start"
        data-testid="sign-up-qr"
      />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { COMPANY, PRIVACY_FILE_PATH } from '@/core/company';

// privacy link, privacy download, social links and company contacts on every page.
export async function Footer() {
  const t = await getTranslations('footer');
  return (
    <footer className="border-t border-slate-200 bg-white text-sm text-ink-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 md:flex-row md:items-start md:justify-between">
        <address className="not-italic">
          <p className="font-semibold text-ink">{COMPANY.name}</p>
          <p>{COMPANY.address}</p>
          <p>{t('vat', { vat: COMPANY.vatNumber })}</p>
          <p>
            <span className="sr-only">{t('contacts')}: </span>
            <a className="underline hover:text-primary" href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>{' '}
            ·{' '}
            <a className="underline hover:text-primary" href={`tel:${COMPANY.phone.replace(/\s+/g, '')}`}>
              {COMPANY.phone}
            </a>
          </p>
        </address>
        <nav aria-label={t('privacyPolicy')} className="flex flex-col gap-1">
          <a className="underline hover:text-primary" href={PRIVACY_FILE_PATH} target="_blank" rel="noopener">
            {t('privacyPolicy')} <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
          <a className="underline hover:text-primary" href={PRIVACY_FILE_PATH} download="privacy.pdf">
            {t('privacyDownload')}
          </a>
        </nav>
        <nav aria-label={t('social')}>
          <p className="font-semibold text-ink">{t('social')}</p>
          <ul className="flex gap-3">
            {COMPANY.social.map((link) => (
              <li key={link.name}>
                <a className="underline hover:text-primary" href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name} <span className="sr-only">{t('opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 px-4 py-3 text-center text-xs">{t('rights', { year: new Date().getFullYear(), company: COMPANY.name })}</p>
    </footer>
  );
}

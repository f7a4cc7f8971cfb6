import { useTranslations } from 'next-intl';

/** The line that explains the star next to required fields. */
export function RequiredLegend() {
  const t = useTranslations('common');
  return <p className="text-xs text-ink-muted">{t('requiredLegend')}</p>;
}

import { useTranslations } from 'next-intl';
import type { ContractDetail } from '@/core/schemas/contracts-answers';

type Override = NonNullable<ContractDetail['history'][number]['override']>;

/** A move that stepped past missing facts: marked as an override, with its written reason and what was missing (docs/domain.md, "Overrides"). */
export function OverrideNote({ override }: { override: Override }) {
  const t = useTranslations('contracts.detail');
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink" data-testid="override-note">
      <p>
        <span className="mr-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-950">{t('override')}</span>
        {t('overrideReason', { reason: override.reason })}
      </p>
      <p className="mt-1 text-xs text-ink-muted">{t('overridden', { facts: override.facts.map((code) => t(`missingFacts.${code}`)).join(', ') })}</p>
    </div>
  );
}

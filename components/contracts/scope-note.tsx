import { useTranslations } from 'next-intl';
import { type DataScope } from '@/core/permissions';

/** Says whose records the list holds (docs/domain.md), so nobody mistakes their own view for the whole agency's. */
export function ScopeNote({ scope, agencyName, namespace }: { scope: DataScope; agencyName: string; namespace: 'contracts' | 'customers' }) {
  const t = useTranslations(`${namespace}.scope`);
  return (
    <p className="text-sm text-ink-muted" data-testid="scope-note" data-scope={scope}>
      {t(scope, { agency: agencyName })}
    </p>
  );
}

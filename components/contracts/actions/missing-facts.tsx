import { useTranslations } from 'next-intl';
import type { ContractDetail } from '@/core/schemas/contracts-answers';

type Missing = ContractDetail['waitingStatuses'][number]['missing'];

/** What a move of the lifecycle still lacks, each fact in the words of the API's refusal (messages `errors`). */
export function MissingFacts({ missing }: { missing: Missing }) {
  const errors = useTranslations('errors');
  return (
    <ul className="ml-4 list-disc text-ink-muted">
      {missing.map((m) => (
        <li key={m.code}>{errors(m.code, { count: m.count ?? 1 })}</li>
      ))}
    </ul>
  );
}

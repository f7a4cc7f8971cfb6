import { useTranslations } from 'next-intl';
import { Section } from '../../ui/section';

/** The contract's notes and, for drafts sent back, the reviewer's notes. */
export function NotesCard({ notes, reviewNotes }: { notes: string | null; reviewNotes: string | null }) {
  const t = useTranslations('contracts.detail');
  return (
    <Section id="notes" title={t('notes')}>
      <p className="whitespace-pre-line text-sm text-ink">{notes ?? <span className="text-ink-muted">{t('noNotes')}</span>}</p>
      {reviewNotes && (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="review-notes">
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">{t('reviewNotes')}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-ink">{reviewNotes}</p>
        </div>
      )}
    </Section>
  );
}

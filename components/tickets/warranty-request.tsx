import { useTranslations } from 'next-intl';
import type { TicketDetail } from '@/lib/api/tickets';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { FieldList } from '../ui/field-list';
import { Section } from '../ui/section';

type Warranty = NonNullable<TicketDetail['warranty']>;

/** The extension's answer: possible at a monthly price, or why not. */
export function ExtensionAnswer({ outcome }: { outcome: Warranty['outcome'] }) {
  const t = useTranslations('tickets');
  const format = useFormat();
  if (outcome.possible && outcome.fromTier && outcome.toTier && outcome.monthlyPrice !== null) {
    return (
      <p className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900" data-testid="extension-answer">
        {t('detail.possible', { from: t(`tiers.${outcome.fromTier}`), to: t(`tiers.${outcome.toTier}`), price: format.money(outcome.monthlyPrice) })}
      </p>
    );
  }
  return (
    <div data-testid="extension-answer">
      <Alert tone="warning">
        {t('detail.notPossible')} {outcome.reason && t(`detail.reason.${outcome.reason}`)}
      </Alert>
    </div>
  );
}

/** What an extended-warranty request asked, the questionnaire's answers and the answer it got. */
export function WarrantyRequest({ warranty }: { warranty: Warranty }) {
  const t = useTranslations('tickets');
  const { request } = warranty;
  return (
    <>
      <Section id="ticket-answer" title={t('detail.answer')}>
        <ExtensionAnswer outcome={warranty.outcome} />
      </Section>
      <Section id="ticket-request" title={t('detail.request')}>
        <FieldList
          items={[
            { label: t('form.descrizioneGuasto'), value: request.descrizioneGuasto },
            { label: t('form.indirizzo'), value: `${request.indirizzo}, ${request.cap} ${request.comune} (${request.provincia})` },
            { label: t('form.cellulare'), value: request.cellulare },
            { label: t('form.email'), value: request.email },
          ]}
        />
        {warranty.answers.length > 0 && (
          <>
            <h4 className="mb-2 mt-4 text-sm font-semibold text-ink">{t('detail.answers')}</h4>
            <dl className="flex flex-col gap-2 text-sm">
              {warranty.answers.map((answer) => (
                <div key={answer.questionId}>
                  <dt className="text-ink-muted">{answer.question}</dt>
                  <dd className="font-medium text-ink">{answer.answer === 'yes' ? t('form.yes') : answer.answer === 'no' ? t('form.no') : answer.answer}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Section>
    </>
  );
}

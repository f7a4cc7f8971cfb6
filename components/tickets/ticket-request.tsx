import { useTranslations } from 'next-intl';
import type { TicketDetail } from '@/lib/api/tickets';
import { useFormat } from '@/lib/format/use-format';
import { FieldList } from '../ui/field-list';
import { Section } from '../ui/section';

type Support = NonNullable<TicketDetail['support']>;

function address(support: Support, suffix: 'Consegna' | 'Ritiro'): string {
  const get = (part: string) => (support as Record<string, string | null | undefined>)[`${part}${suffix}`] ?? '';
  return [get('nome'), get('via'), `${get('cap')} ${get('citta')} (${get('provincia')})`, get('nazione')].filter((line) => line.trim() !== '').join(', ');
}

function contacts(support: Support, suffix: 'Consegna' | 'Ritiro'): string {
  const get = (part: string) => (support as Record<string, string | null | undefined>)[`${part}${suffix}`] ?? '';
  return [get('cellulare'), get('telefono'), get('email')].filter(Boolean).join(' · ');
}

function AddressLines({ support, suffix }: { support: Support; suffix: 'Consegna' | 'Ritiro' }) {
  return (
    <>
      <span className="block">{address(support, suffix)}</span>
      <span className="block text-ink-muted">{contacts(support, suffix)}</span>
    </>
  );
}

/** What a support request asked: the problem, where the courier collects the product and where it goes back. */
export function SupportRequest({ support }: { support: Support }) {
  const t = useTranslations('tickets');
  const format = useFormat();
  return (
    <Section id="ticket-request" title={t('detail.request')}>
      <FieldList
        items={[
          { label: t('form.problema'), value: <span className="whitespace-pre-line">{support.problema}</span> },
          { label: t('form.segni'), value: support.segni },
          { label: t('form.note'), value: support.note },
          {
            label: t('form.when'),
            value: t('detail.pickupWhen', { date: format.day(support.dataRitiro), from: support.orarioDa, to: support.orarioA }),
          },
          { label: t('form.pickup'), value: <AddressLines support={support} suffix="Ritiro" /> },
          { label: t('form.noteRitiro'), value: support.noteRitiro },
          { label: t('form.delivery'), value: <AddressLines support={support} suffix="Consegna" /> },
        ]}
      />
    </Section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { TicketDetail } from '@/lib/api/tickets';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { Badge, type BadgeTone } from '../ui/badge';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { Section } from '../ui/section';
import { OfferForm } from './offer-form';

type Offer = NonNullable<TicketDetail['offer']>;
type Step = 'accept' | 'decline' | 'confirm';

const TONES: Record<Offer['state'], BadgeTone> = { offered: 'info', accepted: 'progress', declined: 'neutral', confirmed: 'success' };

/**
 * The extension offer of an extended-warranty ticket: what it changes and
 * where it stands; the customer accepts or declines it, the back office makes
 * it and confirms an accepted one. Accepting, declining and confirming each
 * ask first (the one dialog); what the caller may do is the API's `actions`.
 */
export function WarrantyOffer({ ticket }: { ticket: TicketDetail }) {
  const t = useTranslations('tickets');
  const format = useFormat();
  const router = useRouter();
  const errorText = useErrorText();
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const { offer, offerChoices, actions } = ticket;
  if (!offer && offerChoices.length === 0 && !done) return null;

  const finished = (message: string) => {
    setDone(message);
    router.refresh();
    requestAnimationFrame(() => notice.current?.focus());
  };

  async function take(chosen: Step) {
    setBusy(true);
    setFailure(null);
    try {
      const params = { ticketId: ticket.id };
      if (chosen === 'confirm') await portalApi.post('/api/Ticket/{ticketId}/WarrantyOffer/Confirm', { params });
      else await portalApi.post('/api/Ticket/{ticketId}/WarrantyOffer/Answer', { params, json: { accept: chosen === 'accept' } });
      setStep(null);
      finished(t(`offer.${chosen === 'confirm' ? 'confirmed' : chosen === 'accept' ? 'accepted' : 'declined'}`));
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
    } finally {
      setBusy(false);
    }
  }

  const values = offer && {
    from: t(`tiers.${offer.fromTier}`),
    to: t(`tiers.${offer.toTier}`),
    extra: format.money(offer.extraMonthly),
    before: format.money(offer.monthlyBefore),
    after: format.money(offer.monthlyAfter),
    contract: ticket.contract.number,
  };
  const dialogs: Record<Step, { title: string; text: string; label: string }> | null = values && {
    accept: { title: t('offer.acceptTitle'), text: t('offer.acceptText', values), label: t('offer.acceptConfirm') },
    decline: { title: t('offer.declineTitle'), text: t('offer.declineText', values), label: t('offer.declineConfirm') },
    confirm: { title: t('offer.confirmTitle'), text: t('offer.confirmText', values), label: t('offer.confirmConfirm') },
  };

  return (
    <Section id="ticket-offer" title={t('offer.heading')}>
      <div className="flex flex-col gap-3" data-testid="warranty-offer">
        <p ref={notice} tabIndex={-1} role="status" className="text-sm font-medium text-emerald-800 outline-none" data-testid="offer-done">
          {done}
        </p>
        {offer && values ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={TONES[offer.state]}>{t(`offer.state.${offer.state}`)}</Badge>
            </div>
            <p className="text-sm text-ink" data-testid="offer-summary">
              {t('offer.summary', values)}
            </p>
            <p className="text-xs text-ink-muted">{t('offer.offeredBy', { name: offer.offeredBy?.username ?? '—', date: format.moment(offer.offeredAt) })}</p>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t('offer.none')}</p>
        )}
        {failure && !step && <Alert>{failure}</Alert>}
        {(actions.answerOffer || actions.confirmOffer) && (
          <div className="flex flex-wrap gap-2">
            {actions.answerOffer && (
              <>
                <Button onClick={() => setStep('accept')}>{t('offer.accept')}</Button>
                <Button variant="secondary" onClick={() => setStep('decline')}>
                  {t('offer.decline')}
                </Button>
              </>
            )}
            {actions.confirmOffer && <Button onClick={() => setStep('confirm')}>{t('offer.confirm')}</Button>}
          </div>
        )}
        {offerChoices.length > 0 && <OfferForm ticketId={ticket.id} choices={offerChoices} replacing={offer !== null} onDone={finished} />}
        {step && dialogs && (
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setStep(null);
            }}
            title={dialogs[step].title}
            description={dialogs[step].text}
            confirmLabel={dialogs[step].label}
            onConfirm={() => void take(step)}
            destructive={step === 'decline'}
            busy={busy}
          >
            {failure && <Alert>{failure}</Alert>}
          </ConfirmDialog>
        )}
      </div>
    </Section>
  );
}

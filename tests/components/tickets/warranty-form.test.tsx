// The extended-warranty form: required questions must be answered (listed at
// the top otherwise), answers go to the API keyed by question id without the
// blank ones, and the new ticket (with its answer) opens.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WarrantyForm } from '@/components/tickets/warranty-form';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';
import { PREFILL } from '../../support/fixtures/tickets';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const QUESTIONS = [
  { id: 4, text: 'Has the product already been damaged?', kind: 'yesNo' as const, required: true },
  { id: 9, text: 'How is it used?', kind: 'text' as const, required: false },
];
const form = () => renderIntl(<WarrantyForm customerId={7} productId={226} prefill={PREFILL} questions={QUESTIONS} />, 'en');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));

describe('extended-warranty form', () => {
  it('names an unanswered required question at the top and sends nothing', async () => {
    const calls = fakeApi();
    form();
    submit();
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain('Has the product already been damaged?: ');
    expect(screen.getByLabelText('Has the product already been damaged?').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('sends the answers by question id with the prefilled contacts, then opens the ticket', async () => {
    const calls = fakeApi((call) => (call.url === '/api/Ticket/Estendo' ? { status: 201, body: { id: 31, kind: 'extendedWarranty' } } : undefined));
    form();
    fireEvent.change(screen.getByLabelText('Has the product already been damaged?'), { target: { value: 'no' } });
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/estendotickets/7/226/31?created=1'));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/Ticket/Estendo',
      body: {
        customerId: 7,
        productId: 226,
        locale: 'en',
        answers: { '4': 'no' },
        descrizioneGuasto: null,
        indirizzo: 'Via Vittor Pisani 16',
        comune: 'Milano',
        provincia: 'MI',
        cap: '20124',
        cellulare: '3331234567',
        email: 'magazzino@rossiforniture.it',
      },
    });
  });
});

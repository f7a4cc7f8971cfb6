import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitPanel } from '@/components/cart/submit-panel';
import { IPHONE, line, quote } from '../../support/fixtures/cart';
import { fakeApi, renderInCart } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

describe('submitting the quote', () => {
  it('asks for confirmation, then lists the errors the API answers, each with where it is', async () => {
    const api = fakeApi((call) =>
      call.url.endsWith('/Contracts') && call.method === 'POST'
        ? {
            status: 400,
            body: {
              errors: [
                { field: 'company.vatNumber', code: 'invalid_vat_number', message: 'È necessario inserire una P.iva valida' },
                { field: 'signers.0.fiscalCode', code: 'invalid_fiscal_code', message: 'x' },
                { field: 'lines.0.services', code: 'services_mismatch', message: 'Serve un servizio per ogni prodotto: 1 servizi per 2 prodotti' },
              ],
            },
          }
        : undefined,
    );
    renderInCart(<SubmitPanel blocked={false} />, quote({ lines: [line(IPHONE, 2)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Invia il contratto' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("L'operazione non può essere annullata.");
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    const list = await screen.findByTestId('submit-errors');
    expect(list.textContent).toContain('Azienda: Partita IVA — È necessario inserire una P.iva valida');
    expect(list.textContent).toContain('Firmatario 1: Codice fiscale — È necessario inserire un codice fiscale valido');
    expect(list.textContent).toContain('iPhone 16 — Serve un servizio per ogni prodotto: 1 servizi per 2 prodotti');
    expect(screen.getByText('Il contratto non è stato creato:')).toBeTruthy();
  });

  it('cannot be pressed while the readiness check lists something missing', () => {
    fakeApi();
    renderInCart(<SubmitPanel blocked />, quote());
    expect((screen.getByRole('button', { name: 'Invia il contratto' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

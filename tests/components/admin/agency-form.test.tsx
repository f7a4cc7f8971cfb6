// The agency form: euros and percentages as people type them become cents and
// numbers for the API; out-of-range values are named before anything is sent;
// the API's field errors land beside their fields.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AgencyForm } from '@/components/admin/agency-form';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('agency form', () => {
  it('sends cents and percentages with a decimal comma, then opens the new agency', async () => {
    const calls = fakeApi((call) => (call.method === 'POST' ? { status: 201, body: { id: 42 } } : undefined));
    renderIntl(<AgencyForm agency={null} editable />);
    fill('Nome', '  Agenzia Torino ');
    fill('Costo di spedizione per prodotto (€)', '7,55');
    fill('Prodotti minimi per destinazione', '3');
    fill('Provvigione agente (%)', '3,5');
    fill('Provvigione agente GRENKE (%)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Crea agenzia' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/agencies/42'));
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/Agency',
        body: { name: 'Agenzia Torino', shippingUnitCostCents: 755, shippingMaxUnits: 3, agentCommission: 3.5, grenkeAgentCommission: 100 },
      },
    ]);
  });

  it('names each wrong value and sends nothing', async () => {
    const calls = fakeApi();
    renderIntl(<AgencyForm agency={null} editable />);
    fill('Costo di spedizione per prodotto (€)', '1000,01');
    fill('Prodotti minimi per destinazione', '0');
    fill('Provvigione agente (%)', '100,5');
    fill('Provvigione agente GRENKE (%)', '2,555');
    fireEvent.click(screen.getByRole('button', { name: 'Crea agenzia' }));
    // the form's checks load at the first submit: the messages come a moment later
    expect(await screen.findByText('Inserire un importo fino a 1.000 € con al massimo due decimali.')).toBeTruthy();
    expect(screen.getAllByText('Inserire una percentuale da 0 a 100 con al massimo due decimali.')).toHaveLength(2);
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Prodotti minimi per destinazione').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("puts the API's field error beside the name", async () => {
    fakeApi(() => ({ status: 409, body: { errors: [{ field: 'name', code: 'agency_name_in_use', message: 'taken' }] } }));
    renderIntl(<AgencyForm agency={null} editable />);
    fill('Nome', 'agenzia milano');
    fireEvent.click(screen.getByRole('button', { name: 'Crea agenzia' }));
    expect(await screen.findByText("Esiste già un'agenzia con questo nome.")).toBeTruthy();
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(router.push).not.toHaveBeenCalled();
  });
});

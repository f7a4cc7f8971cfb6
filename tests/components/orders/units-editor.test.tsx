// The units table of an order: only the cells that changed are sent, each
// refusal shows beside its cell, nothing is sent when nothing changed, and
// what may no longer change is locked.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnitsEditor } from '@/components/orders/units-editor';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const unit = (id: number, patch: Partial<Parameters<typeof UnitsEditor>[0]['units'][number]> = {}) => ({
  id,
  itemId: 1,
  modelId: 3,
  name: 'iPhone 16',
  status: 'created' as const,
  partNumber: 'MYE73QL/A',
  serialNumber: null,
  ddtDate: null,
  ddtNumber: null,
  destinationId: null,
  orderId: 9,
  ...patch,
});
const ORDER = {
  id: 9,
  contractId: 5,
  supplierName: 'Esprinet SpA',
  supplierCode: 'ESP',
  orderNumber: 'PO-1',
  orderDate: '2026-11-02',
  supplierPrice: 100,
  unitIds: [11, 12],
  createdAt: '2026-11-02T10:00:00Z',
};

function renderEditor(units: ReturnType<typeof unit>[], options: { editable?: boolean; onSelect?: (ids: number[]) => void } = {}) {
  return renderIntl(
    <UnitsEditor
      units={units}
      orders={[ORDER]}
      editable={options.editable ?? true}
      today="2026-11-20"
      selected={[]}
      onSelect={options.onSelect ?? (() => {})}
    />,
  );
}

const row = (n: number) => within(screen.getByTestId(`unit-${n}`));

describe('units editor', () => {
  it('sends only the cells that changed and says when the contract moved to activation', async () => {
    const calls = fakeApi(() => ({ body: { units: [], contracts: [{ id: 5, status: 'inActivation' }] } }));
    renderEditor([unit(11, { serialNumber: 'SN-1' }), unit(12)]);
    fireEvent.change(row(1).getByLabelText(/^Numero DDT/), { target: { value: ' DDT-7 ' } });
    fireEvent.change(row(2).getByLabelText(/^Numero di serie/), { target: { value: 'SN-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva numeri di serie e DDT' }));
    expect(await screen.findByText('Tutti i pezzi hanno numero di serie e DDT: il contratto è in attivazione.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/Agency/contracts-serials',
        body: {
          units: [
            { unitId: 11, ddtNumber: 'DDT-7' },
            { unitId: 12, serialNumber: 'SN-2' },
          ],
        },
      },
    ]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('shows a refusal beside the cell it names, in the portal wording', async () => {
    fakeApi(() => ({ status: 409, body: { errors: [{ field: 'units.0.serialNumber', code: 'serial_in_use', message: 'x' }] } }));
    renderEditor([unit(11), unit(12)]);
    fireEvent.change(row(2).getByLabelText(/^Numero di serie/), { target: { value: 'SN-TAKEN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva numeri di serie e DDT' }));
    const message = 'Numero di serie già usato per un altro prodotto con lo stesso part number';
    await waitFor(() => expect(row(2).getByRole('alert').textContent).toBe(message));
    expect(
      row(2)
        .getByLabelText(/^Numero di serie/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      row(2)
        .getByLabelText(/^Numero di serie/)
        .getAttribute('aria-describedby'),
    ).toBe(row(2).getByRole('alert').id);
    expect(row(1).queryByRole('alert')).toBeNull();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('sends nothing when nothing changed', async () => {
    const calls = fakeApi();
    renderEditor([unit(11, { serialNumber: 'SN-1' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Salva numeri di serie e DDT' }));
    // the form's checks load at the first submit: the answer comes a moment later
    expect(await screen.findByText('Nessuna modifica da salvare.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('locks what active units hold, keeps the DDT of a unit without an order shut, and offers only unordered units for a new order', () => {
    const onSelect = vi.fn();
    renderEditor([unit(11, { status: 'active', serialNumber: 'SN-1' }), unit(12, { orderId: null })], { onSelect });
    expect(row(1).getByLabelText(/^Numero di serie/)).toHaveProperty('disabled', true);
    // What an active unit lacks may still be completed (a contract that got there without its facts).
    expect(row(1).getByLabelText(/^Numero DDT/)).toHaveProperty('disabled', false);
    expect(row(1).queryByRole('checkbox')).toBeNull();
    expect(row(2).getByLabelText(/^Numero di serie/)).toHaveProperty('disabled', false);
    expect(row(2).getByLabelText(/^Numero DDT/)).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona tutti i pezzi da ordinare' }));
    expect(onSelect).toHaveBeenCalledWith([12]);
  });

  it('is read-only when the contract may not be ordered', () => {
    renderEditor([unit(11)], { editable: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(row(1).getByLabelText(/^Numero di serie/)).toHaveProperty('disabled', true);
  });
});

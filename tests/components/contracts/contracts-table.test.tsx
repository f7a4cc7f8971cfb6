// The contracts table: badges, sort links and the 'Contratto in errore' question.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContractsTable } from '@/components/contracts/contracts-table';
import { DEFAULT_FILTERS } from '@/lib/contracts/filters';
import { summary } from '../../support/fixtures/contracts';
import { router } from '../../support/components/navigation-mock';
import { renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const items = [summary(1, 'error'), summary(2, 'preApprovated', { totalValue: 1500 })];

describe('contracts table', () => {
  it('shows each status as its localized badge and the amounts in euro', () => {
    renderIntl(<ContractsTable items={items} caption="Contratti" filters={DEFAULT_FILTERS} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('In errore')).toBeTruthy();
    expect(within(rows[1]!).getByText('Pre-approvato')).toBeTruthy();
    expect(within(rows[1]!).getByText(/^1\.500,00\s€$/)).toBeTruthy();
  });

  it('gives a phone a card per contract: its number, then status, company, total value and creation date, each named', () => {
    renderIntl(<ContractsTable items={items} caption="Contratti" filters={DEFAULT_FILTERS} />);
    const cards = within(screen.getByRole('list', { name: 'Contratti' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = cards[1]!;
    expect(within(card).getByRole('link', { name: 'Apri il contratto AP-2026-000002' })).toBeTruthy();
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Stato', 'Cliente', 'Totale canoni', 'Creato il']);
    expect(within(card).getByText('Pre-approvato')).toBeTruthy();
    expect(within(card).getByText(/^1\.500,00\s€$/)).toBeTruthy();
    expect(card.querySelector('[data-column="createdAt"] time')).toBeTruthy();
  });

  it('links each sortable header to the sorted view and marks the current sort', () => {
    renderIntl(<ContractsTable items={items} caption="Contratti" filters={{ ...DEFAULT_FILTERS, status: ['error'] }} />);
    const created = screen.getByRole('columnheader', { name: /Creato il/ });
    expect(created.getAttribute('aria-sort')).toBe('descending');
    expect(within(created).getByRole('link').getAttribute('href')).toBe('/contracts?status=error&sort=createdAt&direction=asc');
    expect(
      within(screen.getByRole('columnheader', { name: /Numero/ }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/contracts?status=error&sort=number&direction=asc');
    expect(screen.getByRole('columnheader', { name: 'Agenzia · Agente' }).getAttribute('aria-sort')).toBeNull();
  });

  it('asks before opening a contract in error, and opens it only when told to', async () => {
    renderIntl(<ContractsTable items={items} caption="Contratti" />);
    fireEvent.click(within(screen.getByRole('table')).getByRole('link', { name: 'Apri il contratto AP-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contratto in errore' });
    expect(dialog.textContent).toContain('Il contratto AP-2026-000001 è in errore. Vuoi aprire comunque il dettaglio?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(router.push).not.toHaveBeenCalled();

    fireEvent.click(within(screen.getByRole('table')).getByRole('link', { name: 'Apri il contratto AP-2026-000001' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apri comunque' }));
    expect(router.push).toHaveBeenCalledWith('/contracts/1');
  });

  it('opens any other contract at once', () => {
    renderIntl(<ContractsTable items={items} caption="Contratti" />);
    const link = within(screen.getByRole('table')).getByRole('link', { name: 'Apri il contratto AP-2026-000002' });
    let preventedByTable: boolean | undefined;
    // Last in line: records whether the table stopped the link, then keeps jsdom from navigating.
    window.addEventListener(
      'click',
      (event) => {
        preventedByTable = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link);
    expect(preventedByTable).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link.getAttribute('href')).toBe('/contracts/2');
  });
});

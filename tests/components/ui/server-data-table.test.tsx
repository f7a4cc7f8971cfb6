// The one table for lists of records, built on the server: row headers, sort
// links with aria-sort, rows keyed for drill-downs, a totals row only where the
// columns define one; without sort, a detail page's small read-only table.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataColumn } from '@/components/ui/data-table-view';
import { ServerDataTable } from '@/components/ui/server-data-table';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));
afterEach(cleanup);

interface Item {
  key: string;
  name: string;
  contracts: number;
}
const items: Item[] = [
  { key: 'active', name: 'Active', contracts: 12 },
  { key: 'closed', name: 'Closed', contracts: 3 },
];
const columns = (withTotals: boolean): DataColumn<Item>[] => [
  {
    id: 'label',
    header: 'Status',
    cell: ({ row }) => row.original.name,
    meta: { rowHeader: true, sortKey: 'label' },
    ...(withTotals ? { footer: 'Total' } : {}),
  },
  {
    id: 'contracts',
    header: 'Contracts',
    cell: ({ row }) => String(row.original.contracts),
    meta: { align: 'right', sortKey: 'contracts' },
    ...(withTotals ? { footer: '15' } : {}),
  },
];
const sort = { key: 'contracts', direction: 'desc' as const, href: (key: string) => `/stats/x?sort=${key}`, label: (column: string) => `Sort by ${column}` };

describe('ServerDataTable', () => {
  it('renders one row per item, named by its row header, with the totals below', () => {
    const { container } = render(
      <ServerDataTable columns={columns(true)} data={items} caption="Contracts by status" getRowId={(i) => i.key} sort={sort} testId="t" />,
    );
    const body = container.querySelectorAll('tbody tr');
    expect([...body].map((tr) => within(tr as HTMLElement).getByRole('rowheader').textContent)).toEqual(['Active', 'Closed']);
    expect(within(body[1] as HTMLElement).getByRole('cell').textContent).toBe('3');
    const total = container.querySelector('tfoot tr') as HTMLElement;
    expect(within(total).getByRole('rowheader').textContent).toBe('Total');
    expect(within(total).getByRole('cell').textContent).toBe('15');
    expect(screen.getByRole('region', { name: 'Contracts by status' })).toBeTruthy();
  });

  it('links each sortable header to its sorted view and marks the current sort', () => {
    render(<ServerDataTable columns={columns(false)} data={items} caption="c" getRowId={(i) => i.key} sort={sort} />);
    const contracts = screen.getByRole('columnheader', { name: /Contracts/ });
    expect(contracts.getAttribute('aria-sort')).toBe('descending');
    expect(within(contracts).getByRole('link').getAttribute('href')).toBe('/stats/x?sort=contracts');
    expect(within(contracts).getByRole('link').getAttribute('title')).toBe('Sort by Contracts');
    expect(screen.getByRole('columnheader', { name: /Status/ }).getAttribute('aria-sort')).toBe('none');
  });

  it('has no totals row when no column defines one', () => {
    const { container } = render(<ServerDataTable columns={columns(false)} data={items} caption="c" getRowId={(i) => i.key} />);
    expect(container.querySelector('tfoot')).toBeNull();
    expect(container.querySelectorAll('thead th a')).toHaveLength(0);
  });

  it("reads as a detail page's small table without sort: a focusable region named by its caption, numbers to the right, rows found by test id", () => {
    render(<ServerDataTable columns={columns(false)} data={items} caption="Lines" getRowId={(i) => i.key} rowTestId={(i) => `line-${i.key}`} testId="lines" />);
    const region = screen.getByRole('region', { name: 'Lines' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('data-testid')).toBe('lines');
    expect(within(region).getByRole('table', { name: 'Lines' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => [th.getAttribute('scope'), th.getAttribute('aria-sort')])).toEqual([
      ['col', null],
      ['col', null],
    ]);
    const closed = screen.getByTestId('line-closed');
    expect(within(closed).getByRole('rowheader').getAttribute('scope')).toBe('row');
    expect(within(closed).getByRole('cell').className).toContain('text-right');
  });

  it('lists the rows as cards of the phone columns, each value named by its column, besides the full table', () => {
    const withOwner: DataColumn<Item>[] = [
      { ...columns(false)[0]!, meta: { rowHeader: true, phone: true } },
      { ...columns(false)[1]!, meta: { align: 'right', phone: true } },
      { id: 'owner', header: 'Owner', cell: () => 'nobody' },
    ];
    const { container } = render(<ServerDataTable columns={withOwner} data={items} caption="Contracts by status" getRowId={(i) => i.key} testId="t" />);
    const cards = screen.getByRole('list', { name: 'Contracts by status' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first.firstElementChild?.textContent).toBe('Active');
    expect([...first.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Contracts']);
    expect(first.querySelector('dd')?.textContent).toBe('12');
    expect(first.textContent).not.toContain('nobody');
    // the table keeps every column for wider screens, inside the one test id
    const wrapper = screen.getByTestId('t');
    expect(
      within(wrapper)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Status', 'Contracts', 'Owner']);
    expect(cards.className).toContain('sm:hidden');
    expect(container.querySelector('[role="region"]')?.parentElement?.className).toContain('hidden sm:block');
  });

  it('has no cards without phone columns', () => {
    render(<ServerDataTable columns={columns(false)} data={items} caption="c" getRowId={(i) => i.key} testId="t" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByTestId('t').getAttribute('role')).toBe('region');
  });
});

// 'Cambia agenzia' in the header: a switch the API refuses is said beside the
// button, the one way the portal says an error (components/ui/form-field.tsx).
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AgencySwitcher } from '@/components/layout/agency-switcher';
import { fakeApi, renderIntl } from '../../support/components/render';

// Radix positions its menu with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const agencies = [
  { id: 1, name: 'Agenzia Milano' },
  { id: 2, name: 'Nikon' },
];

describe('the agency switcher', () => {
  it('says a refused switch beside its button, and asked for the agency chosen', async () => {
    const api = fakeApi((call) => (call.url === '/api/session/agency' ? { status: 500, body: { errors: [{ code: 'generic' }] } } : undefined));
    renderIntl(<AgencySwitcher agencies={agencies} currentId={1} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cambia agenzia' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /Nikon/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Non è stato possibile cambiare agenzia. Riprova.');
    expect(alert.id).toMatch(/-error$/);
    expect(api.calls.map((call) => [call.method, call.url, call.body])).toEqual([['POST', '/api/session/agency', { agencyId: 2 }]]);
  });
});

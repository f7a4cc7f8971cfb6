// The jobs page's list of dead letters: each kind in words with its raw name, cards on a phone, and sending a job
// again only with the capability, asked first, said above the list (the row leaves when the page refreshes).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeadLettersTable } from '@/components/jobs/dead-letters-table';
import { DecisionNoticeProvider } from '@/components/ui/decision-notice';
import type { DeadLetter } from '@/lib/api/jobs';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const MAIL: DeadLetter = {
  id: '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
  name: 'mail.send',
  error: 'connect ECONNREFUSED 127.0.0.1:2525',
  attempts: 6,
  createdAt: '2026-03-02T08:15:00.000Z',
  failedAt: '2026-03-02T08:47:00.000Z',
};
const UNKNOWN: DeadLetter = { ...MAIL, id: '7f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f', name: 'reports.weekly', error: '', attempts: 1 };

const list = (mayRetry: boolean, locale: 'it' | 'en' = 'it') =>
  renderIntl(
    <DecisionNoticeProvider>
      <DeadLettersTable items={[MAIL, UNKNOWN]} mayRetry={mayRetry} />
    </DecisionNoticeProvider>,
    locale,
  );
const table = () => screen.getByRole('table');

describe('dead letters table', () => {
  it('names each kind in words beside its raw name, a kind without words by its name, with error, attempts and times', () => {
    list(true);
    const [mail, unknown] = within(table()).getAllByRole('row').slice(1);
    expect(within(mail!).getByRole('rowheader').textContent).toBe('Invio e-mailmail.send');
    expect(within(mail!).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeTruthy();
    expect(within(mail!).getByText('6')).toBeTruthy();
    expect([...mail!.querySelectorAll('time')].map((time) => time.getAttribute('dateTime'))).toEqual([MAIL.createdAt, MAIL.failedAt]);
    expect(within(mail!).getByText(/2 mar 2026/, { selector: `time[datetime="${MAIL.failedAt}"]` }).textContent).toMatch(/09:47/);
    expect(within(unknown!).getByRole('rowheader').textContent).toBe('reports.weeklyreports.weekly');
    expect(within(unknown!).getByText("Nessun messaggio d'errore")).toBeTruthy();
    expect(table().querySelector('caption')?.textContent).toBe('2 job falliti');
  });

  it('speaks English on the English page', () => {
    list(true, 'en');
    expect(within(table()).getByText('E-mail sending')).toBeTruthy();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Kind', 'Error', 'Attempts', 'Sent on', 'Failed on', 'Actions']);
    expect(within(table()).getByRole('button', { name: 'Retry: E-mail sending' })).toBeTruthy();
  });

  it('gives a phone a card per job: its kind, then error, attempts, failure time and the retry', () => {
    list(true);
    const cards = within(screen.getByRole('list', { name: '2 job falliti' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect([...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Errore', 'Tentativi', 'Fallito il', 'Azioni']);
  });

  it('offers no retry without system.jobs.retry', () => {
    list(false);
    expect(within(table()).queryByRole('button')).toBeNull();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).not.toContain('Azioni');
  });

  it('sends a job again only once confirmed, says so and refreshes the list', async () => {
    const api = fakeApi((call) => (call.method === 'POST' ? { status: 204 } : undefined));
    list(true);
    fireEvent.click(within(table()).getByRole('button', { name: 'Rimanda: Invio e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimandare il job «Invio e-mail»?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(api.calls).toEqual([]);

    fireEvent.click(within(table()).getByRole('button', { name: 'Rimanda: Invio e-mail' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rimanda il job' }));
    await waitFor(() => expect(within(screen.getByTestId('decision-notice')).getByRole('status').textContent).toBe('Job «Invio e-mail» rimesso in coda.'));
    expect(api.calls.map((call) => `${call.method} ${new URL(call.url, 'http://portal').pathname}`)).toEqual([`POST /api/Jobs/DeadLetters/${MAIL.id}/retry`]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says a job already sent again is no longer there (404), and refreshes the list', async () => {
    fakeApi(() => ({ status: 404, body: { errors: [{ code: 'not_found' }] } }));
    list(true);
    fireEvent.click(within(table()).getByRole('button', { name: 'Rimanda: Invio e-mail' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rimanda il job' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('decision-notice')).getByRole('alert').textContent).toBe(
        'Questo job non è più tra i falliti: forse è già stato rimandato.',
      ),
    );
    expect(router.refresh).toHaveBeenCalled();
  });
});

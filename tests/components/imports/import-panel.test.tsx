// The import panel: a file over 10 MB is refused before any upload; a file
// is sent as itself with its name, the job goes into the address, and the
// report the page then builds on the server shows under its counts; the file's
// refusals are listed with their cells; a clean dry run is applied once, and
// applying and undoing (in the panel or from the history) ask first.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HistoryUndo } from '@/components/imports/history-undo';
import { ImportPanel } from '@/components/imports/import-panel';
import { ImportReport } from '@/components/imports/import-report';
import type { ImportJob } from '@/lib/api/imports';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl, withIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const job = (patch: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  kind: 'catalog',
  status: 'checked',
  fileName: 'catalogo.xlsx',
  fileBytes: 2048,
  user: { id: 1, username: 'admin' },
  counts: { created: 1, changed: 0, unchanged: 40, errors: 0 },
  undoable: false,
  createdAt: '2026-11-24T08:00:00Z',
  committedAt: null,
  progress: null,
  report: [{ sheet: 'Models', row: 42, key: 'NEW-1', action: 'create', errors: [] }],
  ...patch,
});

function choose(bytes: number, name = 'catalogo.xlsx') {
  const file = new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(screen.getByLabelText('File Excel (.xlsx, al massimo 10 MB)'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Verifica il file' }));
}

describe('import panel', () => {
  it('refuses a file over 10 MB without uploading it', async () => {
    const calls = fakeApi();
    renderIntl(<ImportPanel initialJob={null} />);
    choose(10 * 1024 * 1024 + 1);
    // the form's checks load at the first submit: the message comes a moment later, beside the file
    expect((await screen.findByRole('alert')).textContent).toBe('Il file supera 10 MB.');
    expect(screen.getByLabelText('File Excel (.xlsx, al massimo 10 MB)').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('asks for a file before checking anything', async () => {
    const calls = fakeApi();
    renderIntl(<ImportPanel initialJob={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verifica il file' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Campo obbligatorio');
    expect(screen.getByLabelText('File Excel (.xlsx, al massimo 10 MB)').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('uploads the file as itself with its name, shows the report and puts the job in the address', async () => {
    const calls = fakeApi(() => ({ status: 201, body: job() }));
    const { rerender } = renderIntl(<ImportPanel initialJob={null} />);
    choose(100, 'listino nuovo.xlsx');
    expect(await screen.findByText('1 da creare, 0 da modificare, 40 invariate, 0 con errori')).toBeTruthy();
    // the query as URLSearchParams writes it (a space as +, which the API reads as a space)
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/Import/XLS?kind=catalog&fileName=listino+nuovo.xlsx' });
    expect(calls[0]!.body).toBeInstanceOf(File);
    expect((calls[0]!.body as File).size).toBe(100);
    expect(router.replace).toHaveBeenCalledWith('/importexcel?job=7');
    // The page, rendered again for the address, hands over the job's report.
    rerender(withIntl(<ImportPanel initialJob={job()} report={<ImportReport job={job()} />} />));
    const row = screen.getByTestId('report-Models-42');
    expect(row.textContent).toContain('Da creare');
    expect(within(row).getByRole('rowheader').textContent).toBe('42');
  });

  it("shows a new check's counts at once, and not the previous job's rows while the address catches up", async () => {
    fakeApi(() => ({ status: 201, body: job({ id: 8, counts: { created: 0, changed: 2, unchanged: 39, errors: 0 } }) }));
    renderIntl(<ImportPanel initialJob={job()} report={<ImportReport job={job()} />} />);
    expect(screen.getByTestId('report-Models-42')).toBeTruthy();
    choose(100);
    expect(await screen.findByText('0 da creare, 2 da modificare, 39 invariate, 0 con errori')).toBeTruthy();
    expect(screen.queryByTestId('report-Models-42')).toBeNull();
  });

  it("lists the file's refusals with their cells", async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        errors: [
          { field: 'Models!F3', code: 'formula_not_allowed', message: 'x' },
          { field: 'Models!B9', code: 'formula_not_allowed', message: 'x' },
        ],
      },
    }));
    renderIntl(<ImportPanel initialJob={null} />);
    choose(100);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Models!F3: Inserire un valore, non una formulaModels!B9: Inserire un valore, non una formula'),
    );
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('applies a clean dry run once confirmed, and offers nothing to apply for one with errors', async () => {
    const calls = fakeApi(() => ({ body: job({ status: 'committed', committedAt: '2026-11-24T08:01:00Z', undoable: true }) }));
    const { unmount } = renderIntl(<ImportPanel initialJob={job()} />);
    fireEvent.click(screen.getByRole('button', { name: "Applica l'importazione" }));
    let dialog = await screen.findByRole('dialog', { name: "Applicare l'importazione di catalogo.xlsx?" });
    expect(dialog.textContent).toContain('Nel catalogo: 1 da creare e 0 da modificare');
    // Dismissed: nothing is applied.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: "Applica l'importazione" }));
    dialog = await screen.findByRole('dialog', { name: "Applicare l'importazione di catalogo.xlsx?" });
    fireEvent.click(within(dialog).getByRole('button', { name: "Applica l'importazione" }));
    expect(await screen.findByText('Importazione applicata: 1 creati, 0 modificati.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/api/Import/XLS/7/commit', body: undefined }]);
    expect(router.refresh).toHaveBeenCalled();
    unmount();

    renderIntl(<ImportPanel initialJob={job({ status: 'failed', counts: { created: 0, changed: 0, unchanged: 40, errors: 1 } })} />);
    expect(screen.queryByRole('button', { name: "Applica l'importazione" })).toBeNull();
    expect(screen.getByText('Correggere le righe con errori e caricare di nuovo il file: nulla è stato modificato.')).toBeTruthy();
  });

  it('offers to undo an applied import while the API says it may, asks first, and says why when the API refuses', async () => {
    const calls = fakeApi(() => ({ status: 409, body: { errors: [{ code: 'import_rows_changed', message: 'x' }] } }));
    const { unmount } = renderIntl(<ImportPanel initialJob={job({ status: 'committed', committedAt: '2026-11-24T08:01:00Z', undoable: true })} />);
    fireEvent.click(screen.getByRole('button', { name: "Annulla l'importazione" }));
    const dialog = await screen.findByRole('dialog', { name: "Annullare l'importazione di catalogo.xlsx?" });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: "Annulla l'importazione" }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^Questa importazione non si può più annullare: dopo di essa sono stati modificati/),
    );
    expect(calls).toEqual([{ method: 'POST', url: '/api/Import/XLS/7/undo', body: undefined }]);
    unmount();

    renderIntl(<ImportPanel initialJob={job({ status: 'committed', committedAt: '2026-11-24T08:01:00Z', undoable: false })} />);
    expect(screen.queryByRole('button', { name: "Annulla l'importazione" })).toBeNull();
    expect(screen.getByText(/Questa importazione non si può più annullare: non è l'ultima/)).toBeTruthy();
  });

  it('undoes from the history once confirmed, then shows that import', async () => {
    const calls = fakeApi(() => ({ body: job({ status: 'undone' }) }));
    renderIntl(<HistoryUndo jobId={7} fileName="catalogo.xlsx" />);
    fireEvent.click(screen.getByRole('button', { name: "Annulla l'importazione di catalogo.xlsx" }));
    const dialog = await screen.findByRole('dialog', { name: "Annullare l'importazione di catalogo.xlsx?" });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: "Annulla l'importazione" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/importexcel?job=7'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/Import/XLS/7/undo', body: undefined }]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('imports users when chosen, and says a users import is not undone', async () => {
    const calls = fakeApi(() => ({
      status: 201,
      body: job({ kind: 'users', report: [{ sheet: 'Users', row: 2, key: 'anna', action: 'create', errors: [] }] }),
    }));
    const { unmount } = renderIntl(<ImportPanel initialJob={null} kinds={['catalog', 'users']} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Utenti' }));
    choose(100, 'utenti.xlsx');
    expect(await screen.findByText('1 da creare, 0 da modificare, 40 invariate, 0 con errori')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/Import/XLS?kind=users&fileName=utenti.xlsx' });
    unmount();

    renderIntl(<ImportPanel initialJob={job({ kind: 'users', status: 'committed', committedAt: '2026-11-24T08:01:00Z' })} kinds={['users']} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: "Annulla l'importazione" })).toBeNull();
    expect(screen.getByText(/Un'importazione di utenti non si può annullare/)).toBeTruthy();
  });

  it('follows a running import after a reload: its progress read aloud, then its report once it is done', async () => {
    let polls = 0;
    const calls = fakeApi((call) => {
      if (call.url !== '/api/Import/XLS/7') return undefined;
      polls += 1;
      return { body: polls === 1 ? job({ status: 'applying', progress: { phase: 'applying', done: 2_500, total: 10_000 } }) : job({ status: 'committed' }) };
    });
    renderIntl(<ImportPanel initialJob={job({ status: 'reading', progress: { phase: 'reading', done: 1_000, total: null } })} />);
    expect(screen.getByText("È in corso un'importazione di catalogo.xlsx: questa pagina la segue.")).toBeTruthy();
    expect(within(screen.getByTestId('import-progress')).getByRole('status').textContent).toBe('Lettura del file: 1.000 righe lette…');
    expect(screen.queryByTestId('import-report')).toBeNull();
    await waitFor(() => expect(within(screen.getByTestId('import-progress')).getByRole('status').textContent).toBe('Applicazione: 2.500 di 10.000 righe…'), {
      timeout: 3_000,
    });
    expect((screen.getByRole('progressbar') as HTMLProgressElement).max).toBe(10_000);
    expect(await screen.findByText('Importazione applicata: 1 creati, 0 modificati.', {}, { timeout: 3_000 })).toBeTruthy();
    expect(router.replace).toHaveBeenCalledWith('/importexcel?job=7');
    expect(calls.every((c) => c.method === 'GET' && c.url === '/api/Import/XLS/7')).toBe(true);
  });
});

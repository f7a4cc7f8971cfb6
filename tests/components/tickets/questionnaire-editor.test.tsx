// The questionnaire editor: questions added, reordered and removed in the page,
// saved as the API's body at once; a blank text is named before anything is
// sent; a back-office Viewer reads without controls.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionnaireEditor } from '@/components/tickets/questionnaire-editor';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const values = {
  questions: [
    { textIt: 'È caduto?', textEn: 'Did it fall?', kind: 'yesNo' as const, required: true, disqualifyingAnswer: 'yes' as const },
    { textIt: 'Cosa è successo?', textEn: 'What happened?', kind: 'text' as const, required: false, disqualifyingAnswer: '' as const },
  ],
};

const question = (n: number) => screen.getByRole('group', { name: `Domanda ${n}` });

describe('the questionnaire editor', () => {
  it('saves the questions in their new order as the API body, a new one included', async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    renderIntl(<QuestionnaireEditor category="camera" values={values} editable />);
    fireEvent.click(screen.getByRole('button', { name: 'Sposta su la domanda 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi una domanda' }));
    const third = question(3);
    fireEvent.change(within(third).getByLabelText('Testo in italiano'), { target: { value: '  È bagnata? ' } });
    fireEvent.change(within(third).getByLabelText('Testo in inglese'), { target: { value: 'Is it wet?' } });
    fireEvent.change(within(third).getByLabelText("Esclude l'estensione se la risposta è"), { target: { value: 'yes' } });
    expect(screen.getByText('Modifiche non salvate')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salva il questionario' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/Ticket/EstendoQuestionnaires/camera' });
    expect(calls[0]!.body).toEqual({
      questions: [
        { textIt: 'Cosa è successo?', textEn: 'What happened?', kind: 'text', required: false, disqualifyingAnswer: null },
        { textIt: 'È caduto?', textEn: 'Did it fall?', kind: 'yesNo', required: true, disqualifyingAnswer: 'yes' },
        { textIt: 'È bagnata?', textEn: 'Is it wet?', kind: 'yesNo', required: true, disqualifyingAnswer: 'yes' },
      ],
    });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it('names a blank text in the error summary and sends nothing', async () => {
    const calls = fakeApi();
    renderIntl(<QuestionnaireEditor category="camera" values={values} editable />);
    fireEvent.change(within(question(1)).getByLabelText('Testo in inglese'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva il questionario' }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link').textContent).toContain('Testo in inglese');
    expect(calls).toHaveLength(0);
  });

  it('drops a free-text question’s excluding answer and removes a question', async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    renderIntl(<QuestionnaireEditor category="tablet" values={values} editable />);
    fireEvent.change(within(question(1)).getByLabelText('Tipo di risposta'), { target: { value: 'text' } });
    expect(within(question(1)).queryByLabelText("Esclude l'estensione se la risposta è")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Togli la domanda 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva il questionario' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ questions: [{ textIt: 'È caduto?', textEn: 'Did it fall?', kind: 'text', required: true, disqualifyingAnswer: null }] });
  });

  it('shows a Viewer the questions without a way to change them', () => {
    fakeApi();
    renderIntl(<QuestionnaireEditor category="camera" values={values} editable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(question(1)).getByLabelText('Testo in italiano').matches(':disabled')).toBe(true);
  });
});

// The error summary of a form (GOV.UK pattern): after a failed submit it lists
// each error with its field's label, in the order of the page, takes the focus,
// and each link moves the focus to its field; it goes away once all is fixed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { useErrorSummary } from '@/lib/client/use-error-summary';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { renderIntl } from '../../support/components/render';

// Declared in the opposite order of the page: the summary follows the page.
const schema = z.object({ surname: z.string().min(1, 'required'), name: z.string().min(1, 'required') });

function Form() {
  const validation = useTranslations('validation');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver(async () => schema), shouldFocusError: false, defaultValues: { name: '', surname: '' } });
  const { summary, onInvalid } = useErrorSummary(errors, (key) => validation(key as never));
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined, onInvalid)}>
      <ErrorSummary summary={summary} />
      <TextField label="Nome" required {...register('name')} />
      <TextField label="Cognome" required {...register('surname')} />
      <button type="submit">Invia</button>
    </form>
  );
}

describe('error summary', () => {
  it('lists the errors with their labels in page order, takes the focus and links each to its field', async () => {
    renderIntl(<Form />);
    expect(screen.queryByTestId('error-summary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // The errors may render a moment after the box: once it lists them all, nothing has taken the focus back.
    await waitFor(() =>
      expect(Array.from(summary.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Nome: Campo obbligatorio', 'Cognome: Campo obbligatorio']),
    );
    expect(document.activeElement).toBe(summary);
    fireEvent.click(screen.getByRole('link', { name: /^Cognome/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Cognome'));
  });

  it('marks required fields beside their label and goes away once everything is valid', async () => {
    renderIntl(<Form />);
    expect(screen.getByLabelText('Nome')).toHaveProperty('required', true);
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await screen.findByTestId('error-summary');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'Verdi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(screen.queryByTestId('error-summary')).toBeNull());
  });

  it('takes the focus once per failed submit, not when an error comes back as a field changes', async () => {
    renderIntl(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('error-summary')));
    const name = screen.getByLabelText('Nome');
    name.focus();
    fireEvent.change(name, { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'Verdi' } });
    await waitFor(() => expect(screen.queryByTestId('error-summary')).toBeNull());
    fireEvent.change(name, { target: { value: '' } });
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(Array.from(summary.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Nome: Campo obbligatorio']));
    expect(document.activeElement).toBe(name);
  });
});

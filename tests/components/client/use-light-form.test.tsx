import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLightForm } from '@/lib/client/use-light-form';

afterEach(cleanup);

const schema = z.object({
  email: z.string().check(z.minLength(1, 'required'), z.regex(/@/, 'invalidEmail')),
  accepted: z.pipe(
    z.boolean().check(z.refine((value) => value, 'privacyRequired')),
    z.transform(() => true as const),
  ),
  /** not on show in the form: keeps its default */
  source: z.string().check(z.minLength(1, 'required')),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function Example({ onValid, onInvalid, loads }: { onValid: (values: Output) => void; onInvalid?: () => void; loads?: () => void }) {
  const { register, handleSubmit, formState } = useLightForm<Input, Output>({
    loadSchema: async () => {
      loads?.();
      return schema;
    },
    defaultValues: { email: '', accepted: false, source: 'web' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <label>
        E-mail <input {...register('email')} />
      </label>
      <label>
        <input type="checkbox" {...register('accepted')} /> Privacy
      </label>
      <output data-testid="errors">{JSON.stringify(formState.errors)}</output>
      <button type="submit">{formState.isSubmitting ? 'busy' : 'send'}</button>
    </form>
  );
}

const errors = () => JSON.parse(screen.getByTestId('errors').textContent ?? '{}') as Record<string, { type: string; message: string }>;

describe('useLightForm', () => {
  it('does not fetch the checks before the form is first checked', () => {
    const loads = vi.fn();
    render(<Example onValid={vi.fn()} loads={loads} />);
    expect(loads).not.toHaveBeenCalled();
  });

  it('refuses an empty form with one message per field in the error summary shape, and never calls onValid', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<Example onValid={onValid} onInvalid={onInvalid} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(errors()).toEqual({ email: { type: 'validation', message: 'required' }, accepted: { type: 'validation', message: 'privacyRequired' } });
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks again on every change once submitted, and hands the parsed values over (defaults for fields not on show)', async () => {
    const onValid = vi.fn();
    const loads = vi.fn();
    render(<Example onValid={onValid} loads={loads} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(errors().email?.message).toBe('required'));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mario' } });
    await waitFor(() => expect(errors().email?.message).toBe('invalidEmail'));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mario@example.it' } });
    fireEvent.click(screen.getByLabelText('Privacy'));
    await waitFor(() => expect(errors()).toEqual({}));
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'mario@example.it', accepted: true, source: 'web' }));
    expect(loads).toHaveBeenCalledTimes(1); // fetched once, kept
  });

  it('tries to fetch the checks again after a failed fetch (offline)', async () => {
    let calls = 0;
    function Flaky({ onValid }: { onValid: (values: { name: string }) => void }) {
      const { register, handleSubmit } = useLightForm<{ name: string }>({
        loadSchema: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(z.object({ name: z.string() }))),
        defaultValues: { name: '' },
      });
      return (
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event).catch(() => undefined)}>
          <input aria-label="name" {...register('name')} />
          <button type="submit">send</button>
        </form>
      );
    }
    const onValid = vi.fn();
    render(<Flaky onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(calls).toBe(1));
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: '' }));
  });
});

// A form's checks (zodResolver over a zod schema) arrive the first time the
// form is checked, not with the page, and are fetched again after a failed
// fetch (offline).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';

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

function Example({ onValid, load }: { onValid: (values: Output) => void; load: () => Promise<typeof schema> }) {
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: lazyZodResolver(load),
    defaultValues: { email: '', accepted: false, source: 'web' },
  });
  const messages = Object.fromEntries(Object.entries(formState.errors).map(([name, error]) => [name, error?.message]));
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event).catch(() => undefined)}>
      <label>
        E-mail <input {...register('email')} />
      </label>
      <label>
        <input type="checkbox" {...register('accepted')} /> Privacy
      </label>
      <output data-testid="errors">{JSON.stringify(messages)}</output>
      <button type="submit">send</button>
    </form>
  );
}

const errors = () => JSON.parse(screen.getByTestId('errors').textContent ?? '{}') as Record<string, string>;

describe('lazyZodResolver', () => {
  it('fetches the checks at the first check, not before, and hands the parsed values over', async () => {
    const load = vi.fn(async () => schema);
    const onValid = vi.fn();
    render(<Example onValid={onValid} load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(errors()).toEqual({ email: 'required', accepted: 'privacyRequired' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mario' } });
    await waitFor(() => expect(errors().email).toBe('invalidEmail'));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mario@example.it' } });
    fireEvent.click(screen.getByLabelText('Privacy'));
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'mario@example.it', accepted: true, source: 'web' }, expect.anything()));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('tries to fetch the checks again after a failed fetch (offline)', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(schema));
    const onValid = vi.fn();
    render(<Example onValid={onValid} load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(calls).toBe(1));
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mario@example.it' } });
    fireEvent.click(screen.getByLabelText('Privacy'));
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });
});

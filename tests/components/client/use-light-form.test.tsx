import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLightForm } from '@/lib/client/use-light-form';
import { useLightFields } from '@/lib/client/use-light-fields';
import { useLightList } from '@/lib/client/use-light-list';
import { useLightReset } from '@/lib/client/use-light-reset';

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

  it('reads groups of fields by their dotted names, keys their errors the same way, and keeps what a hidden field held', async () => {
    const grouped = z.object({ answers: z.object({ q4: z.string().check(z.minLength(1, 'required')), q9: z.string() }), other: z.boolean() });
    function Grouped({ onValid }: { onValid: (values: z.output<typeof grouped>) => void }) {
      const { register, handleSubmit, watch, formState } = useLightForm<z.input<typeof grouped>, z.output<typeof grouped>>({
        loadSchema: async () => grouped,
        defaultValues: { answers: { q4: '', q9: 'prefilled' }, other: true },
      });
      return (
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <input aria-label="q4" {...register('answers.q4')} />
          <label>
            <input type="checkbox" {...register('other')} /> Same as above
          </label>
          {/* shown only while the box is unticked: watch renders the form again when it changes */}
          {watch('other') === false && <input aria-label="q9" {...register('answers.q9')} />}
          <output data-testid="errors">{JSON.stringify(formState.errors)}</output>
          <button type="submit">send</button>
        </form>
      );
    }
    const onValid = vi.fn();
    render(<Grouped onValid={onValid} />);
    expect(screen.queryByLabelText('q9')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(errors()).toEqual({ 'answers.q4': { type: 'validation', message: 'required' } }));
    fireEvent.click(screen.getByLabelText('Same as above'));
    expect((screen.getByLabelText('q9') as HTMLInputElement).value).toBe('prefilled');
    fireEvent.change(screen.getByLabelText('q9'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByLabelText('Same as above'));
    expect(screen.queryByLabelText('q9')).toBeNull();
    fireEvent.click(screen.getByLabelText('Same as above'));
    expect((screen.getByLabelText('q9') as HTMLInputElement).value).toBe('typed');
    fireEvent.change(screen.getByLabelText('q4'), { target: { value: 'yes' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ answers: { q4: 'yes', q9: 'typed' }, other: false }));
  });

  it("shows the API's error beside its field until the form is checked again", async () => {
    function Served() {
      const { register, handleSubmit, setError, formState } = useLightForm<{ name: string }>({
        loadSchema: async () => z.object({ name: z.string() }),
        defaultValues: { name: 'Rossi' },
      });
      return (
        <form noValidate onSubmit={handleSubmit(() => setError('name', { type: 'server', message: 'name_taken' }))}>
          <input aria-label="name" {...register('name')} />
          <output data-testid="errors">{JSON.stringify(formState.errors)}</output>
          <button type="submit">send</button>
        </form>
      );
    }
    render(<Served />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(errors()).toEqual({ name: { type: 'server', message: 'name_taken' } }));
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Bianchi' } });
    await waitFor(() => expect(errors()).toEqual({}));
  });

  it('keeps a list of field groups: an added item takes the focus, moved items keep what was typed, reset sets new starting values', async () => {
    const items = z.object({ rows: z.array(z.object({ text: z.string().check(z.minLength(1, 'required')) })) });
    type Rows = z.input<typeof items>;
    function Rows({ onValid }: { onValid: (values: Rows) => void }) {
      const { register, handleSubmit, formState, control } = useLightForm<Rows>({
        loadSchema: async () => items,
        defaultValues: { rows: [{ text: 'a' }] },
      });
      const { keys, append, remove, move } = useLightList(control, 'rows');
      const { reset, isDirty } = useLightReset(control);
      return (
        <form
          noValidate
          onSubmit={handleSubmit((values) => {
            onValid(values);
            reset({ rows: values.rows.map((row) => ({ text: row.text.trim() })) });
          })}
        >
          {keys.map((key, index) => (
            <fieldset key={key}>
              <input aria-label={`row ${index + 1}`} {...register(`rows.${index}.text`)} />
              {index > 0 && (
                <button type="button" onClick={() => move(index, index - 1)}>
                  up {index + 1}
                </button>
              )}
              <button type="button" onClick={() => remove(index)}>
                remove {index + 1}
              </button>
            </fieldset>
          ))}
          <button type="button" onClick={() => append({ text: '' })}>
            add
          </button>
          <output data-testid="dirty">{String(isDirty)}</output>
          <output data-testid="errors">{JSON.stringify(formState.errors)}</output>
          <button type="submit">send</button>
        </form>
      );
    }
    const onValid = vi.fn();
    render(<Rows onValid={onValid} />);
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('row 2')));
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(errors()).toEqual({ 'rows.1.text': { type: 'validation', message: 'required' } }));
    fireEvent.change(screen.getByLabelText('row 2'), { target: { value: ' b ' } });
    await waitFor(() => expect(errors()).toEqual({}));
    fireEvent.click(screen.getByRole('button', { name: 'up 2' }));
    expect((screen.getByLabelText('row 1') as HTMLInputElement).value).toBe(' b ');
    expect((screen.getByLabelText('row 2') as HTMLInputElement).value).toBe('a');
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ rows: [{ text: ' b ' }, { text: 'a' }] }));
    await waitFor(() => expect((screen.getByLabelText('row 1') as HTMLInputElement).value).toBe('b'));
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'remove 1' }));
    expect((screen.getByLabelText('row 1') as HTMLInputElement).value).toBe('a');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
  });

  it("with checkTouched checks a field once it loses the focus, shows that field's error only, and hands every change on", async () => {
    const pair = z.object({ first: z.string().check(z.minLength(1, 'required')), second: z.string().check(z.minLength(1, 'required')) });
    const changes = vi.fn();
    function Touched() {
      const { formState, control } = useLightForm<z.input<typeof pair>>({
        loadSchema: async () => pair,
        defaultValues: { first: '', second: '' },
        onValuesChange: changes,
      });
      const { register, setValue, trigger } = useLightFields(control, { checkTouched: true });
      return (
        <form noValidate>
          <input aria-label="first" {...register('first')} />
          <input aria-label="second" {...register('second')} />
          <button type="button" onClick={() => setValue('second', 'set')}>
            fill
          </button>
          <button type="button" onClick={() => void trigger()}>
            check all
          </button>
          <output data-testid="errors">{JSON.stringify(formState.errors)}</output>
        </form>
      );
    }
    render(<Touched />);
    fireEvent.blur(screen.getByLabelText('first'));
    await waitFor(() => expect(errors()).toEqual({ first: { type: 'validation', message: 'required' } }));
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'x' } });
    await waitFor(() => expect(errors()).toEqual({}));
    expect(changes).toHaveBeenLastCalledWith({ first: 'x', second: '' });
    fireEvent.click(screen.getByRole('button', { name: 'fill' }));
    expect((screen.getByLabelText('second') as HTMLInputElement).value).toBe('set');
    expect(changes).toHaveBeenLastCalledWith({ first: 'x', second: 'set' });
    fireEvent.change(screen.getByLabelText('second'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'check all' }));
    await waitFor(() => expect(errors()).toEqual({ second: { type: 'validation', message: 'required' } }));
  });
});

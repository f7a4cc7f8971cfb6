// One field component frames every control of the forms: its label (with the
// star of a required field), and under it the hint or the error, announced and
// linked to the control by aria-describedby, the control marked aria-invalid.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';

afterEach(cleanup);

const describedText = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('names its control by the label and describes it by the hint while there is no error', () => {
    render(
      <FormField label="Partita IVA" required hint="11 cifre">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Partita IVA');
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toEqual(['11 cifre']);
    // the star shows beside the label, out of the field's name
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the error instead of the hint, announced, and marks the control invalid', () => {
    render(
      <FormField label="Partita IVA" hint="11 cifre" error="È necessario inserire una P.iva valida">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Partita IVA');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toEqual(['È necessario inserire una P.iva valida']);
    expect(screen.getByRole('alert').textContent).toBe('È necessario inserire una P.iva valida');
    expect(screen.queryByText('11 cifre')).toBeNull();
  });

  it('lists several errors at once under the control, one item each, and takes an empty list for none', () => {
    const { rerender } = render(
      <FormField label="Allegati" hint="Fino a 5 file" error={['a.txt non è una foto', 'b.jpg è troppo grande']}>
        {(control) => <input {...control} type="file" />}
      </FormField>,
    );
    const input = screen.getByLabelText('Allegati');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['a.txt non è una foto', 'b.jpg è troppo grande']);
    rerender(
      <FormField label="Allegati" hint="Fino a 5 file" error={[]}>
        {(control) => <input {...control} type="file" />}
      </FormField>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toEqual(['Fino a 5 file']);
  });

  it('frames the text, multi-line and select fields the same way', () => {
    render(
      <>
        <TextField label="Nome" error="Campo obbligatorio" />
        <TextAreaField label="Note" error="Troppo lungo" />
        <SelectField label="Tipo" options={[{ value: '', label: '—' }]} error="Scegli un tipo" />
      </>,
    );
    for (const [label, message] of [
      ['Nome', 'Campo obbligatorio'],
      ['Note', 'Troppo lungo'],
      ['Tipo', 'Scegli un tipo'],
    ] as const) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(describedText(control)).toEqual([message]);
    }
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });
});

// The decimal field reads a number the page language's way ("1.420,00" in
// Italian, "1,420.00" in English) and gives the form the number; what cannot
// be read stays as typed and reaches the form as NaN, for its checks to refuse,
// without the browser's pattern bubble.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DecimalField } from '@/components/ui/decimal-field';
import { renderIntl } from '../../support/components/render';

function Example({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <DecimalField name="supplierPrice" label="Prezzo" max={100_000_000} value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
      <button type="button" onClick={() => setValue(250.5)}>
        reset
      </button>
    </>
  );
}

const type = (value: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value } });
const held = () => screen.getByTestId('value').textContent;

describe('DecimalField', () => {
  it('reads Italian amounts, grouped or not', () => {
    renderIntl(<Example />, 'it');
    type('1.420,00');
    expect(held()).toBe('1420');
    type('1420,5');
    expect(held()).toBe('1420.5');
    type('');
    expect(held()).toBe('null');
  });

  it('reads English amounts, grouped or not', () => {
    renderIntl(<Example />, 'en');
    type('1,420.00');
    expect(held()).toBe('1420');
    type('1420.5');
    expect(held()).toBe('1420.5');
  });

  it("keeps what cannot be read as typed and gives the form NaN, with no browser pattern; the language's separators only", () => {
    renderIntl(<Example />, 'it');
    const input = screen.getByRole('textbox');
    type('1,420.00');
    expect(held()).toBe('NaN');
    expect((input as HTMLInputElement).value).toBe('1,420.00');
    expect(input.getAttribute('pattern')).toBeNull();
    expect(input.getAttribute('inputmode')).toBe('decimal');
    // the hint shows how the language writes a number
    expect(screen.getByText('Per esempio 1.420,5')).toBeTruthy();
  });

  it('shows a number given by the form the language way, and a new one set from outside', () => {
    renderIntl(<Example initial={1420.5} />, 'it');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('1.420,5');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('250,5');
  });
});

// The ticket's file chooser says each file it refuses, one line each, under the
// chooser the one way every field says its errors (components/ui/form-field.tsx).
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentsPicker } from '@/components/tickets/attachments-picker';
import { ATTACHMENT_MAX_BYTES } from '@/core/domain/tickets';
import { renderIntl } from '../../support/components/render';

function Picker({ onChange }: { onChange: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <AttachmentsPicker
      files={files}
      onChange={(next) => {
        setFiles(next);
        onChange(next);
      }}
    />
  );
}

const file = (name: string, type: string, size = 1) => new File([new Uint8Array(size)], name, { type });

describe('choosing attachments', () => {
  it('lists every file refused under the chooser, marks it invalid and keeps the good one', () => {
    const onChange = vi.fn();
    renderIntl(<Picker onChange={onChange} />);
    const chooser = screen.getByLabelText('Aggiungi file');
    expect(chooser.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(chooser, {
      target: { files: [file('note.txt', 'text/plain'), file('grande.jpg', 'image/jpeg', ATTACHMENT_MAX_BYTES + 1), file('danno.png', 'image/png')] },
    });
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'note.txt non è una foto (JPEG, PNG, WebP) né un PDF.',
      'grande.jpg supera i 10 MB.',
    ]);
    expect(chooser.getAttribute('aria-invalid')).toBe('true');
    expect(chooser.getAttribute('aria-describedby')).toBe(alert.id);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'danno.png' })]);
    expect(screen.getByTestId('chosen-files').textContent).toContain('danno.png');
  });

  it('takes the errors away when a file is taken out, and describes the chooser by its hint again', () => {
    const onChange = vi.fn();
    renderIntl(<Picker onChange={onChange} />);
    const chooser = screen.getByLabelText('Aggiungi file');
    fireEvent.change(chooser, { target: { files: [file('danno.png', 'image/png'), file('note.txt', 'text/plain')] } });
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Togli danno.png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chooser.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(chooser.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Fino a 5 file/);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

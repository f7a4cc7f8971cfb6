import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuButton, MenuItem, MenuRadioItem } from '@/components/ui/menu-button';

afterEach(cleanup);

function Example({ onPick = vi.fn() }: { onPick?: (value: string) => void }) {
  return (
    <>
      <MenuButton label="Cambia agenzia" trigger="Cambia agenzia">
        <MenuRadioItem checked={false} onSelect={() => onPick('milano')}>
          Agenzia Milano
        </MenuRadioItem>
        <MenuRadioItem checked onSelect={() => onPick('nikon')}>
          Nikon
        </MenuRadioItem>
        <MenuItem onSelect={() => onPick('other')} disabled>
          Disabled
        </MenuItem>
      </MenuButton>
      <p>outside</p>
    </>
  );
}

describe('MenuButton', () => {
  it('opens on click with the checked item focused, and says so to assistive technology', () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Cambia agenzia' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Cambia agenzia' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: /Nikon/ }));
  });

  it('moves with the arrow keys, Home and End, skipping disabled items, and wraps', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Cambia agenzia' }));
    const menu = screen.getByRole('menu');
    const milano = screen.getByRole('menuitemradio', { name: /Agenzia Milano/ });
    const nikon = screen.getByRole('menuitemradio', { name: /Nikon/ });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(milano);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(nikon);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(milano);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(nikon);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Cambia agenzia' });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside, and picks an item with a click', () => {
    const onPick = vi.fn();
    render(<Example onPick={onPick} />);
    const trigger = screen.getByRole('button', { name: 'Cambia agenzia' });
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Agenzia Milano/ }));
    expect(onPick).toHaveBeenCalledWith('milano');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does nothing for a disabled item', () => {
    const onPick = vi.fn();
    render(<Example onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cambia agenzia' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Disabled' }));
    expect(onPick).not.toHaveBeenCalled();
  });
});

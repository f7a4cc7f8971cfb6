import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MenuButton } from '@/components/ui/menu-button';
import { MenuItem, MenuRadioGroup, MenuRadioItem, MenuSeparator } from '@/components/ui/menu-radix';

// Radix positions its menu with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  loadItems.mockClear();
});

interface ItemProps {
  agency: string;
  onChange: (value: string) => void;
  onPick: (value: string) => void;
}

function ExampleItems({ agency, onChange, onPick }: ItemProps) {
  return (
    <>
      <MenuRadioGroup value={agency} onValueChange={onChange}>
        <MenuRadioItem value="milano">Agenzia Milano</MenuRadioItem>
        <MenuRadioItem value="nikon">Nikon</MenuRadioItem>
      </MenuRadioGroup>
      <MenuSeparator />
      <MenuItem onSelect={() => onPick('other')} disabled>
        Disabled
      </MenuItem>
    </>
  );
}

// The items load with the menu (a module of their own in the portal); here they are at hand.
const loadItems = vi.fn(() => Promise.resolve(ExampleItems));

function Example({ onPick = vi.fn() }: { onPick?: (value: string) => void }) {
  const [agency, setAgency] = useState('nikon');
  const onChange = (value: string) => {
    setAgency(value);
    onPick(value);
  };
  return (
    <>
      <MenuButton label="Cambia agenzia" trigger="Cambia agenzia" items={loadItems} itemProps={{ agency, onChange, onPick }} />
      <p>outside</p>
    </>
  );
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Cambia agenzia' }));
  return screen.findByRole('menu', { name: 'Cambia agenzia' });
}

describe('MenuButton', () => {
  it('is a plain closed menu button until first opened: the menu code is not on the page yet', () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Cambia agenzia' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(loadItems).not.toHaveBeenCalled();
  });

  it('opens on click with the checked item focused, and says so to assistive technology', async () => {
    render(<Example />);
    await openMenu();
    expect(screen.getByRole('button', { name: 'Cambia agenzia' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: /Nikon/ })));
    expect(screen.getByRole('menuitemradio', { name: /Nikon/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('gives the loaded items the props of every render', async () => {
    render(<Example />);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Agenzia Milano/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Radix's trigger now: it opens on a pointer press.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Cambia agenzia' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitemradio', { name: /Agenzia Milano/ }).getAttribute('aria-checked')).toBe('true');
    expect(loadItems).toHaveBeenCalledTimes(1);
  });

  // Radix moves the focus on the tick after the key.
  it('moves with the arrow keys, Home and End, skipping disabled items, and wraps', async () => {
    render(<Example />);
    const menu = await openMenu();
    const milano = screen.getByRole('menuitemradio', { name: /Agenzia Milano/ });
    const nikon = screen.getByRole('menuitemradio', { name: /Nikon/ });
    await waitFor(() => expect(document.activeElement).toBe(nikon));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(milano));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(nikon));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(document.activeElement).toBe(milano));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(nikon));
    expect(menu.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    render(<Example />);
    await openMenu();
    await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cambia agenzia' }));
  });

  it('closes on a click outside, and picks an item with a click', async () => {
    const onPick = vi.fn();
    render(<Example onPick={onPick} />);
    await openMenu();
    // Radix listens for outside presses from the tick after opening: press until it hears one.
    await waitFor(() => {
      fireEvent.pointerDown(screen.getByText('outside'));
      expect(screen.queryByRole('menu')).toBeNull();
    });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Cambia agenzia' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    await screen.findByRole('menu');
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Agenzia Milano/ }));
    expect(onPick).toHaveBeenCalledWith('milano');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('does nothing for a disabled item', async () => {
    const onPick = vi.fn();
    render(<Example onPick={onPick} />);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Disabled' }));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});

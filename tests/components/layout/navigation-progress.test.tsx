import { afterEach, describe, expect, it } from 'vitest';
import { startsNavigation } from '@/components/layout/navigation-progress';

// Which clicks show the loading bar: a plain click on a link to another page of the portal.
describe('startsNavigation', () => {
  const here = new URL('http://portal.test/contracts?page=2');
  afterEach(() => document.body.replaceChildren());

  function clickOn(html: string, modifiers: Partial<Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>> = {}) {
    document.body.innerHTML = html;
    const target = document.querySelector('[data-click]') ?? document.body.firstElementChild;
    return startsNavigation({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target, ...modifiers }, here);
  }

  it('a link to another page, or to the same page with other filters, from anywhere inside it', () => {
    expect(clickOn('<a href="/customers">Clienti</a>')).toBe(true);
    expect(clickOn('<a href="/contracts?page=3"><span data-click>3</span></a>')).toBe(true);
    expect(clickOn('<a href="http://portal.test/en/contracts">EN</a>')).toBe(true);
  });

  it('not the same page, an anchor, another site, a new tab, a download, a modified or middle click, or no link', () => {
    expect(clickOn('<a href="/contracts?page=2">2</a>')).toBe(false);
    expect(clickOn('<a href="#main">Salta</a>')).toBe(false);
    expect(clickOn('<a href="https://example.com/">Fuori</a>')).toBe(false);
    expect(clickOn('<a href="/customers" target="_blank">Clienti</a>')).toBe(false);
    expect(clickOn('<a href="/api/file.xlsx" download>Scarica</a>')).toBe(false);
    expect(clickOn('<a href="/customers">Clienti</a>', { ctrlKey: true })).toBe(false);
    expect(clickOn('<a href="/customers">Clienti</a>', { button: 1 })).toBe(false);
    expect(clickOn('<button data-click>Salva</button>')).toBe(false);
  });
});

// A click that the browser would follow in this tab: the left button, no
// modifier (those open a new tab or window, or download), on a link without
// another target. Anything else is left to the browser.

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

export function followsInPlace(event: ClickLike, anchor: Pick<HTMLAnchorElement, 'target' | 'hasAttribute'>): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return (!anchor.target || anchor.target === '_self') && !anchor.hasAttribute('download');
}

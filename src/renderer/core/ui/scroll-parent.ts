const SCROLLS = /^(auto|scroll|overlay)$/;

/**
 * The nearest ancestor of `el` that scrolls vertically, or null when the document scrolls
 * (pages scroll either inside PageFrame / TabBarLayout bodies or, outside them, the document).
 */
export function scrollParent(el: Element): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    if (node === document.body || node === document.documentElement) return null;
    if (SCROLLS.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}

/**
 * Whether nothing between `el` and the document is scrolled down: a pull at the top refreshes,
 * a pull anywhere lower scrolls. Every ancestor counts, not only the nearest scroller: a list
 * inside a scrolled page is not "at the top".
 */
export function atScrollTop(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return (document.scrollingElement?.scrollTop ?? 0) <= 0 && window.scrollY <= 0;
}

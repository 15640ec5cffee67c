/**
 * The mobile menu is a <details>, so it opens without JavaScript. This adds what a menu should do:
 * close on navigation (including a page restored from the back/forward cache), on Escape, on an outside tap, and
 * when the keyboard focus moves out of it (Tab past its last item, Shift+Tab past its button), so the focus never
 * lands on a control the open menu still covers.
 */
export function enhance(el: HTMLElement) {
  const menu = el.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
  if (!menu) return;
  const close = () => {
    menu.open = false;
  };
  menu.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) close();
  });
  menu.addEventListener('focusout', (e) => {
    const next = e.relatedTarget as Node | null;
    if (next && !menu.contains(next)) close();
  });
  window.addEventListener('pageshow', close);
  window.addEventListener('pagehide', close);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu.open) {
      close();
      menu.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (menu.open && !menu.contains(e.target as Node)) close();
  });
}

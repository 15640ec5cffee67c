/**
 * The template's Print / Save as PDF button. Without JavaScript it stays hidden (the browser's own print
 * still works and the print stylesheet still applies). Before printing, each textarea is grown to fit its
 * text, for browsers without `field-sizing: content`, so nothing the visitor wrote is clipped on paper.
 */
export function enhance(el: HTMLElement) {
  const button = el.querySelector<HTMLButtonElement>('button[data-print]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => window.print());
  if (!CSS.supports('field-sizing', 'content')) {
    const areas = () => document.querySelectorAll<HTMLTextAreaElement>('textarea[data-print-grow]');
    window.addEventListener('beforeprint', () => {
      for (const t of areas()) t.style.height = `${t.scrollHeight + 2}px`;
    });
    window.addEventListener('afterprint', () => {
      for (const t of areas()) t.style.height = '';
    });
  }
}

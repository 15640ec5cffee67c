/**
 * The thermometer works with CSS alone; this only makes the newly shown result heard by screen readers:
 * the chosen level's label and message are copied into a polite live region.
 */
export function enhance(el: HTMLElement) {
  const announce = el.querySelector<HTMLElement>('[data-thermo-announce]');
  if (!announce) return;
  el.addEventListener('change', (e) => {
    const input = e.target as HTMLInputElement;
    if (input.name !== 'burnout-level') return;
    const panel = el.querySelector<HTMLElement>(`.thermo-result[data-level="${input.value}"]`);
    announce.textContent = panel?.querySelectorAll('p')[1]?.textContent ?? '';
  });
}

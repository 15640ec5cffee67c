/** On small screens, choosing a package scrolls the savings panel into view after 100 ms. */
import { TIMINGS } from '../../routes/_lib/islands';

export function enhance(el: HTMLElement) {
  const panel = el.querySelector<HTMLElement>('[data-roi-panel]');
  if (!panel) return;
  el.addEventListener('change', (e) => {
    if ((e.target as HTMLInputElement).name !== 'roi-package') return;
    if (window.innerWidth >= TIMINGS.mobileBreakpointPx) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    setTimeout(() => panel.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' }), TIMINGS.roiScrollDelayMs);
  });
}

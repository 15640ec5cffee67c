/**
 * On small screens, choosing a package brings its savings into view after 100 ms: only when they are not in view
 * already, and never so far that the chosen package (for a keyboard visitor, the focused choice) leaves the screen.
 */
import { TIMINGS } from '../../routes/_lib/islands';

export function enhance(el: HTMLElement) {
  const panels = el.querySelector<HTMLElement>('[data-roi-panel]');
  if (!panels) return;
  el.addEventListener('change', (e) => {
    const choice = e.target as HTMLInputElement;
    if (choice.name !== 'roi-package' || window.innerWidth >= TIMINGS.mobileBreakpointPx) return;
    setTimeout(() => {
      const panel = panels.querySelector<HTMLElement>(`[data-package="${choice.value}"]`) ?? panels;
      // The savings: the panel's heading and the figure under it.
      const figure = panel.querySelector('p') ?? panel;
      // Where the sticky header ends (client/styles.css keeps the scroll padding to it).
      const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const panelTop = panel.getBoundingClientRect().top;
      if (panelTop >= top && figure.getBoundingClientRect().bottom <= window.innerHeight) return;
      const chosen = (choice.closest('label') ?? choice).getBoundingClientRect().top;
      const by = Math.min(panelTop, chosen) - top;
      if (by <= 0) return;
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollBy({ top: by, behavior: reduce ? 'instant' : 'smooth' });
    }, TIMINGS.roiScrollDelayMs);
  });
}

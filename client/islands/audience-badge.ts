/** SPEC §1: rotate the hero badge every 3 s; paused for reduced motion; clicking it scrolls to #services. */
import { TIMINGS } from '../../routes/_lib/islands';

export function enhance(el: HTMLElement, props: Record<string, unknown>) {
  const badges = (props.badges as string[] | undefined) ?? [];
  const text = el.querySelector<HTMLElement>('[data-badge-text]');
  const link = el.querySelector<HTMLAnchorElement>('a[data-audience-badge]');
  if (!text || !link || badges.length < 2) return;

  link.addEventListener('click', (event) => {
    const target = document.getElementById('services');
    if (!target) return;
    event.preventDefault();
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(null, '', '#services');
  });

  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  let index = 0;
  setInterval(() => {
    if (document.hidden) return;
    index = (index + 1) % badges.length;
    text.textContent = badges[index]!;
  }, TIMINGS.badgeRotationMs);
}

/**
 * The hero badge rotates every 3 s through the audiences (not for visitors who prefer reduced motion), with a
 * button that pauses and restarts it. It holds still while it has the focus or the pointer, so its name never
 * changes under the visitor. It is an in-page link to #services: the page scrolls there and the focus goes to the
 * section's heading, so the next Tab, and a screen reader, carry on from the services.
 */
import { TIMINGS } from '../../routes/_lib/islands';

export function enhance(el: HTMLElement, props: Record<string, unknown>) {
  const badges = (props.badges as string[] | undefined) ?? [];
  const control = props.control as { pause: string; play: string } | undefined;
  const text = el.querySelector<HTMLElement>('[data-badge-text]');
  const link = el.querySelector<HTMLAnchorElement>('a[data-audience-badge]');
  if (!text || !link || badges.length < 2) return;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');

  link.addEventListener('click', (event) => {
    const target = document.getElementById('services');
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: reduce.matches ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(null, '', '#services');
    const heading = document.getElementById(target.getAttribute('aria-labelledby') ?? '');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  });

  if (reduce.matches) return;
  const button = el.querySelector<HTMLButtonElement>('button[data-badge-pause]');
  const label = button?.querySelector<HTMLElement>('[data-badge-pause-label]');
  let paused = false;
  if (button && label && control) {
    button.hidden = false;
    button.addEventListener('click', () => {
      paused = !paused;
      label.textContent = paused ? control.play : control.pause;
      for (const icon of button.querySelectorAll<HTMLElement>('[data-badge-when]')) icon.hidden = icon.dataset.badgeWhen !== (paused ? 'paused' : 'playing');
    });
  }
  const held = { focus: false, pointer: false };
  link.addEventListener('focus', () => (held.focus = true));
  link.addEventListener('blur', () => (held.focus = false));
  link.addEventListener('pointerenter', () => (held.pointer = true));
  link.addEventListener('pointerleave', () => (held.pointer = false));

  let index = 0;
  setInterval(() => {
    if (paused || held.focus || held.pointer || document.hidden || reduce.matches) return;
    index = (index + 1) % badges.length;
    text.textContent = badges[index]!;
  }, TIMINGS.badgeRotationMs);
}

/**
 * The testimonial carousel on a CSS scroll-snap track. Previous and next follow the scroll position: each is
 * disabled at its end of the track, so a button never does something other than its name says. The carousel
 * still loops for the keyboard: the left and right arrow keys, pressed anywhere in the carousel (track or
 * buttons), wrap from one end to the other. The buttons stay hidden (CSS) for reduced motion.
 */
export function enhance(el: HTMLElement) {
  const track = el.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = el.querySelector<HTMLElement>('[data-carousel-controls]');
  const prev = el.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = el.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!track || !controls || !prev || !next) return;
  controls.hidden = false;

  const slideWidth = () => (track.firstElementChild as HTMLElement | null)?.offsetWidth ?? track.clientWidth;
  const atStart = () => track.scrollLeft <= 2;
  const atEnd = () => track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;

  const step = (direction: 1 | -1) => track.scrollBy({ left: direction * slideWidth() });
  const wrap = (direction: 1 | -1) => {
    if (direction === 1 && atEnd()) track.scrollTo({ left: 0 });
    else if (direction === -1 && atStart()) track.scrollTo({ left: track.scrollWidth });
    else step(direction);
  };

  const update = () => {
    const focused = document.activeElement;
    prev.disabled = atStart();
    next.disabled = atEnd();
    // A button that just reached its end loses focus with its disabling: hand it to the other one.
    if (focused === prev && prev.disabled && !next.disabled) next.focus();
    if (focused === next && next.disabled && !prev.disabled) prev.focus();
  };

  prev.addEventListener('click', () => step(-1));
  next.addEventListener('click', () => step(1));
  el.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    wrap(e.key === 'ArrowRight' ? 1 : -1);
  });
  track.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(track);
  update();
}

/**
 * SPEC §2 testimonial carousel on a CSS scroll-snap track: looping previous/next (buttons enabled by scroll
 * position; at either end they wrap), left and right arrow keys. The buttons stay hidden (CSS) for reduced motion.
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
  const scrollable = () => track.scrollWidth > track.clientWidth + 2;

  const move = (direction: 1 | -1) => {
    if (direction === 1 && atEnd()) track.scrollTo({ left: 0 });
    else if (direction === -1 && atStart()) track.scrollTo({ left: track.scrollWidth });
    else track.scrollBy({ left: direction * slideWidth() });
  };

  // Looping means there is always somewhere to go, as long as the slides overflow the view.
  const update = () => {
    prev.disabled = !scrollable();
    next.disabled = !scrollable();
    prev.dataset.atEdge = String(atStart());
    next.dataset.atEdge = String(atEnd());
  };

  prev.addEventListener('click', () => move(-1));
  next.addEventListener('click', () => move(1));
  track.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      move(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      move(-1);
    }
  });
  track.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(track);
  update();
}

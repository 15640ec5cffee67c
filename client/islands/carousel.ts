/**
 * The testimonial carousel on a CSS scroll-snap track. It loops: Previous and Next, like the left and right arrow
 * keys pressed anywhere in the carousel (track or buttons), go round from one end to the other, so a button and
 * its key never disagree. After every move a polite status says which testimonial leads the view. The buttons stay
 * hidden (CSS) for reduced motion.
 */
export function enhance(el: HTMLElement) {
  const track = el.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = el.querySelector<HTMLElement>('[data-carousel-controls]');
  const prev = el.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = el.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const status = el.querySelector<HTMLElement>('[data-carousel-status]');
  if (!track || !controls || !prev || !next || !status) return;
  controls.classList.remove('invisible');

  const total = track.children.length;
  const slideWidth = () => (track.firstElementChild as HTMLElement | null)?.offsetWidth || track.clientWidth;
  const atStart = () => track.scrollLeft <= 2;
  const atEnd = () => track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  const leading = () => Math.min(total, Math.round(track.scrollLeft / slideWidth()) + 1);

  const move = (direction: 1 | -1) => {
    if (direction === 1 && atEnd()) track.scrollTo({ left: 0 });
    else if (direction === -1 && atStart()) track.scrollTo({ left: track.scrollWidth });
    else track.scrollBy({ left: direction * slideWidth() });
  };

  // Both buttons work whenever the track has anywhere to go: everywhere, once it is wider than its window.
  const update = () => {
    prev.disabled = next.disabled = track.scrollWidth <= track.clientWidth + 2;
  };

  // Announced once the track comes to rest, and only when another testimonial leads.
  let announced = leading();
  let settling: ReturnType<typeof setTimeout> | undefined;
  const settled = () => {
    const now = leading();
    if (now === announced) return;
    announced = now;
    status.textContent = `Testimonial ${now} of ${total}`;
  };

  prev.addEventListener('click', () => move(-1));
  next.addEventListener('click', () => move(1));
  el.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    move(e.key === 'ArrowRight' ? 1 : -1);
  });
  track.addEventListener(
    'scroll',
    () => {
      clearTimeout(settling);
      settling = setTimeout(settled, 150);
    },
    { passive: true },
  );
  new ResizeObserver(update).observe(track);
  update();
}

/**
 * The island loader: the only script every page loads. It finds server-marked islands and loads each
 * island's code only when its strategy says so. React is not part of this file: it is fetched with the
 * first React island that hydrates, so a page whose islands are all plain enhancers never downloads it.
 */
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_PROPS_ATTR, SCROLL_ROW_ATTR, TIMINGS, type HydrateStrategy } from '../routes/_lib/islands';
import { runGeoFallback } from './geo';
import { startNotes } from './notes';

export interface EnhancerModule {
  enhance: (el: HTMLElement, props: Record<string, unknown>) => void;
}
type IslandModule = EnhancerModule | { default: unknown };

const modules = import.meta.glob<IslandModule>('./islands/*.{ts,tsx}');
// A .tsx island is a React island (docs/architecture.md#islands): React is fetched alongside its module, not after it.
const islands = new Map(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\/islands\/|\.tsx?$/g, ''), { load, react: file.endsWith('.tsx') }]),
);

/** An island's module, and the React hydrator with it for a React island, fetched in parallel; nothing runs. */
async function fetchCode(name: string) {
  const island = islands.get(name);
  if (!island) throw new Error(`No island named ${name}`);
  return await Promise.all([island.load(), island.react ? import('./hydrate') : undefined]);
}

async function activate(el: HTMLElement) {
  if (el.dataset.activated) return;
  el.dataset.activated = '';
  const name = el.getAttribute(ISLAND_ATTR)!;
  if (!islands.has(name)) return console.error(`No island named ${name}`);
  const props = JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) || '{}') as Record<string, unknown>;
  const [mod, hydrator] = await fetchCode(name);
  if ('enhance' in mod) mod.enhance(el, props);
  else {
    const { hydrateIsland } = hydrator ?? (await import('./hydrate'));
    hydrateIsland(el, mod.default, props);
  }
  // Marks the island live, for what waits on it (the end-to-end journeys) rather than guessing a delay.
  el.dataset.started = '';
}

/** Runs `then` on the first of `events` inside the island, once. */
function onFirst(el: HTMLElement, events: readonly string[], then: () => void) {
  const once = () => {
    for (const e of events) el.removeEventListener(e, once);
    then();
  };
  for (const e of events) el.addEventListener(e, once, { passive: true });
}

const firstBox = (el: HTMLElement) => (el.firstElementChild as HTMLElement | null) ?? el;

function schedule(el: HTMLElement) {
  const strategy = (el.getAttribute(ISLAND_HYDRATE_ATTR) ?? 'load') as HydrateStrategy;
  // A module that cannot be fetched (the visitor navigated on mid-load, or went offline) leaves the server's markup
  // working as it does without JavaScript (each trigger fires once, so it stays that way until the next page).
  const run = () => void activate(el).catch(() => delete el.dataset.activated);
  switch (strategy) {
    case 'load':
      return run();
    case 'idle':
      return 'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
    case 'visible': {
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            io.disconnect();
            run();
          }
        },
        { rootMargin: '300px' },
      );
      return io.observe(firstBox(el));
    }
    case 'interaction':
      return onFirst(el, ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'], run);
    case 'input': {
      // Passing over the island fetches its code, so that the click which follows starts it sooner. Nothing the
      // visitor does is held back or replayed: until the island has started, the server's markup takes the click or
      // key itself (a radio is checked, a form posts as it does without JavaScript), and the island starts from the
      // state the controls are in (client/islands/questionnaire.tsx reads its answers back from the form).
      const name = el.getAttribute(ISLAND_ATTR)!;
      onFirst(el, ['pointerover', 'touchstart'], () => void fetchCode(name).catch(() => {}));
      // focusin comes with the pointer press in most browsers, and is how a keyboard arrives; click is a tap's, and
      // Safari's, which focus no radio or button on a click.
      return onFirst(el, ['focusin', 'click', 'keydown'], run);
    }
    case 'focus':
      return onFirst(el, ['focusin'], run);
  }
}

// The sticky header's real height is the page's scroll padding (client/styles.css), so a focused control or an
// #anchor target never ends up behind it, however many rows the header wraps onto. The property inherits, so
// setting it restyles every element on the page: it is set only when the stylesheet's height is not the real one.
const header = document.querySelector<HTMLElement>('body > header');
const root = document.documentElement;
if (header)
  new ResizeObserver(() => {
    const height = `${header.offsetHeight}px`;
    if (getComputedStyle(root).getPropertyValue('--header-height') !== height) root.style.setProperty('--header-height', height);
  }).observe(header);

// The browser leaves a focused control that it can partly see in a sideways-scrolling row (the section links of
// /services on a phone) half out of view: bring the whole of it, and its focus ring, into the row's view.
addEventListener('focusin', (event) => {
  const el = event.target as Element;
  for (let row = el.parentElement; row && row !== document.body; row = row.parentElement) {
    if (row.scrollWidth <= row.clientWidth || !/auto|scroll/.test(getComputedStyle(row).overflowX)) continue;
    const [box, view, ring] = [el.getBoundingClientRect(), row.getBoundingClientRect(), 10];
    const by = box.left - ring < view.left ? box.left - ring - view.left : Math.max(0, box.right + ring - view.right);
    if (by) row.scrollBy({ left: by });
    return;
  }
});

// A row of cards with no link in it is a tab stop while it scrolls sideways (phones), so the keyboard can scroll it,
// and none while it is a grid. It scrolls exactly below the md breakpoint (SWIPE_ROW in routes/_layout/ui.tsx), so
// the media query decides rather than the row's size: a row in a section not yet rendered (RENDER_ON_SIGHT) has none.
const phone = matchMedia(`(width < ${TIMINGS.mobileBreakpointPx}px)`);
const setRowStops = () => {
  for (const row of document.querySelectorAll(`[${SCROLL_ROW_ATTR}]`)) {
    if (phone.matches) row.setAttribute('tabindex', '0');
    else row.removeAttribute('tabindex');
  }
};
setRowStops();
phone.addEventListener('change', setRowStops);
for (const el of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) schedule(el);
runGeoFallback();
startNotes();

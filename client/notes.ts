/**
 * Page notes: what only the browser knows about a page, for the site's own first-party measurement
 * (docs/analytics.md). The worker already counted the page request itself; this adds a prerendered page being
 * shown, clicks on the footer's copy-email button, and Core Web Vitals. Clicks on the booking calendar and
 * checkout links are counted by the worker itself, at their go-addresses (routes/analytics/attribution/go.ts), with or
 * without this script, so they send no note here. Nothing is stored in the browser, nothing is sent before the
 * load event, and a browser that sends Global Privacy Control sends nothing at all. Notes go with sendBeacon,
 * which outlives the page.
 */
import { NOTES_PATH, UNMEASURED_ATTR } from '../routes/_lib/analytics';
import { ISLAND_ATTR } from '../routes/_lib/islands';

const send = (note: Record<string, unknown>) => navigator.sendBeacon(NOTES_PATH, JSON.stringify({ p: location.pathname, ...note }));

function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

/** copy_email and its address: null for anything else (booking and checkout count at their go-addresses). */
function destination(el: Element): [kind: string, target: string] | null {
  return el.matches('button[data-copy-email]') ? ['copy_email', 'email'] : null;
}

/** The button's visible words (not the screen-reader note about the new tab). */
const label = (el: Element) =>
  [...el.childNodes]
    .filter((n) => !(n instanceof Element && n.classList.contains('sr-only')))
    .map((n) => n.textContent)
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);

/** Where it sits: the nearest widget, page section (its id or heading's id), nav, header or footer. */
function place(el: Element): string {
  for (let n = el.parentElement; n; n = n.parentElement) {
    const tag = n.tagName;
    const name =
      n.getAttribute(ISLAND_ATTR) ??
      (tag === 'SECTION' ? n.id || n.getAttribute('aria-labelledby')?.replace(/-heading$/, '') : /^(NAV|HEADER|FOOTER)$/.test(tag) ? tag.toLowerCase() : null);
    if (name) return name.toLowerCase().replace(/[^a-z0-9-]+/g, '-').slice(0, 40);
  }
  return 'main';
}

function onClick(event: MouseEvent) {
  if (event.type === 'auxclick' && event.button !== 1) return;
  const el = (event.target as Element | null)?.closest?.('button[data-copy-email]');
  const found = el && destination(el);
  if (found) send({ e: 'cta', k: found[0], g: found[1], l: label(el), w: place(el) });
}

export function startNotes() {
  // The entry is an async module in the head: it can run before the body is parsed (seen in Firefox).
  if (!document.body) return document.addEventListener('DOMContentLoaded', startNotes, { once: true });
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  if (gpc || !navigator.sendBeacon || document.body.hasAttribute(UNMEASURED_ATTR)) return;
  const view = () => send({ e: 'view', q: location.search, r: document.referrer });
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    // The speculative request was not counted; the page counts once the visitor is shown it.
    document.addEventListener('prerenderingchange', () => afterLoad(view), { once: true });
  } else {
    const nav = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string }) | undefined;
    if ((nav?.activationStart ?? 0) > 0 || nav?.deliveryType === 'navigational-prefetch') afterLoad(view);
  }
  addEventListener('click', onClick, true);
  addEventListener('auxclick', onClick, true);
  afterLoad(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() =>
      void import('web-vitals').then(
        ({ onLCP, onINP, onCLS }) => {
          // Each metric is reported once, as the page is hidden, and sent on its own.
          for (const on of [onLCP, onINP, onCLS]) on((m) => send({ e: 'vitals', [m.name]: m.name === 'CLS' ? Math.round(m.value * 1000) / 1000 : Math.round(m.value) }));
        },
        // A page left (or gone offline) before the module arrives has nothing to measure: WebKit rejects the import.
        () => undefined,
      ),
    );
  });
}

/**
 * The go-addresses (routes/_lib/go-links.ts): GET /go/book and /go/checkout/<plan>. Each answers 302 to the
 * provider's configured link, and only to it (the destination comes from routes/_lib/site-config.ts, never from the
 * request, so this is no open redirect), with a one-time reference added (./refs.ts). The click is counted here as
 * the conversion the page notes used to report (docs/analytics.md), with or without JavaScript. Never cached: each
 * answer carries its own reference.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../_app/env';
import { factory } from '../../_app/factory';
import { GO_LABELS } from '../../_layout/copy';
import { destination, GO_BOOK_PATH, isGoPlace, GO_CHECKOUT_PATH, GO_LIMITS, LABEL_PATTERN, PLACE_PATTERN, withReference } from '../../_lib/go-links';
import { sameSitePath } from '../../_lib/same-site-path';
import { afterAnswer, enqueue, identify } from '../record';
import { OTHER_LABEL } from '../rollups';
import { isPersonNavigating } from '../visit';
import { mintRef, recordClick } from './refs';

type C = Context<AppEnv>;

const NOT_CACHED = { 'Cache-Control': 'no-store, private', 'X-Robots-Tag': 'noindex' };
const PAGE = /^\/[a-z0-9/-]{0,199}$/;

/** The page the link was on, from the Referer (same-origin policy sends it for this site's own addresses). */
function pageOf(req: Request): string {
  const path = sameSitePath(req.headers.get('referer') ?? undefined, new URL(req.url).origin)?.split(/[?#]/)[0];
  return path && PAGE.test(path) ? path : '';
}

async function go(c: C, kind: 'booking' | 'checkout', target: string) {
  const link = destination(kind, target);
  if (!link) return noSuchLink(c, kind === 'checkout' ? target : undefined);
  const place = c.req.query('from') ?? '';
  const words = (c.req.query('button') ?? '').replace(/\s+/g, ' ').trim();
  if (!PLACE_PATTERN.test(place)) return c.text(`from must name where the link sits: lower-case letters, digits and hyphens, at most ${GO_LIMITS.place}.`, 400, NOT_CACHED);
  if (!LABEL_PATTERN.test(words)) return c.text(`button must be the link's words, 1 to ${GO_LIMITS.label} characters.`, 400, NOT_CACHED);

  const req = c.req.raw;
  // Crawlers, the operator, Global Privacy Control, speculative loads and another page's picture, frame or script
  // pointing here go on without a reference and uncounted.
  const who = isPersonNavigating(req) ? await identify(c.env, req) : null;
  if (!who) return redirect(c, link);

  const ref = mintRef();
  const click = { kind, target, label: GO_LABELS.includes(words) ? words : OTHER_LABEL, place: isGoPlace(place) ? place : OTHER_LABEL, page: pageOf(req) };
  afterAnswer(c.executionCtx, 'go', async () => {
    const stored = await recordClick(c.env.DB, { ref, created: Date.now(), ...who, ...click }).catch((err: Error) => err);
    // Past the address's cap the click counts nowhere; one D1 failed to store is still counted, and the failure logged.
    if (stored !== false) await enqueue(c.env, { t: 'conversion', day: who.day, visitor: who.visitor, ...click });
    if (stored instanceof Error) throw stored;
  });
  return redirect(c, withReference(link, ref));
}

function redirect(c: C, to: string) {
  for (const [name, value] of Object.entries(NOT_CACHED)) c.header(name, value);
  return c.redirect(to, 302);
}

/** Any /go/ address that is not one of the links, whatever the method. */
function noSuchLink(c: C, checkout?: string) {
  const what = checkout === undefined ? 'There is no such link on this site' : `There is no checkout called “${checkout.slice(0, 40)}” on this site`;
  return c.text(`${what}: /go/ leads only to the booking calendar and the checkouts of the plans and the Reality Check.`, 404, NOT_CACHED);
}

/** A real link asked for with another method than GET or HEAD. */
const getOnly = (c: C) => c.text('This link is followed with GET: open it in the browser.', 405, { Allow: 'GET, HEAD', ...NOT_CACHED });

export function goLinks() {
  return factory
    .createApp()
    .get(GO_BOOK_PATH, (c) => go(c, 'booking', 'calendar'))
    .get(`${GO_CHECKOUT_PATH}/:target`, (c) => go(c, 'checkout', c.req.param('target')))
    .all(GO_BOOK_PATH, getOnly)
    .all(`${GO_CHECKOUT_PATH}/:target`, (c) => (destination('checkout', c.req.param('target')) ? getOnly(c) : noSuchLink(c, c.req.param('target'))))
    .all('/go/*', (c) => noSuchLink(c));
}

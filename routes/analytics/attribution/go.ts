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
import { destination, GO_BOOK_PATH, GO_CHECKOUT_PATH, GO_LIMITS, LABEL_PATTERN, PLACE_PATTERN, withReference } from '../../_lib/go-links';
import { sameSitePath } from '../../_lib/same-site-path';
import { afterAnswer, enqueue, identify } from '../record';
import { isSpeculative, notAPerson } from '../visit';
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
  if (!link) return c.text(`There is no ${kind === 'booking' ? 'booking calendar' : 'checkout'} called “${target.slice(0, 40)}” on this site.`, 404, NOT_CACHED);
  const place = c.req.query('from') ?? '';
  const label = (c.req.query('button') ?? '').replace(/\s+/g, ' ').trim();
  if (!PLACE_PATTERN.test(place)) return c.text(`from must name where the link sits: lower-case letters, digits and hyphens, at most ${GO_LIMITS.place}.`, 400, NOT_CACHED);
  if (!LABEL_PATTERN.test(label)) return c.text(`button must be the link's words, 1 to ${GO_LIMITS.label} characters.`, 400, NOT_CACHED);

  const req = c.req.raw;
  // Crawlers, the operator, Global Privacy Control and speculative loads go on without a reference and uncounted.
  const who = req.method === 'GET' && !isSpeculative(req) && !notAPerson(req) ? await identify(c.env, req) : null;
  if (!who) return redirect(c, link);

  const ref = mintRef();
  const page = pageOf(req);
  afterAnswer(c.executionCtx, 'go', () =>
    Promise.all([
      recordClick(c.env.DB, { ref, created: Date.now(), day: who.day, visitor: who.visitor, kind, target, label, place, page }),
      enqueue(c.env, { t: 'conversion', day: who.day, visitor: who.visitor, page, kind, target, label, place }),
    ]),
  );
  return redirect(c, withReference(link, ref));
}

function redirect(c: C, to: string) {
  for (const [name, value] of Object.entries(NOT_CACHED)) c.header(name, value);
  return c.redirect(to, 302);
}

export function goLinks() {
  return factory
    .createApp()
    .get(GO_BOOK_PATH, (c) => go(c, 'booking', 'calendar'))
    .get(`${GO_CHECKOUT_PATH}/:target`, (c) => go(c, 'checkout', c.req.param('target')))
    .all(`${GO_CHECKOUT_PATH}/*`, (c) => c.text('Follow a checkout link with GET.', 405, { Allow: 'GET', ...NOT_CACHED }))
    .all(GO_BOOK_PATH, (c) => c.text('Follow the booking link with GET.', 405, { Allow: 'GET', ...NOT_CACHED }))
    .all('/go/*', (c) => c.text('There is no such link on this site: /go/ leads only to the booking calendar and the checkouts.', 404, NOT_CACHED));
}

/**
 * The site's own addresses for its booking and checkout links (routes/analytics/attribution/go.ts answers them): a page links
 * to /go/book or /go/checkout/<plan>, and the worker answers 302 to the provider's configured link with a one-time
 * reference added, so a booked call or a payment can be credited to the visit that led to it (docs/analytics.md,
 * 'From click to revenue'). Every visitor gets the same HTML; the reference is minted at the click. The paths are
 * ordinary ones of the site's: nothing that tracker blocklists match (track, click, redirect, out, utm).
 */
import { PLAN_KEYS, type PlanKey } from './plans';
import { SITE } from './site-config';

export const GO_BOOK_PATH = '/go/book';
export const GO_CHECKOUT_PATH = '/go/checkout';

export type CheckoutTarget = PlanKey | 'reality-check';
export const CHECKOUT_TARGETS: readonly CheckoutTarget[] = [...PLAN_KEYS, 'reality-check'];

/**
 * Where a booking or checkout link sits on a page (the Analytics screen's 'Where it sits'). A go-address records a
 * click under its place only when it is one of these, and any other as one 'other' (routes/analytics/attribution/go.ts),
 * so a link written elsewhere cannot put its own words in the screen. The buttons' props are typed with it: a new
 * place is one more entry here.
 */
export const GO_PLACES = [
  'burnout-result',
  'calendar-embed',
  'channel-booking',
  'closing',
  'header',
  'hero',
  'how',
  'menu',
  'nav',
  'offer',
  'pricing',
  'reality-check',
  'recommended-plan',
  'result',
  'thermometer',
] as const;
export type GoPlace = (typeof GO_PLACES)[number];
export const isGoPlace = (place: string): place is GoPlace => (GO_PLACES as readonly string[]).includes(place);

/** Bounds of the query a go-address accepts: where the link sits, and the button's words. */
export const GO_LIMITS = { place: 40, label: 60 } as const;
export const PLACE_PATTERN = new RegExp(`^[a-z][a-z0-9-]{0,${GO_LIMITS.place - 1}}$`);
export const LABEL_PATTERN = new RegExp(`^[^\\p{Cc}<>]{1,${GO_LIMITS.label}}$`, 'u');

function query(place: GoPlace, label: string): string {
  return new URLSearchParams({ from: place, button: label.replace(/\s+/g, ' ').trim().slice(0, GO_LIMITS.label) }).toString();
}

/** The booking calendar's go-address for a button at `place` with the words `label`. */
export const bookingHref = (place: GoPlace, label: string) => `${GO_BOOK_PATH}?${query(place, label)}`;

/** A plan's (or the Reality Check's) checkout go-address. */
export const checkoutHref = (target: CheckoutTarget, place: GoPlace, label: string) => `${GO_CHECKOUT_PATH}/${target}?${query(place, label)}`;

/** The provider link a go-address leads to: only these, from the site's configuration (never from the request). */
export function destination(kind: 'booking' | 'checkout', target: string): string | null {
  if (kind === 'booking') return target === 'calendar' ? SITE.bookingUrl : null;
  if (target === 'reality-check') return SITE.realityCheckCheckoutUrl;
  return (PLAN_KEYS as readonly string[]).includes(target) ? SITE.checkoutUrls[target as PlanKey] : null;
}

/**
 * Which query parameter carries the reference, by the provider's host: Stripe Payment Links return
 * client_reference_id in checkout.session.completed; Calendly returns utm_content in the invitee's tracking;
 * Cal.com returns metadata[...] in the booking's metadata. null: a host the webhooks do not know.
 */
export function referenceParam(link: string): string | null {
  const host = new URL(link).hostname.toLowerCase();
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is('stripe.com')) return 'client_reference_id';
  if (is('calendly.com')) return 'utm_content';
  if (is('cal.com')) return 'metadata[ref]';
  return null;
}

/** The provider link with the reference added (any reference parameter already in the link replaced). */
export function withReference(link: string, ref: string | null): string {
  const param = referenceParam(link);
  if (!param || !ref) return link;
  const url = new URL(link);
  url.searchParams.set(param, ref);
  return url.toString();
}

/**
 * Which social card a page of the route table carries: its own, drawn by the build (worker/build/social-cards.ts)
 * from the same subject, with the family's label above the title. A path outside the table gets the site's card.
 */
import { buildCardPath, cardAlt, cardTitle, SITE_CARD, type CardSubject } from '../_lib/social-card';
import { routeByPath, type RouteEntry } from '../table';

export function pageCardSubject(route: RouteEntry): CardSubject {
  return { title: cardTitle(route.title), label: route.cardLabel ?? route.label };
}

export interface PageCard {
  src: string;
  alt: string;
}

export function pageCard(path: string): PageCard {
  const route = routeByPath(path);
  if (!route) return SITE_CARD;
  const subject = pageCardSubject(route);
  return { src: buildCardPath(route.path, subject), alt: cardAlt(subject) };
}

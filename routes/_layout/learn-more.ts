import { routeByPath } from '../table';

/**
 * A service's 'Learn more' link, on /services and in the assessment result: the page it leads to, or one section
 * of it (a path with a #fragment), with the page's label, or the section's own when it names one.
 */
export function learnMoreLink(service: { learnMore: string; learnMoreLabel?: string }): { href: string; label: string } | null {
  const route = routeByPath(service.learnMore.split('#')[0]!);
  return route ? { href: service.learnMore, label: service.learnMoreLabel ?? route.label } : null;
}

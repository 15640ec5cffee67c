import { routeByPath } from '../table';
import type { Service } from '../services/content';

/**
 * A service's 'Learn more' link, on /services and in the assessment result: the page it leads to, or one section
 * of it (a path with a #fragment), with the page's label, or the section's own when it names one.
 */
export function learnMoreLink(service: Service): { href: string; label: string } | null {
  const route = routeByPath(service.learnMore.split('#')[0]!);
  return route ? { href: service.learnMore, label: service.learnMoreLabel ?? route.label } : null;
}

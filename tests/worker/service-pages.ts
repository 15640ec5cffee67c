import type { ServiceKey } from '../../routes/_lib/content-types';
import { services, type Service } from '../../routes/services/content';
import { industries, personas, serviceTopics, topics } from './content-pages';

/** The names a reader goes by: case aside, and '&' read as 'and' ('Brand and Marketing Strategy'). */
const plain = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/** The services whose names appear in a piece of text (a page's label, title and h1). */
export function servicesNamedIn(text: string): ServiceKey[] {
  return services.filter((s) => plain(text).includes(plain(s.name))).map((s) => s.key);
}

/** The long-form pages' copy by path, read from their content and body modules. */
const CONTENT_PAGES = new Map<string, { title: string; h1: string; label: string; service?: ServiceKey; sections: { heading: string }[] }>(
  [...personas, ...industries, ...serviceTopics, ...topics].map((p) => [p.path, p]),
);

/** A section heading's id on a long-form page (routes/_layout/long-form-page.tsx). */
export const sectionId = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The service a page declares itself the one to read about (routes/_lib/content-types.ts), if any. A link to one
 * section of a page declares nothing: the section's heading must name the service.
 */
export const declaredService = (href: string): ServiceKey | undefined => (href.includes('#') ? undefined : CONTENT_PAGES.get(href)?.service);

/**
 * What a long-form page's content module says a link leads to: the page's label, title and h1, or, for a link to
 * one of its sections, that section's heading. Undefined for another kind of page.
 */
export function contentHeadline(href: string): string | undefined {
  const [path, fragment] = href.split('#') as [string, string | undefined];
  const page = CONTENT_PAGES.get(path);
  if (!page) return undefined;
  if (fragment === undefined) return [page.label, page.title, page.h1].join(' | ');
  return page.sections.find((s) => sectionId(s.heading) === fragment)?.heading ?? `no section #${fragment} on ${path}`;
}

/**
 * Why a service's 'Learn more' page is not the page about it, or undefined when it is. A page that declares its
 * service is about that one; any other is about the services its headline names, and must name this one. A page
 * about Business Systems under Executive Support, and a page about no service (/about), are the mistakes this catches.
 */
export function notAboutService(service: Service, headline: string, declared?: ServiceKey): string | undefined {
  const about = declared ? [declared] : servicesNamedIn(headline);
  if (about.includes(service.key)) return undefined;
  if (about.length === 0) return `'${service.name}' leads to a page about no service: '${headline}'`;
  return `'${service.name}' leads to a page about ${about.join(', ')}${declared ? ' (declared)' : ''}: '${headline}'`;
}

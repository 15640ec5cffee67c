import type { ServiceKey } from '../../routes/_lib/content-types';
import { industries } from '../../routes/industries/content';
import { personas } from '../../routes/personas/content';
import { services, type Service } from '../../routes/services/content';
import { serviceTopics } from '../../routes/topics/service-topics';
import { topics } from '../../routes/topics/topics';

/** The names a reader goes by: case aside, and '&' read as 'and' ('Brand and Marketing Strategy'). */
const plain = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/** The services whose names appear in a piece of text (a page's label, title and h1). */
export function servicesNamedIn(text: string): ServiceKey[] {
  return services.filter((s) => plain(text).includes(plain(s.name))).map((s) => s.key);
}

/** The long-form pages' copy by path, read from their content modules. */
const CONTENT_PAGES = new Map<string, { title: string; h1: string; label: string; service?: ServiceKey }>(
  [...personas, ...industries, ...serviceTopics, ...topics].map((p) => [p.path, p]),
);

/** The service a page declares itself the one to read about (routes/_lib/content-types.ts), if any. */
export const declaredService = (path: string): ServiceKey | undefined => CONTENT_PAGES.get(path)?.service;

/** A long-form page's label, title and h1 as its content module has them, or undefined for another kind of page. */
export function contentHeadline(path: string): string | undefined {
  const page = CONTENT_PAGES.get(path);
  return page && [page.label, page.title, page.h1].join(' | ');
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

import { services, type Service } from '../../routes/services/content';

/** The names a reader goes by: case aside, and '&' read as 'and' ('Brand and Marketing Strategy'). */
const plain = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/** The services whose names appear in a piece of text (a page's label, title and h1). */
export function servicesNamedIn(text: string): Service['key'][] {
  return services.filter((s) => plain(text).includes(plain(s.name))).map((s) => s.key);
}

/**
 * Why a service's 'Learn more' page is not the page about it, or undefined when it is: a page whose headline
 * names a service must name this one (a page about Business Systems under Executive Support is the mistake this
 * catches), and a headline that names none is about the service the link sits under.
 */
export function notAboutService(service: Service, headline: string): string | undefined {
  const named = servicesNamedIn(headline);
  if (named.length === 0 || named.includes(service.key)) return undefined;
  return `'${service.name}' leads to a page about ${named.join(', ')}: '${headline}'`;
}

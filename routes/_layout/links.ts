/** Shell links, all derived from the route table (no second list of links). */
import { ROUTES, type FooterGroup, type RouteEntry } from '../table';

export const desktopNav = ROUTES.filter((r) => r.nav !== undefined).sort((a, b) => a.nav! - b.nav!);

/** The mobile menu, in order: currency toggle, Services, Archetypes, Insights, Let's Talk, Contact Us, About. */
export const LETS_TALK_MOBILE_ORDER = 5;
export const mobileNav = ROUTES.filter((r) => r.mobile !== undefined).sort((a, b) => a.mobile!.order - b.mobile!.order);

export const FOOTER_GROUPS: { key: FooterGroup; heading: string }[] = [
  { key: 'company', heading: 'Work with us' },
  { key: 'resources', heading: 'Tools & insights' },
  { key: 'topics', heading: 'Guides' },
  { key: 'legal', heading: 'Legal' },
];

export function footerLinks(group: FooterGroup): RouteEntry[] {
  return ROUTES.filter((r) => r.footer === group);
}

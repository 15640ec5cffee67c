/** Copy for the HTML sitemap (/sitemap). */
import { SITE } from '../_lib/site-config';

export const sitemapPage = {
  title: `Sitemap: Services, Guides and Insights | ${SITE.brand}`,
  description: `Browse every page on the ${SITE.brand} website: services, CEO archetypes, industry guides, self-assessments, Insights articles and legal pages.`,
  h1: 'Sitemap',
  lead: "Everything on the site in one place. Start with our services if you already know what you need, the archetypes if you want to see your own situation described, or the industry pages for sector-specific support. The assessments help you work out where help would land first, and Insights collects our longer articles on strategy, marketing and leadership.",
};

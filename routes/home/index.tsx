/**
 * The home page. /uk and /us are a person's explicit choices: they remember the currency, then show the home page in
 * it. A crawler gets each in its own market without a cookie (worker/currency.ts).
 */
import type { Currency } from '../_lib/currency';
import { pageRoutes } from '../_app/pages';
import type { Services } from '../_app/services';
import { HomePage } from './page';
import { HOME_ROUTES } from './routes';

const REGION_CURRENCY: Record<string, Currency> = { '/uk': 'GBP', '/us': 'USD' };

export const home = (s: Services) =>
  pageRoutes(HOME_ROUTES, HomePage, {
    headers(c, route) {
      // A crawler already has the page's own market: there is no choice of its to remember, and its copy may be kept.
      if (!Object.hasOwn(REGION_CURRENCY, route.path) || c.get('currencySource') === 'market') return undefined;
      // A page that records a currency choice is personal: the edge cache must not replay it without its cookie.
      return { 'Set-Cookie': s.currency.choose(c, REGION_CURRENCY[route.path]!), 'Cache-Control': 'private, no-cache' };
    },
  });

export default home;

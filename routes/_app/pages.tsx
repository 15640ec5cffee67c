/**
 * The GET handler of a template page: the family's entries from the route table, its page component and, where
 * the page needs them, data loaded before it renders (`load`) and headers of its own (`headers`).
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { factory } from './factory';
import type { PageComponent } from './page-types';
import type { RouteEntry } from './routes';

export interface PageOptions {
  /** Data for PageProps.data; a Response instead when the page does not exist (a page number past the end). */
  load?: (c: Context<AppEnv>) => Promise<{ canonical?: string } | Response>;
  /** Headers of the answer, when the page sets any (a cookie). */
  headers?: (c: Context<AppEnv>, route: RouteEntry) => Record<string, string> | undefined;
}

export function pageRoutes(entries: RouteEntry[], Page: PageComponent, { load, headers }: PageOptions = {}) {
  const app = factory.createApp();
  for (const route of entries) {
    app.get(route.path, async (c) => {
      const { title, description, path, canonical, alternates, locale } = route;
      const data = await load?.(c);
      if (data instanceof Response) return data;
      return c.render(<Page route={route} url={new URL(c.req.url)} data={data} />, {
        // A loader may name the address of a later page (the HTML sitemap's ?page=N).
        meta: { title, description, path, canonical: data?.canonical ?? canonical, alternates, locale, noindex: !route.sitemap && !canonical },
        headers: headers?.(c, route),
      });
    });
  }
  return app;
}

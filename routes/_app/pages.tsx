/**
 * The GET handler of a template page: the family's entries from the route table, its page component and, where
 * the page needs them, data loaded before it renders (`load`) and headers of its own (`headers`). An entry with a
 * Markdown twin (RouteEntry.markdown) answers it at its `.md` address and to a request that prefers Markdown.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { factory } from './factory';
import type { PageComponent } from './page-types';
import type { RouteEntry } from './routes';
import { markdownAnswer, twinText, VARY_ACCEPT } from './page-markdown';
import { twinAddress, twinPath } from '../_lib/markdown-twin';

/**
 * What a loader may return: the page's data, which may name the page's own address (the HTML sitemap's ?page=N).
 * `object &` lets data that names no address (a page's body copy, ./page-bodies.ts) be data too: TypeScript refuses an
 * object with none of an all-optional type's properties, but not when the type is part of an intersection.
 */
export type PageData = (object & { canonical?: string }) | undefined;

export interface PageOptions<D extends PageData> {
  /**
   * Data for PageProps.data, given the request and the page's entry; a Response instead when the page does not exist
   * (a page number past the end).
   */
  load?: (c: Context<AppEnv>, route: RouteEntry) => Promise<D | Response>;
  /** Headers of the answer, when the page sets any (a cookie). */
  headers?: (c: Context<AppEnv>, route: RouteEntry) => Record<string, string> | undefined;
}

/**
 * The page's Markdown twin (routes/_app/page-markdown.ts), in the page's own market, from the data its `load` reads
 * (a page past the end is not found, as the HTML is): never the page's headers, so a region page's currency cookie
 * is not set by an agent's read.
 */
async function answerTwin<D extends PageData>(c: Context<AppEnv>, route: RouteEntry, load: PageOptions<D>['load']): Promise<Response> {
  const data = load ? await load(c, route) : undefined;
  if (data instanceof Response) return data;
  return markdownAnswer(c, await twinText(route, data), data?.canonical ?? route.canonical ?? route.path);
}

/** A page without data, or one whose `load` gives it exactly what its view takes. */
export function pageRoutes(entries: RouteEntry[], Page: PageComponent, options?: Omit<PageOptions<undefined>, 'load'>): ReturnType<typeof factory.createApp>;
export function pageRoutes<D extends PageData>(entries: RouteEntry[], Page: PageComponent<D>, options: PageOptions<D> & Required<Pick<PageOptions<D>, 'load'>>): ReturnType<typeof factory.createApp>;
export function pageRoutes<D extends PageData>(entries: RouteEntry[], Page: PageComponent<D>, { load, headers }: PageOptions<D> = {}) {
  const app = factory.createApp();
  for (const route of entries) {
    const twin = route.markdown && twinPath(route.path);
    app.get(route.path, async (c) => {
      if (route.markdown && c.get('markdown')) return answerTwin(c, route, load);
      const { title, description, path, canonical, alternates, locale } = route;
      // Without a loader the page takes no data (the first overload), so undefined is its D.
      const data = load ? await load(c, route) : (undefined as D);
      if (data instanceof Response) return data;
      return c.render(<Page route={route} url={new URL(c.req.url)} data={data} />, {
        // A loader may name the address of a later page (the HTML sitemap's ?page=N).
        meta: { title, description, path, canonical: data?.canonical ?? canonical, alternates, locale, noindex: !route.sitemap && !canonical, markdown: data?.canonical && twin ? twinAddress(data.canonical) : twin },
        headers: twin ? { ...VARY_ACCEPT, ...headers?.(c, route) } : headers?.(c, route),
      });
    });
    if (twin) app.get(twin, (c) => answerTwin(c, route, load));
  }
  return app;
}

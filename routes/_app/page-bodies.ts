/**
 * A family's long page copy in a module of its own, imported on the first request for one of its pages rather than
 * when the isolate starts: every isolate parses the startup module before answering anything, and most of them never
 * render most families (docs/performance.md#a-small-startup-module). What other pages read about those pages (paths,
 * titles, labels, summaries) stays in the family's eager `content.ts`, for the route table, cards and related links.
 */
import type { RouteEntry } from './routes';

/** What a page whose copy is loaded this way is rendered with (PageProps.data). */
export interface PageBody<B> {
  body: B;
}

/**
 * A `load` for `pageRoutes` (./pages.tsx) that gives each page its body, by path, from the module `load` imports
 * (`() => import('./bodies').then((m) => m.personaBodies)`): imported once, on the first request for one of the
 * family's pages, and kept for the life of the isolate. Importing a chunk of the worker's own bundle is module
 * evaluation, with no network or database round trip, and the page renders exactly as if the copy had been there
 * from the start: it is all in hand before the render begins.
 */
export function pageBodies<B>(load: () => Promise<Record<string, B>>): (c: unknown, route: RouteEntry) => Promise<PageBody<NoInfer<B>>> {
  let bodies: Promise<Record<string, B>> | undefined;
  return async (_c, route) => {
    bodies ??= load();
    const body = (await bodies)[route.path];
    if (!body) throw new Error(`No body copy for ${route.path}`);
    return { body };
  };
}

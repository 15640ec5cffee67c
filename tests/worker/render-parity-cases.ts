import { QUESTIONNAIRES } from '../../routes/assessments/questionnaires';
import { resultPath } from '../../routes/assessments/types';
import type { RouteEntry } from '../../routes/_app/routes';

/**
 * The pages the render parity tests (render-parity.test.tsx here, tests/e2e/render-parity.spec.ts against the
 * built worker) render with the worker's renderer and with React's own edge build. No runtime imports beyond
 * routes/, so both suites can share it.
 */
export interface ParityCase {
  path: string;
  country?: 'GB' | 'US';
  crawler?: boolean;
  /** Holds the post body back past the inline budget (x-test-db-delay), so the page streams it behind Suspense. */
  slowDatabase?: boolean;
}

export const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const SLOW_DATABASE = { 'x-test-db-delay': '150' };

/**
 * `routes`: the route table (routes/table.ts in workerd, tests/e2e/route-table.ts in Node); `posts`: three
 * published slugs. The manager is left out: signed out, it is a redirect to /auth.
 */
export function parityCases(routes: RouteEntry[], posts: string[]): ParityCase[] {
  return [
    ...routes.filter((r) => r.family !== 'blog-manage').flatMap((r): ParityCase[] => [
      { path: r.path, country: 'GB' },
      { path: r.path, country: 'US', crawler: true },
    ]),
    { path: `/${posts[0]}` },
    { path: `/${posts[1]}`, crawler: true },
    { path: `/${posts[2]}`, slowDatabase: true },
    { path: `/${posts[2]}`, slowDatabase: true, crawler: true },
    { path: '/blog?page=2' },
    { path: '/auth' },
    { path: '/no-such-page' },
    ...Object.values(QUESTIONNAIRES).map((q) => ({ path: resultPath(q) })),
  ];
}

export const caseName = (c: ParityCase) =>
  [c.path, c.country, c.crawler && '(crawler)', c.slowDatabase && '(slow database)'].filter(Boolean).join(' ');

/** The per-response nonce (React's inline scripts and the CSP) is the one part that differs by design. */
export const withoutNonces = (s: string) => s.replace(/nonce(="|-)[0-9a-f]{32}/g, 'nonce$1NONCE');

/**
 * What the worker needs to know about a request, worked out once, as it arrives, and carried on the context
 * (`c.get('request')`) for every step of the pipeline (worker/pipeline.ts) to read: nothing works these out again.
 * Whether it asks for a page's Markdown twin is carried beside them (`c.get('markdown')`): the pages read it too.
 * The currency is carried beside it (`c.get('currency')`, `c.get('currencySource')`; a crawler's is the page's own
 * market, worker/currency.ts), because a page may choose another (worker/currency.ts, chooseCurrency) and then
 * renders in that one. The steps read them with `c.get`, not
 * `c.var`: Hono's `c.var` copies every variable into a new object on each read, and a cached page's answer is
 * little more than these steps.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../routes/_app/env';
import { canonicalForm, type CanonicalForm } from './canonical-url';
import { requestCurrency } from './currency';
import { asksForMarkdown } from './markdown-negotiation';
import { carriesSession } from './session-cookie';
import { isTrackingParam, onlyTrackingParams } from './tracking-params';
import { SEARCH_PATHS } from '../routes/search/routes';
import { parseQuery } from '../routes/_lib/search-query';

export interface RequestFacts {
  /** The address as it arrived, parsed once. */
  url: URL;
  /** HTTPS, one spelling of the path, no trailing slash: what the address asks of the request (worker/canonical-url.ts). */
  canonical: CanonicalForm;
  /** It carries the operator's session cookie (signed in, or a session that has ended): the page may differ. */
  signedIn: boolean;
  /**
   * The caches may answer it and keep its answer: a plain GET of a signed-out visitor, at its canonical address, with
   * no query or only campaign tracking parameters (worker/tracking-params.ts, which no page reads).
   */
  cacheable: boolean;
  /**
   * On a search address (routes/search/routes.ts), what its answer depends on: the query's normal form and the page
   * (routes/_lib/search-query.ts), so that '  Board   REPORTING ' and 'board reporting' share one cached copy.
   * Absent elsewhere, and on a search address with any other parameter (not cacheable).
   */
  search?: string;
}

const searchPaths: ReadonlySet<string> = new Set(SEARCH_PATHS);

/** A search's part of the cache key, or undefined when the address carries anything but q, page and tracking tags. */
function searchKey(url: URL): string | undefined {
  if (!searchPaths.has(url.pathname)) return undefined;
  for (const name of url.searchParams.keys()) if (name !== 'q' && name !== 'page' && !isTrackingParam(name)) return undefined;
  const page = url.searchParams.get('page');
  return new URLSearchParams({ q: parseQuery(url.searchParams.get('q') ?? '').normal, page: page ?? '1' }).toString();
}

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's facts: set by describeRequest, the pipeline's first step. */
    request: RequestFacts;
  }
}

/** The one place each fact is worked out. */
export function requestFacts(req: Request): RequestFacts {
  const url = new URL(req.url);
  const canonical = canonicalForm(req.method, url);
  const signedIn = carriesSession(req);
  const search = searchKey(url);
  const cacheable = req.method === 'GET' && canonical === 'canonical' && !signedIn && (onlyTrackingParams(url.searchParams) || search !== undefined);
  return { url, canonical, signedIn, cacheable, search };
}

/**
 * The pipeline's first step, and the pages' first step when they run on their own (the edge cache's background
 * refresh, a family mounted alone in a test); under the pipeline the facts are already there and this passes by.
 */
export const describeRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('request')) {
    const facts = requestFacts(c.req.raw);
    c.set('request', facts);
    const { currency, source } = requestCurrency(c.req.raw, c.env, facts.url.pathname);
    c.set('currency', currency);
    c.set('currencySource', source);
    c.set('markdown', asksForMarkdown(facts.url.pathname, c.req.header('accept') ?? null));
  }
  await next();
};

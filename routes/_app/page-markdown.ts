/**
 * How a page's Markdown twin is answered (docs/architecture.md#markdown-for-agents): `200 text/markdown` with
 * `Vary: Accept` (the same address answers HTML to a browser), a token estimate, a Link to the canonical HTML page,
 * and an ETag, so an agent that fetches again is answered 304 while the text is unchanged.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import type { PageMarkdown, RouteEntry } from './routes';
import type { Currency } from '../_lib/currency';
import { entityTag, noneMatch } from '../_lib/if-none-match';
import { absolute, estimateTokens, MARKDOWN_TYPE } from '../_lib/markdown-twin';

/** The headers every answer of an address with a twin carries, HTML or Markdown: caches must keep the two apart. */
export const VARY_ACCEPT = { Vary: 'Accept' };

/** A page's market: dollars on the US pages, pounds everywhere else, whoever asks. */
export const marketOf = (route: RouteEntry): Currency => (route.locale === 'en_US' ? 'USD' : 'GBP');

/**
 * A page's twin: a database page's made from `data`, the rows its page read, any other's from its copy alone. The
 * family declares its entry's twin for the data its own page reads, which is what makes the cast safe.
 */
export async function twinText(route: RouteEntry, data?: unknown): Promise<string> {
  const markdown = (await route.markdown!()) as PageMarkdown;
  return markdown(route, marketOf(route), data);
}

export async function markdownAnswer(c: Context<AppEnv>, text: string, canonicalPath: string): Promise<Response> {
  const etag = await entityTag(text);
  const headers = {
    ...VARY_ACCEPT,
    'Content-Type': MARKDOWN_TYPE,
    'x-markdown-tokens': String(estimateTokens(text)),
    Link: `<${absolute(canonicalPath)}>; rel="canonical"`,
    ETag: etag,
  };
  if (noneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(text, 200, headers);
}

/**
 * /llms.txt and /llms-full.txt (./routes.ts), built on each request from the route table and the published articles
 * (Services.posts), so neither can fall behind the site. Served as text/plain, which the edge cache does not keep.
 * While D1 cannot list the articles, both still answer with the pages and a note in place of the articles, marked
 * as a failed read (worker/failed-reads.ts) so that no cache keeps that answer.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import { factory } from '../_app/factory';
import { twinText } from '../_app/page-markdown';
import type { RouteEntry } from '../_app/routes';
import type { Db, Services } from '../_app/services';
import { errorMessage, log } from '../_lib/log';
import { absolute, blocks, link, list, twinPath } from '../_lib/markdown-twin';
import { ROUTES, routeByPath } from '../table';
import { llmsCopy } from './content';
import { LLMS_FULL_PATH, LLMS_PATH } from './routes';

/** How many of the newest articles /llms.txt lists and /llms-full.txt holds. */
export const LLMS_ARTICLES = 20;
/** /llms-full.txt stops before the article that would take it past this many characters. */
export const LLMS_FULL_LIMIT = 400_000;

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' };

/** The pages with a twin that an agent should be told about: indexable ones only. */
const twinned = (r: RouteEntry | undefined): r is RouteEntry => Boolean(r?.markdown && r.sitemap);

function sectionPages(paths: string[], section?: string): RouteEntry[] {
  const named = paths.map(routeByPath).filter(twinned);
  return [...named, ...ROUTES.filter((r) => section && r.section === section && twinned(r) && !paths.includes(r.path))];
}

/** A page's twin when it has one, else the page itself. */
const pageLink = (r: RouteEntry) => `${link(r.label, r.markdown ? twinPath(r.path) : r.path)}: ${r.summary ?? r.description}`;

/** The articles as `read` gives them, or null when D1 could not: logged, and the answer marked so no cache keeps it. */
async function articlesOrNull<T>(s: Services, c: Context<AppEnv>, read: (db: Db) => Promise<T>): Promise<T | null> {
  try {
    return await read(s.db.public(c));
  } catch (err) {
    log.error('llms_articles_unreadable', { path: c.req.path, message: errorMessage(err) });
    s.cache.markFailedRead(c);
    return null;
  }
}

function articlesSection(posts: { slug: string; title: string }[] | null): string | false {
  if (!posts) return `## ${llmsCopy.articlesHeading}\n\n${llmsCopy.articlesUnread}`;
  return posts.length > 0 && `## ${llmsCopy.articlesHeading}\n\n${list(posts.map((p) => link(p.title, twinPath(`/${p.slug}`))))}`;
}

async function llmsTxt(s: Services, c: Context<AppEnv>): Promise<string> {
  const titles = await articlesOrNull(s, c, (db) => s.posts.sitemapTitles(db, LLMS_ARTICLES, 0));
  const { booking, optional } = llmsCopy;
  const people = booking.paths.map(routeByPath).filter((r) => r !== undefined);
  return blocks(
    `# ${llmsCopy.title}`,
    `> ${llmsCopy.summary}`,
    llmsCopy.note,
    ...llmsCopy.sections.map(({ heading, paths, section }) => `## ${heading}\n\n${list(sectionPages(paths, section).map(pageLink))}`),
    articlesSection(titles?.posts ?? null),
    `## ${booking.heading}\n\n${booking.intro}\n\n${list(people.map(pageLink))}`,
    `## ${optional.heading}\n\n${list(sectionPages(optional.paths, optional.section).map(pageLink))}`,
  );
}

/** Every page's twin, then the newest articles', each under its address, until the size limit. */
async function llmsFullTxt(s: Services, c: Context<AppEnv>): Promise<string> {
  // The listings' twins (the HTML sitemap, Insights) are links to the articles this file holds whole.
  const pages = await Promise.all(ROUTES.filter((r) => twinned(r) && r.source !== 'database').map(async (r) => ({ path: r.path, markdown: await twinText(r) })));
  const articles = await articlesOrNull(s, c, (db) => s.posts.twins(db, LLMS_ARTICLES));
  const parts = [`# ${llmsCopy.title}\n\n> ${llmsCopy.summary}\n\n${llmsCopy.full.intro}\n`];
  let size = parts[0]!.length;
  for (const { path, markdown } of [...pages, ...(articles ?? []).map((a) => ({ path: `/${a.slug}`, markdown: a.markdown }))]) {
    const part = `---\n\nSource: ${absolute(path)}\n\n${markdown}`;
    if (size + part.length > LLMS_FULL_LIMIT) {
      parts.push(`---\n\n${llmsCopy.full.cut}\n`);
      break;
    }
    parts.push(part);
    size += part.length;
  }
  if (!articles) parts.push(`---\n\n${llmsCopy.articlesUnread}\n`);
  return parts.join('\n');
}

export const agents = (s: Services) =>
  factory
    .createApp()
    .get(LLMS_PATH, async (c) => c.body(await llmsTxt(s, c), 200, TEXT))
    .get(LLMS_FULL_PATH, async (c) => c.body(await llmsFullTxt(s, c), 200, TEXT));

export default agents;

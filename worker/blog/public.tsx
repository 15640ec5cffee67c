/**
 * The public Insights pages: /blog, /{slug} and the feed. Mounted after the route-table pages, so a table path
 * always wins. Every read goes through the request's D1 session (sessions.ts): a replica near the visitor may answer.
 */
import { Hono, type Context } from 'hono';
import { clusterLabel, isCluster } from '../../routes/blog/clusters';
import { listingTitle } from '../../routes/blog/content';
import { BlogIndexPage, listingHref } from '../../routes/blog/index-page';
import { SLUG_PATTERN } from '../../routes/blog/post-fields';
import { PostPage, type PostBodyData, type PostHead } from '../../routes/blog/post-page';
import { SITE } from '../../routes/_lib/site-config';
import { routeByPath } from '../../routes/table';
import type { AppEnv } from '../../routes/_app/env';
import { markFailedRead } from '../failed-reads';
import { isBot, renderPage } from '../render';
import { FEED_PATH, FEED_SIZE, FEED_TYPE, feedXml } from './feed';
import { renderMarkdown } from './markdown';
import { pageCount, pageParam } from './paging';
import { findPublished, latestWithContent, listPublished, publishedBodyAndRelated } from './repository';
import { siteOrigin } from '../leads/env';
import { publicDb } from './sessions';

const PAGE_SIZE = 6;
const blogRoute = routeByPath('/blog')!;

export const publicBlog = new Hono<AppEnv>();

publicBlog.get('/blog', async (c) => {
  const clusterParam = c.req.query('cluster');
  const page = pageParam(c.req.query('page'));
  // An unknown topic or page number is a 404, never an empty page that could be indexed.
  if (clusterParam !== undefined && !isCluster(clusterParam)) return c.notFound();
  if (page === null) return c.notFound();
  const cluster = clusterParam ?? null;
  const { posts, total } = await listPublished(publicDb(c), { cluster: clusterParam, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const pages = pageCount(total, PAGE_SIZE);
  if (page > pages) return c.notFound();
  return renderPage(c, <BlogIndexPage listing={{ posts, cluster, page, pages }} />, {
    meta: {
      title: listingTitle(blogRoute.title, SITE.brand, cluster && clusterLabel(cluster), page),
      description: blogRoute.description,
      path: '/blog',
      canonical: listingHref(cluster, page),
    },
  });
});

/** How long a post page waits for its body before flushing the shell with the loading message instead. */
const INLINE_BUDGET_MS = 50;
const sleep = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

/** Milliseconds to hold back the streamed half of a post page; only the test suites may ask for it. */
function testDelay(c: Context<AppEnv>): number {
  if (!__TEST_HOOKS__ || c.env.TEST_HOOKS !== '1') return 0;
  return Math.min(5000, Math.max(0, Number(c.req.header('x-test-db-delay')) || 0));
}

function loadBody(c: Context<AppEnv>, post: PostHead): Promise<PostBodyData> {
  const delay = testDelay(c);
  return (delay ? sleep(delay) : Promise.resolve())
    .then(() => publishedBodyAndRelated(publicDb(c), post.slug, post.cluster))
    .then(({ body, related }) => ({ html: renderMarkdown(body?.content ?? ''), faqs: body?.faqs ?? [], related }))
    .catch((err: unknown) => {
      console.error(JSON.stringify({ event: 'post_body_error', slug: post.slug, message: String((err as Error)?.message ?? err) }));
      // The page still answers (its head loaded), but it must not be kept: the next request tries again.
      markFailedRead(c.req.raw);
      return { html: '', faqs: [], related: [], failed: true };
    });
}

publicBlog.get('/:slug', async (c, next) => {
  const slug = c.req.param('slug');
  // The head lookup decides the status before anything streams: a Suspense boundary cannot turn a sent 200 into a 404.
  const post = SLUG_PATTERN.test(slug) ? await findPublished(publicDb(c), slug) : null;
  // Not a post: let any later route, and finally the 404 page, answer.
  if (!post) return next();
  const body = loadBody(c, post);
  // Content streamed behind Suspense only appears once React's script runs. So crawlers wait for the whole
  // article, and people get it inline too unless the database is slow: only then do they see the loading message.
  const ready = isBot(c.req.header('user-agent')) ? await body : await Promise.race([body, sleep(INLINE_BUDGET_MS)]);
  return renderPage(c, <PostPage post={post} body={ready ?? body} />, {
    meta: { title: post.title, description: post.metaDescription, path: `/${post.slug}`, ogType: 'article' },
    // Only a page that streams needs React's inline scripts, and their per-response nonce must never be replayed from a cache.
    streaming: !ready,
    headers: ready ? {} : { 'Cache-Control': 'private, no-store' },
  });
});

publicBlog.get(FEED_PATH, async (c) =>
  c.body(feedXml(siteOrigin(c.env), await latestWithContent(publicDb(c), FEED_SIZE)), 200, { 'Content-Type': `${FEED_TYPE}; charset=utf-8` }),
);

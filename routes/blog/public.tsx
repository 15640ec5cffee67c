/**
 * The public Insights pages: /blog, /{slug} and the feed. Mounted last (routes/index.ts), so a table path always
 * wins over a post slug. Every read goes through the request's public D1 session: a replica near the visitor may answer.
 */
import type { Context } from 'hono';
import { clusterLabel, isCluster } from './clusters';
import { listingTitle } from './content';
import { BlogIndexPage } from './index-page';
import { listingHref, type BlogListing } from './listing';
import { SLUG_PATTERN } from './post-fields';
import { PostPage, type PostBodyData, type PostHead } from './post-page';
import { SITE } from '../_lib/site-config';
import { siteOrigin, type AppEnv } from '../_app/env';
import { factory } from '../_app/factory';
import type { Services } from '../_app/services';
import { isBot } from '../_lib/bots';
import { BLOG_ROUTE, PREVIEW_PATH } from './routes';
import { routeByPath } from '../table';
import { FEED_PATH, FEED_SIZE, FEED_TYPE, feedXml } from './feed';
import { articleBodyHtml } from './markdown';
import { pageCount, pageParam } from '../_lib/paging';
import { findPublished, latestWithContent, listPublished, publishedArticle, publishedBody } from './repository';
import { articleMarkdown } from './post-markdown';
import { markdownAnswer, twinText, VARY_ACCEPT } from '../_app/page-markdown';
import { pageOfTwin, twinAddress, twinPath } from '../_lib/markdown-twin';
import { blogCopy } from './content';
import { ArticleGonePage } from './gone-page';
import { lookUpOldAddress, type OldAddress } from './redirects';
import { articleCardImage, cardKeyOf } from './social-card';
import { log, errorMessage } from '../_lib/log';
import { storedPicture } from '../_app/stored-picture';

const PAGE_SIZE = 6;
/** How long a post page waits for its body before flushing the shell with the loading message instead. */
const INLINE_BUDGET_MS = 50;
const sleep = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));

/** Milliseconds to hold back the streamed half of a post page; only the test suites may ask for it. */
function testDelay(c: Context<AppEnv>): number {
  if (!__TEST_HOOKS__ || c.env.TEST_HOOKS !== '1') return 0;
  return Math.min(5000, Math.max(0, Number(c.req.header('x-test-db-delay')) || 0));
}

/**
 * A published post for its page, in one round trip (the head, the body and the related posts), and its body as the
 * page shows it, made when asked for (an agent's request for the Markdown twin never needs it): the Markdown rendered once per edit (./markdown.ts, articleBodyHtml). If that read fails, the head
 * is read alone: the page still answers, with the body marked failed, and it must not be kept (the next request
 * tries again). Null when no post is published at the address.
 */
async function readArticle(s: Services, c: Context<AppEnv>, slug: string): Promise<{ post: PostHead; body: () => Promise<PostBodyData> } | null> {
  const db = s.db.public(c);
  const delay = testDelay(c);
  const held = <T,>(value: T) => (delay ? sleep(delay).then(() => value) : Promise.resolve(value));
  try {
    const { post, body, related } = await publishedArticle(db, slug);
    if (!post) return null;
    const html = () => held(body?.content ?? '').then((markdown) => articleBodyHtml(post.slug, markdown));
    return { post, body: () => html().then((html) => ({ html, faqs: body?.faqs ?? [], related })) };
  } catch (err) {
    log.error('post_body_error', { slug, message: errorMessage(err) });
    s.cache.markFailedRead(c);
    const post = await findPublished(db, slug);
    return post && { post, body: () => held({ html: '', faqs: [], related: [], failed: true }) };
  }
}

/** A failed read is logged and treated as no old address: the 404 it leads to is marked so no cache keeps it. */
async function oldAddress(s: Services, c: Context<AppEnv>, slug: string): Promise<OldAddress | null> {
  try {
    return await lookUpOldAddress(s.db.public(c), slug);
  } catch (err) {
    log.error('post_redirect_unreadable', { slug, message: errorMessage(err) });
    s.cache.markFailedRead(c);
    return null;
  }
}

/**
 * Neither answer is kept by the edge cache (it stores 200 and 404 pages only), and browsers revalidate them: the
 * editor can remove a redirect and give the address to another article.
 */
const NOT_KEPT = { 'Cache-Control': 'no-cache' };

function movedTo(c: Context<AppEnv>, slug: string) {
  return c.body(null, 301, { Location: `/${slug}`, ...NOT_KEPT });
}

function gone(c: Context<AppEnv>) {
  const g = blogCopy.gone;
  return c.render(<ArticleGonePage />, { meta: { title: g.title, description: g.description, path: c.req.path, unmeasured: true }, status: 410, headers: NOT_KEPT });
}

/**
 * Where a mistyped-case address leads: a page of the route table, a published post, or straight to where an old
 * address of one now leads (never a chain of two redirects); null when the lowercase address names nothing.
 */
async function lowercaseTarget(s: Services, c: Context<AppEnv>, lower: string): Promise<string | null> {
  if (routeByPath(`/${lower}`)) return `/${lower}`;
  if (await findPublished(s.db.public(c), lower)) return `/${lower}`;
  const old = await oldAddress(s, c, lower);
  return old && 'to' in old ? `/${old.to}` : null;
}

/**
 * A published article's Markdown twin, at /{slug}.md or to a request for /{slug} that prefers Markdown; anything
 * else (a draft, an unknown or old address) is the not-found page: a twin is never a redirect.
 */
async function articleTwin(s: Services, c: Context<AppEnv>, post: { slug: string; h1: string } | null, next: () => Promise<void>) {
  const body = post && (await publishedBody(s.db.public(c), post.slug));
  if (!post || !body) return next();
  return markdownAnswer(c, articleMarkdown({ h1: post.h1, ...body }), `/${post.slug}`);
}

/** The page of the listing a request names (its topic and page number); the not-found page for one that does not exist. */
async function readListing(s: Services, c: Context<AppEnv>): Promise<BlogListing | Response> {
  const clusterParam = c.req.query('cluster');
  const page = pageParam(c.req.query('page'));
  // An unknown topic or page number is a 404, never an empty page that could be indexed.
  if (clusterParam !== undefined && !isCluster(clusterParam)) return c.notFound();
  if (page === null) return c.notFound();
  const { posts, total } = await listPublished(s.db.public(c), { cluster: clusterParam, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const pages = pageCount(total, PAGE_SIZE);
  if (page > pages) return c.notFound();
  return { posts, cluster: clusterParam ?? null, page, pages };
}

/** The listing's Markdown twin, at /blog.md or to a request for /blog that prefers Markdown: the same page of articles. */
async function listingTwin(s: Services, c: Context<AppEnv>): Promise<Response> {
  const listing = await readListing(s, c);
  if (listing instanceof Response) return listing;
  return markdownAnswer(c, await twinText(BLOG_ROUTE, listing), listingHref(listing.cluster, listing.page));
}

export const publicBlog = (s: Services) =>
  factory
    .createApp()
    .get(BLOG_ROUTE.path, async (c) => {
      if (c.get('markdown')) return listingTwin(s, c);
      const listing = await readListing(s, c);
      if (listing instanceof Response) return listing;
      const { cluster, page } = listing;
      return c.render(<BlogIndexPage listing={listing} />, {
        meta: {
          title: listingTitle(BLOG_ROUTE.title, SITE.brand, cluster && clusterLabel(cluster), page),
          description: BLOG_ROUTE.description,
          path: BLOG_ROUTE.path,
          canonical: listingHref(cluster, page),
          markdown: twinAddress(listingHref(cluster, page)),
        },
        headers: VARY_ACCEPT,
      });
    })
    .get(twinPath(BLOG_ROUTE.path), (c) => listingTwin(s, c))
    // An article's social card, from R2: its address names its content, so it never changes.
    .get('/cards/:slug/:file', (c) => storedPicture(c, cardKeyOf(c.req.param('slug'), c.req.param('file')), s.cards.read, 'image/png'))
    .get(FEED_PATH, async (c) =>
      c.body(await feedXml(siteOrigin(c.env), await latestWithContent(s.db.public(c), FEED_SIZE)), 200, { 'Content-Type': `${FEED_TYPE}; charset=utf-8` }),
    )
    // A shared preview of a draft (./preview-page.tsx), loaded on first use: reviewers are few.
    .get(`${PREVIEW_PATH}/:token`, async (c) => (await import('./preview-page')).previewAnswer(s, c))
    .get('/:slug', async (c, next) => {
      const twinOf = pageOfTwin(c.req.path)?.slice(1);
      if (twinOf !== undefined) return articleTwin(s, c, SLUG_PATTERN.test(twinOf) ? await findPublished(s.db.public(c), twinOf) : null, next);
      const slug = c.req.param('slug');
      const lower = slug.toLowerCase();
      if (lower !== slug && SLUG_PATTERN.test(lower)) {
        // '/Some-Article', as someone typed or a site linked it: the lowercase address, in one hop, if it names a page.
        const target = await lowercaseTarget(s, c, lower);
        return target ? c.body(null, 301, { Location: target + new URL(c.req.url).search, ...NOT_KEPT }) : next();
      }
      // The head decides the status before anything streams: a Suspense boundary cannot turn a sent 200 into a 404.
      const article = SLUG_PATTERN.test(slug) ? await readArticle(s, c, slug) : null;
      if (!article) {
        // Not a post: perhaps an old address of one. Only addresses that would be a 404 pay for this read.
        const old = SLUG_PATTERN.test(slug) ? await oldAddress(s, c, slug) : null;
        if (old && 'to' in old) return movedTo(c, old.to);
        if (old) return gone(c);
        // Let any later route, and finally the 404 page, answer.
        return next();
      }
      const { post } = article;
      if (c.get('markdown')) return articleTwin(s, c, post, next);
      const body = article.body();
      // Content streamed behind Suspense only appears once React's script runs. So crawlers wait for the whole
      // article, and people get it inline too unless the database is slow: only then do they see the loading message.
      const ready = isBot(c.req.header('user-agent')) ? await body : await Promise.race([body, sleep(INLINE_BUDGET_MS)]);
      return c.render(<PostPage post={post} body={ready ?? body} />, {
        meta: { title: post.title, description: post.metaDescription, path: `/${post.slug}`, ogType: 'article', image: articleCardImage(post), markdown: twinPath(`/${post.slug}`) },
        // Only a page that streams needs React's inline scripts, and their per-response nonce must never be replayed from a cache.
        streaming: !ready,
        headers: ready ? VARY_ACCEPT : { ...VARY_ACCEPT, 'Cache-Control': 'private, no-store' },
      });
    });

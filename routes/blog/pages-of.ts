/** Which public pages an edit to some posts changes; the manager's writes (./manage/editor.ts) and the publishing cron use it. */
import { FEED_PATH } from './feed-link';

/**
 * The public pages a post appears on: the listings (the feed and the HTML sitemap too; listing pages with a query
 * string are never cached, so '/blog' covers them) and its own page. The posts of its topic (whose related cards
 * may show it) get new versions inside the edit's batch (Services.cache.recordEdit) and are not purged one by
 * one: purging them too cost six Cache API deletes per post of the topic, 11 s for one publish at 3,000 posts.
 */
export const LISTING_PATHS = ['/blog', '/sitemap', FEED_PATH];
export const pagesOf = (slugs: string[]) => [...new Set([...LISTING_PATHS, ...slugs.map((slug) => `/${slug}`)])];

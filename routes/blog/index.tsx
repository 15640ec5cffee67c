/**
 * Insights: the public blog (the manager that edits it is routes/manage). /{slug} matches any single path
 * segment, so routes/index.ts mounts this family after every other.
 */
import { factory } from '../_app/factory';
import type { Offers, Services } from '../_app/services';
import { pagesOf } from './pages-of';
import { articleTwins, cardlessPosts, duePosts, publishDue, recordCard, sitemapOutline, sitemapPartPosts, sitemapSmall, sitemapTitles } from './repository';
import { publicBlog } from './public';
import { articleCard } from './social-card';
import type { ClusterKey } from './clusters';

export function blog(s: Services) {
  return factory.createApp().route('/', publicBlog(s));
}

export default blog;

/** The posts as the sitemaps and the publishing cron read them, through Services.posts. */
export const offers: Pick<Offers, 'posts'> = {
  posts: { sitemapTitles, sitemapOutline, sitemapPartPosts, sitemapSmall, duePosts, publishDue, pagesOf, cardOf: (post) => articleCard({ ...post, cluster: post.cluster as ClusterKey }), cardless: cardlessPosts, recordCard, twins: articleTwins },
};

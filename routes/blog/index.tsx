/**
 * Insights: the manager (its pages and JSON API, behind the editor gate of Services.auth) and the public blog.
 * Order matters: /{slug} matches any single path segment, so the public blog goes last, and routes/index.ts
 * mounts this family after every other.
 */
import { factory } from '../_app/factory';
import type { Offers, Services } from '../_app/services';
import { pagesOf } from './pages-of';
import { cardlessPosts, duePosts, publishDue, recordCard, sitemapOutline, sitemapPartPosts, sitemapSmall, sitemapTitles } from './repository';
import { managerApi } from './manage/api';
import { managerPages } from './manage/index';
import { publicBlog } from './public';
import { articleCard } from './social-card';
import type { ClusterKey } from './clusters';

export function blog(s: Services) {
  const app = factory.createApp();
  // The editor's reads and writes share one D1 session, continued from request to request by a cookie.
  app.use('/blog/manage/*', s.db.editorSession);
  app.use('/api/blog/*', s.db.editorSession);
  app.route('/', managerPages(s));
  app.route('/api/blog', managerApi(s));
  app.route('/', publicBlog(s));
  return app;
}

export default blog;

/** The posts as the sitemaps and the publishing cron read them, through Services.posts. */
export const offers: Pick<Offers, 'posts'> = {
  posts: { sitemapTitles, sitemapOutline, sitemapPartPosts, sitemapSmall, duePosts, publishDue, pagesOf, cardOf: (post) => articleCard({ ...post, cluster: post.cluster as ClusterKey }), cardless: cardlessPosts, recordCard },
};

/** Insights: the listing, every post at /{slug} (not in the table: they come from D1) and the manager (signed in at /auth, routes/sign-in). */
import { route, type FamilyPages } from '../_app/routes';
import { SITE } from '../_lib/site-config';
import { blogIndexPage } from './content';

export const BLOG_ROUTE = route('/blog', 'blog', 'Insights', blogIndexPage, { nav: 4, mobile: { order: 4, label: 'Insights' }, footer: 'resources', source: 'database' });

export const MANAGE_ROUTE = route('/blog/manage', 'blog-manage', 'Manage Insights', {
  title: `Manage Insights | ${SITE.brand}`,
  description: 'Operator screen for creating, editing, publishing and unpublishing Insights posts. Requires an administrator sign-in.',
}, { sitemap: false, source: 'database', unmeasured: true });

/** Where the manager's form for a new article lives and posts. */
export const NEW_POST_PATH = '/blog/manage/new';

/** The manager's address for one article's screen or action ('edit', 'delete', 'publish', 'redirects/old/remove'…). */
export const postManagePath = (slug: string, action: string) => `${MANAGE_ROUTE.path}/${slug}/${action}`;

/**
 * Where a 'Share a preview' link opens a draft (./previews.ts). Declared here because the worker's visit counter
 * reads it without the blog's code: a preview is never counted.
 */
export const PREVIEW_PATH = '/preview';

export const PAGES: FamilyPages = { position: 40, routes: [BLOG_ROUTE, MANAGE_ROUTE] };

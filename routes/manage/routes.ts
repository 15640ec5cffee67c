/**
 * The manager: the operator's screens for the articles, signed in at /auth (routes/sign-in). Its addresses stay
 * under /blog/manage, where the operator has always found them; the Leads screen (routes/leads) and the Analytics
 * screen (routes/analytics) sit beside its own.
 */
import { route, type FamilyPages } from '../_app/routes';
import { SITE } from '../_lib/site-config';

export const MANAGE_ROUTE = route('/blog/manage', 'blog-manage', 'Manage Insights', {
  title: `Manage Insights | ${SITE.brand}`,
  description: 'Operator screen for creating, editing, publishing and unpublishing Insights posts. Requires an administrator sign-in.',
}, { sitemap: false, source: 'database', unmeasured: true });

/** Where the manager's form for a new article lives and posts. */
export const NEW_POST_PATH = '/blog/manage/new';

/** The manager's address for one article's screen or action ('edit', 'delete', 'publish', 'redirects/old/remove'…). */
export const postManagePath = (slug: string, action: string) => `${MANAGE_ROUTE.path}/${slug}/${action}`;

/** Where the new-article form's picture island sends a picture (./new-images.ts): the JSON API, under /api/blog. */
export const NEW_IMAGES_ROUTE = '/new/images';
export const NEW_ARTICLE_UPLOAD = `/api/blog${NEW_IMAGES_ROUTE}`;

/** The article form's paths, which take a picture with the fields. */
export const ARTICLE_FORM_PATHS = /^\/blog\/manage\/(?:new|[^/]+\/edit)$/;

/** Right after the blog's listing, where the manager sat when it was part of the blog. */
export const PAGES: FamilyPages = { position: 41, routes: [MANAGE_ROUTE] };

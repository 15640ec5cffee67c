/** Insights: the listing and every post at /{slug} (not in the table: they come from D1). The manager is routes/manage. */
import { route, type FamilyPages } from '../_app/routes';
import { blogIndexPage } from './content';

export const BLOG_ROUTE = route('/blog', 'blog', 'Insights', blogIndexPage, { nav: 4, mobile: { order: 4, label: 'Insights' }, footer: 'resources', source: 'database' });

/**
 * Where a 'Share a preview' link opens a draft (./previews.ts). Declared here because the worker's visit counter
 * reads it without the blog's code: a preview is never counted.
 */
export const PREVIEW_PATH = '/preview';

export const PAGES: FamilyPages = { position: 40, routes: [BLOG_ROUTE] };

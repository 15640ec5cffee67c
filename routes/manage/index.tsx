/**
 * The manager: the operator's screens for the articles (./pages.tsx) and their JSON API (./api.ts), each behind
 * the editor gate of Services.auth (routes/sign-in). It reads and writes the articles through the blog's store
 * (routes/blog/articles.ts). The Leads screen (routes/leads) and the Analytics screen (routes/analytics) are their
 * own concerns' screens, linked from the manager's bar through declared paths (./content.ts, MANAGER_LINKS).
 *
 * This module is what every isolate starts with: the gates and every route's path, in the order the handlers
 * were always registered, so routing is unchanged. The handlers, with the views, copy and checks only they use,
 * are one chunk imported on the operator's first request (./operator.ts, routes/_app/lazy-routes.ts).
 */
import type { Context } from 'hono';
import { BODY_CAPS, capBody, kilobytes } from '../_app/body-cap';
import type { AppEnv } from '../_app/env';
import { factory } from '../_app/factory';
import { lazyRoutes, type LazyRoute } from '../_app/lazy-routes';
import { acceptBody, FORM_BODIES, JSON_BODY, refusalText, type BodyRefusal } from '../_app/request-body';
import { sameOriginOnly } from '../_app/same-origin';
import type { Services } from '../_app/services';
import { acceptUpload, isUpload } from '../_app/upload-body';
import { AUTOSAVE_PATH } from '../_lib/autosave';
import { MEDIA_LIMITS } from '../_lib/media';
import { KEPT_FORM_PATH } from '../sign-in/routes';
import { ARTICLE_FORM_PATHS, MANAGE_ROUTE, NEW_IMAGES_ROUTE, NEW_POST_PATH } from './routes';

const operator = () => import('./operator');

/** The screens' routes (./pages.tsx), in the order they are matched. */
export const PAGE_ROUTES: readonly LazyRoute[] = [
  ['GET', MANAGE_ROUTE.path],
  ['GET', KEPT_FORM_PATH],
  ['POST', AUTOSAVE_PATH],
  ['GET', NEW_POST_PATH],
  ['POST', NEW_POST_PATH],
  ['GET', '/blog/manage/:slug/edit'],
  ['POST', '/blog/manage/:slug/edit'],
  ['POST', '/blog/manage/:slug/publish'],
  ['POST', '/blog/manage/:slug/unpublish'],
  ['GET', '/blog/manage/deleted'],
  ['POST', '/blog/manage/deleted/:id/restore'],
  ['GET', '/blog/manage/:slug/versions'],
  ['GET', '/blog/manage/:slug/versions/:id'],
  ['POST', '/blog/manage/:slug/versions/:id/restore'],
  ['POST', '/blog/manage/:slug/previews'],
  ['POST', '/blog/manage/:slug/previews/:id/revoke'],
  ['POST', '/blog/manage/:slug/unschedule'],
  ['POST', '/blog/manage/:slug/redirects/:from/remove'],
  ['GET', '/blog/manage/:slug/delete'],
  ['POST', '/blog/manage/:slug/delete'],
];

/** The screens' forms, kept for after sign-in when posted without a session: every POST but the autosave, a script's. */
const FORM_ROUTES = PAGE_ROUTES.filter(([method, path]) => method === 'POST' && path !== AUTOSAVE_PATH);

/** The JSON API's routes (./api.ts), under /api/blog. */
export const API_ROUTES: readonly LazyRoute[] = [
  ['POST', '/posts/:slug/images'],
  ['POST', NEW_IMAGES_ROUTE],
  ['GET', '/posts'],
  ['GET', '/posts/:slug'],
  ['POST', '/posts'],
  ['PUT', '/posts/:slug'],
  ['POST', '/posts/:slug/publish'],
  ['POST', '/posts/:slug/unpublish'],
  ['POST', '/posts/:slug/unschedule'],
  ['DELETE', '/posts/:slug'],
  ['POST', '/preview'],
];

/** The largest picture and the fields with it. */
const UPLOAD_CAP = MEDIA_LIMITS.bytes + BODY_CAPS.manager;
const IMAGES_PATH = /^\/api\/blog\/(?:posts\/[^/]+|new)\/images$/;

function screens(s: Services) {
  const app = factory.createApp();
  // The article form may carry a picture: its own cap and reader (routes/_app/upload-body.ts), after the editor gate.
  const upload = (c: Context<AppEnv>) => isUpload(c.req.method, c.req.header('content-type'), c.req.path, ARTICLE_FORM_PATHS);
  const formCap = capBody(BODY_CAPS.manager);
  const formBody = acceptBody(FORM_BODIES);
  const uploadBody = acceptUpload('image', UPLOAD_CAP, refusalText);
  // '/blog/manage/*' also matches '/blog/manage' itself.
  app.use(
    '/blog/manage/*',
    sameOriginOnly,
    (c, next) => (upload(c) ? next() : formCap(c, next)),
    s.auth.requireEditor('page', FORM_ROUTES),
    (c, next) => (upload(c) ? uploadBody(c, next) : formBody(c, next)),
  );
  lazyRoutes(app, PAGE_ROUTES, async () => (await operator()).managerPages(s));
  return app;
}

function api(s: Services) {
  const app = factory.createApp();
  const refusedBody = (c: Context<AppEnv>, refused: BodyRefusal) => c.json({ error: refused.message }, refused.status);
  // A picture comes as multipart/form-data to /posts/:slug/images or /new/images, with its own cap and reader (routes/_app/upload-body.ts).
  const upload = (c: Context<AppEnv>) => isUpload(c.req.method, c.req.header('content-type'), c.req.path, IMAGES_PATH);
  const jsonCap = capBody(BODY_CAPS.manager, (c) => c.json({ error: `The request body is larger than the manager accepts (at most ${kilobytes(BODY_CAPS.manager)}).` }, 413));
  const jsonBody = acceptBody(JSON_BODY, refusedBody);
  const uploadBody = acceptUpload('image', UPLOAD_CAP, refusedBody);
  app.use(
    '*',
    sameOriginOnly,
    (c, next) => (upload(c) ? next() : jsonCap(c, next)),
    s.auth.requireEditor('api'),
    (c, next) => (upload(c) ? uploadBody(c, next) : jsonBody(c, next)),
  );
  lazyRoutes(app, API_ROUTES, async () => (await operator()).managerApi(s));
  return app;
}

export default function manage(s: Services) {
  const app = factory.createApp();
  // The editor's reads and writes share one D1 session, continued from request to request by a cookie.
  app.use('/blog/manage/*', s.db.editorSession);
  app.use('/api/blog/*', s.db.editorSession);
  app.route('/', screens(s));
  app.route('/api/blog', api(s));
  return app;
}

/**
 * The gate in front of a manager screen that its own family mounts (the Leads screen, routes/leads; the Analytics
 * screen, routes/analytics), in the order the manager's own screens have it (routes/manage/pages.tsx): the editor's
 * database session, this site only, the form's size cap, the editor gate (Services.auth) and the form's fields.
 * `routes` is the screen's route table: its POST routes are the forms kept when posted without a session.
 */
import type { MiddlewareHandler } from 'hono';
import { BODY_CAPS, capBody } from './body-cap';
import type { AppEnv } from './env';
import type { LazyRoute } from './lazy-routes';
import { acceptBody, FORM_BODIES } from './request-body';
import { sameOriginOnly } from './same-origin';
import type { Services } from './services';

export const managerGate = (s: Pick<Services, 'db' | 'auth'>, routes: readonly LazyRoute[]): [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]] => [
  s.db.editorSession,
  sameOriginOnly,
  capBody(BODY_CAPS.manager),
  s.auth.requireEditor('page', routes),
  acceptBody(FORM_BODIES),
];

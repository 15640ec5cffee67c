/**
 * The manager: the operator's screens for the articles (./pages.tsx) and their JSON API (./api.ts), each behind
 * the editor gate of Services.auth (routes/sign-in). It reads and writes the articles through the blog's store
 * (routes/blog/articles.ts). The Leads screen (routes/leads) and the Analytics screen (routes/analytics) are their
 * own concerns' screens, linked from the manager's bar through declared paths (./content.ts, MANAGER_LINKS).
 */
import { factory } from '../_app/factory';
import type { Services } from '../_app/services';
import { managerApi } from './api';
import { managerPages } from './pages';

export default function manage(s: Services) {
  const app = factory.createApp();
  // The editor's reads and writes share one D1 session, continued from request to request by a cookie.
  app.use('/blog/manage/*', s.db.editorSession);
  app.use('/api/blog/*', s.db.editorSession);
  app.route('/', managerPages(s));
  app.route('/api/blog', managerApi(s));
  return app;
}

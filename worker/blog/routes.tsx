/**
 * Everything the Insights feature serves, mounted once in worker/index.tsx after the route-table pages.
 * Order matters: /{slug} matches any single path segment, so the public blog goes last.
 */
import { Hono } from 'hono';
import { auth } from '../auth/routes';
import type { AppEnv } from '../../routes/_app/env';
import { api } from './api';
import { manage } from './manage';
import { publicBlog } from './public';
import { editorSession } from './sessions';

export const blog = new Hono<AppEnv>();
// The editor's reads and writes share one D1 session, continued from request to request by a cookie.
blog.use('/blog/manage/*', editorSession);
blog.use('/api/blog/*', editorSession);
blog.route('/', auth);
blog.route('/', manage);
blog.route('/api/blog', api);
blog.route('/', publicBlog);

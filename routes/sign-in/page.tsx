/** /auth's document around a sign-in view: never indexed, counted or stored (./index.tsx, ./not-kept-page.tsx). */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../_app/env';
import { AUTH_ROUTE } from './routes';

export function authDocument(c: Context<AppEnv>, body: ReactNode, status = 200, headers: Record<string, string> = {}) {
  return c.render(<>{body}</>, {
    meta: { title: AUTH_ROUTE.title, description: AUTH_ROUTE.description, path: AUTH_ROUTE.path, noindex: true, unmeasured: true },
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

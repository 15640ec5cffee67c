/**
 * The worker's side of routes/_app/services.ts: each operation the page families use, on this worker's adapters
 * (D1 sessions, content versions and the edge cache, Supabase auth, the lead outbox). worker/index.tsx hands this
 * object to every family when it mounts them.
 */
import type { Services } from '../routes/_app/services';
import { OFFERS } from '../routes/index';
import { siteOrigin } from '../routes/_app/env';
import { requireEditor } from './auth/editor-gate';
import { revoke, signOutUpstream } from './auth/revocation';
import { clearSession, expiredSessionCookie, sessionToken, setSession } from './auth/session';
import { signIn } from './auth/sign-in';
import { noteSignIn, signInThrottle } from './auth/throttle';
import { verifyAccessToken } from './auth/verify';
import { learnEdits, recordEdit } from './content-version';
import { chooseCurrency } from './currency';
import { editorDb, editorSession, publicDb } from './d1-sessions';
import { purgePaths } from './edge-cache';
import { markFailedRead } from './failed-reads';
import { bulkDiscard, bulkSend, discardLead, sendNow } from './leads/operator';
import { outboxSummary } from './leads/outbox';
import { listUndelivered } from './leads/outbox-list';
import { allowLead, leadsLimiter } from './leads/rate-limit';
import { submitLead } from './leads/submit';
import { retryAfterSeconds } from './rate-limit';
import { afterAnswer, formPage, recordConversion } from './analytics/record';
import { readReport } from './analytics/report';
import { trappedByHoneypot } from './leads/submit';
import { drawAndStore, readCard } from './social-card/store';
import { media } from './media/store';
import type { AppEnv } from '../routes/_app/env';
import type { Context } from 'hono';
import { log, errorMessage } from '../routes/_lib/log';

/** The execution context, where there is one (never missing in the Workers runtime). */
function executionCtx(c: Context<AppEnv>): Pick<ExecutionContext, 'waitUntil'> | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

export const services: Services = {
  // What the families offer each other and the worker (routes/index.ts OFFERS).
  ...OFFERS,
  db: { public: publicDb, editor: editorDb, editorSession },
  cache: {
    markFailedRead: (c) => markFailedRead(c.req.raw),
    recordEdit,
    async afterEdit(c, paths) {
      try {
        await purgePaths(siteOrigin(c.env), paths);
      } catch (error) {
        // The write is stored and its new versions retire the old copies anyway: a failed purge must not turn a
        // saved edit into an error page (the editor would retry and be told the slug is taken).
        log.error('edge_cache_purge_failed', { paths, message: errorMessage(error) });
      }
      await learnEdits(c.env.DB);
    },
  },
  auth: {
    requireEditor,
    session: (c) => verifyAccessToken(c.env, sessionToken(c)),
    hasSession: (c) => sessionToken(c) !== undefined,
    throttle: signInThrottle,
    async signIn(c, email, password) {
      const result = await signIn(c.env, email, password);
      if (result.ok) setSession(c, result.token, result.maxAge);
      if (result.ok || result.message === 'wrongCredentials') await noteSignIn(c, email, result.ok ? 'signed_in' : 'wrong_password');
      return result;
    },
    async signOut(c) {
      const token = sessionToken(c);
      if (token) {
        // Only a token this worker would accept needs refusing here; Supabase is asked to end any session.
        const session = await verifyAccessToken(c.env, token);
        if (session.ok) {
          // If D1 cannot take the row the browser still forgets the cookie and Supabase still ends the session;
          // the error is logged, because the token itself would then work until it expires.
          await revoke(c.env.DB, session.revocationIds, session.expiresAt).catch((err: Error) =>
            log.error('sign_out_revocation_failed', { email: session.email, message: err.message }),
          );
          log.info('sign_out', { email: session.email });
        }
        await signOutUpstream(c.env, token);
      }
      clearSession(c);
    },
    expiredCookie: expiredSessionCookie,
  },
  leads: {
    throttle: async (c, ip) => ((await allowLead(c.env, ip)) ? null : retryAfterSeconds(leadsLimiter(c.env))),
    submit: (c, kind, input, ip) => {
      const result = submitLead(c.env, kind, input, {
        ip,
        waitUntil: (p) => {
          try {
            c.executionCtx.waitUntil(p);
          } catch {
            // No execution context (never in the Workers runtime): the cron delivers the row instead.
          }
        },
      });
      // A submission that reached the outbox is a conversion of the visitor's day, counted whether or not the
      // browser runs any script (docs/analytics.md); a bot caught by the honeypot is not.
      return result.then((r) => {
        if (r.kind === 'accepted' && !trappedByHoneypot(input)) {
          afterAnswer(executionCtx(c), 'form', () => recordConversion(c.env, c.req.raw, kind, formPage(c.req.raw, c.req.path)));
        }
        return r;
      });
    },
    log: log.at,
    summary: (c, now) => outboxSummary(c.env.DB, now, { stuck: false }),
    undelivered: (c, filter, limit, offset) => listUndelivered(c.env.DB, filter, limit, offset),
    sendNow: (c, id, operator) => sendNow(c.env, id, operator),
    discard: (c, id, operator) => discardLead(c.env, id, operator),
    bulk: (c, action, ids, operator) => (action === 'send' ? bulkSend : bulkDiscard)(c.env, ids, operator),
  },
  analytics: {
    completed: (c, kind, page) => afterAnswer(executionCtx(c), 'assessment', () => recordConversion(c.env, c.req.raw, kind, page)),
    report: (c, period) => readReport(c.env.DB, period),
  },
  cards: { draw: (c, subject, key, photoKey) => drawAndStore(c.env, subject, key, photoKey), read: readCard },
  media,
  currency: { choose: chooseCurrency },
};

/**
 * Services.leads as the leads family provides it (routes/_app/services.ts, offered from ./index.tsx): the outbox
 * behind the form API, the Leads screen and the cron. The family's own handlers use it through Services too, so a
 * test can mount them with stand-ins; the worker adds what only it knows (a lead's conversion, worker/services.ts)
 * and calls `drain` from its cron.
 */
import type { Services } from '../_app/services';
import { retryAfterSeconds } from '../_app/rate-limit';
import { log } from '../_lib/log';
import { drainOutbox } from './delivery';
import { outboxSummary } from './outbox';
import { allowLead, leadsLimiter } from './rate-limit';
import { submitLead } from './submit';

/** The Leads screen's reads and actions, in the screen's chunk, loaded with its first request (./screen-routes.ts). */
const screen = () => import('./screen');

export const leads: Services['leads'] = {
  throttle: async (c, ip) => ((await allowLead(c.env, ip)) ? null : retryAfterSeconds(leadsLimiter(c.env))),
  submit: (c, kind, input, ip, readResult) =>
    submitLead(c.env, kind, input, {
      ip,
      readResult,
      waitUntil: (p) => {
        try {
          c.executionCtx.waitUntil(p);
        } catch {
          // No execution context (never in the Workers runtime): the cron delivers the row instead.
        }
      },
    }),
  log: log.at,
  summary: (c, now) => outboxSummary(c.env.DB, now, { stuck: false }),
  undelivered: async (c, filter, limit, offset) => (await screen()).listUndelivered(c.env.DB, filter, limit, offset),
  sendNow: async (c, id, operator) => (await screen()).sendNow(c.env, id, operator),
  discard: async (c, id, operator) => (await screen()).discardLead(c.env, id, operator),
  bulk: async (c, action, ids, operator) => {
    const { bulkDiscard, bulkSend } = await screen();
    return (action === 'send' ? bulkSend : bulkDiscard)(c.env, ids, operator);
  },
  drain: async (env, scheduledTime) => void (await drainOutbox(env, scheduledTime)),
};

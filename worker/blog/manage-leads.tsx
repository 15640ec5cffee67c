/**
 * /blog/manage/leads: the operator's view of the lead outbox. Mounted inside the manager (manage.tsx), so
 * the same sign-in and same-origin check guard it; its actions are plain forms (POST, then redirect).
 */
import { Hono, type Context } from 'hono';
import { isLeadsNotice, leadsCopy, type LeadsNotice } from '../../routes/blog/manage/leads-content';
import { LeadsPage } from '../../routes/blog/manage/leads-page';
import { SITE } from '../../routes/_lib/site-config';
import type { AppEnv } from '../../routes/_app/env';
import type { DeliveryOutcome } from '../leads/delivery';
import { discardLead, sendNow } from '../leads/operator';
import { outboxSummary, undeliveredLeads } from '../leads/outbox';
import { renderPage } from '../render';

export const LEADS_PATH = '/blog/manage/leads';

export const manageLeads = new Hono<AppEnv>();

type C = Context<AppEnv>;

manageLeads.get(LEADS_PATH, async (c) => {
  const now = Date.now();
  const db = c.env.DB;
  const [summary, leads] = await Promise.all([outboxSummary(db, now), undeliveredLeads(db)]);
  const kind = c.req.query('notice');
  const id = Number(c.req.query('id'));
  const notice = isLeadsNotice(kind) && Number.isSafeInteger(id) ? { kind, id } : undefined;
  return renderPage(c, <LeadsPage summary={summary} leads={leads} editor={c.var.editor} now={now} notice={notice} />, {
    meta: {
      title: `${leadsCopy.h1} | ${SITE.brand}`,
      description: 'Operator screen for the lead outbox: what is waiting, retrying or parked, and the actions to send or discard it.',
      path: c.req.path,
      canonical: LEADS_PATH,
      noindex: true,
    },
    headers: { 'Cache-Control': 'no-store' },
  });
});

const NOTICE_FOR: Record<DeliveryOutcome | 'gone', LeadsNotice> = {
  delivered: 'sent',
  retry: 'retrying',
  permanent: 'parked',
  unconfigured: 'unconfigured',
  skipped: 'skipped',
  gone: 'gone',
};

/** Row ids are positive integers; anything else names no lead. */
function leadIdParam(c: C): number | null {
  const raw = c.req.param('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

const done = (c: C, notice: LeadsNotice, id: number) => c.redirect(`${LEADS_PATH}?notice=${notice}&id=${id}`, 303);

manageLeads.post(`${LEADS_PATH}/:id/send`, async (c) => {
  const id = leadIdParam(c);
  if (id === null) return c.notFound();
  return done(c, NOTICE_FOR[await sendNow(c.env, id, c.var.editor)], id);
});

manageLeads.post(`${LEADS_PATH}/:id/discard`, async (c) => {
  const id = leadIdParam(c);
  if (id === null) return c.notFound();
  return done(c, (await discardLead(c.env, id, c.var.editor)) ? 'discarded' : 'gone', id);
});

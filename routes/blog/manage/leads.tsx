/**
 * /blog/manage/leads: the operator's view of the lead outbox. Mounted inside the manager (./index.tsx), so
 * the same sign-in and same-origin check guard it; its actions are plain forms (POST, then redirect).
 */
import type { Context } from 'hono';
import { isLeadsNotice, leadsCopy, type LeadsNotice } from './leads-content';
import { LeadsPage } from './leads-page';
import { SITE } from '../../_lib/site-config';
import type { AppEnv } from '../../_app/env';
import { factory } from '../../_app/factory';
import type { DeliveryOutcome, Services } from '../../_app/services';
import { LEADS_PATH } from '../routes';

type C = Context<AppEnv>;

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

export const leadsScreen = (s: Services) =>
  factory
    .createApp()
    .get(LEADS_PATH, async (c) => {
      const now = Date.now();
      const [summary, leads] = await Promise.all([s.leads.summary(c, now), s.leads.undelivered(c)]);
      const kind = c.req.query('notice');
      const id = Number(c.req.query('id'));
      const notice = isLeadsNotice(kind) && Number.isSafeInteger(id) ? { kind, id } : undefined;
      return c.render(<LeadsPage summary={summary} leads={leads} editor={c.var.editor} now={now} notice={notice} />, {
        meta: {
          title: `${leadsCopy.h1} | ${SITE.brand}`,
          description: leadsCopy.description,
          path: c.req.path,
          canonical: LEADS_PATH,
          noindex: true,
        },
        headers: { 'Cache-Control': 'no-store' },
      });
    })
    .post(`${LEADS_PATH}/:id/send`, async (c) => {
      const id = leadIdParam(c);
      if (id === null) return c.notFound();
      return done(c, NOTICE_FOR[await s.leads.sendNow(c, id, c.var.editor)], id);
    })
    .post(`${LEADS_PATH}/:id/discard`, async (c) => {
      const id = leadIdParam(c);
      if (id === null) return c.notFound();
      return done(c, (await s.leads.discard(c, id, c.var.editor)) ? 'discarded' : 'gone', id);
    });

/**
 * /blog/manage/leads: the operator's view of the lead outbox, one of the manager's screens. Each of its routes
 * passes the gate every manager screen has (routes/_app/manager-gate.ts), in front of these handlers, which load
 * with the first request to the screen (./screen-routes.ts). Its actions are plain forms (POST, then redirect).
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { isLeadsNotice, leadsCopy, type LeadsNotice } from './screen-content';
import { bulkNoticeParams, LEADS_PAGE_SIZE, leadsFilter, leadsHref, readBulkNotice, readLeadsView, readSelection } from './screen-list';
import { LeadsError, LeadsPage } from './screen-page';
import { SITE } from '../_lib/site-config';
import type { AppEnv } from '../_app/env';
import { handlerTable } from '../_app/lazy-routes';
import type { DeliveryOutcome, Services } from '../_app/services';
import { pageCount } from '../_lib/paging';
import { LEADS_PATH } from './routes';

/** The operator's actions and the screen's list (Services.leads, ./service.ts), loaded with the screen. */
export { bulkDiscard, bulkSend, discardLead, sendNow } from './operator';
export { listUndelivered } from './outbox-list';

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

function page(c: C, body: ReactNode, status = 200) {
  return c.render(<>{body}</>, {
    meta: { title: `${leadsCopy.h1} | ${SITE.brand}`, description: leadsCopy.description, path: c.req.path, canonical: LEADS_PATH, noindex: true, unmeasured: true },
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

/** The notice an address carries after an action, as the sentence the operator reads. */
function noticeText(c: C): string | undefined {
  const get = (name: string) => c.req.query(name);
  const bulk = readBulkNotice(get);
  if (bulk) return leadsCopy.bulkNotices[bulk.action](bulk.result);
  const kind = get('notice');
  const id = Number(get('id'));
  return isLeadsNotice(kind) && Number.isSafeInteger(id) ? leadsCopy.notices[kind](id) : undefined;
}

/** The screen's handlers, loaded with the operator's first request to it (./screen-routes.ts registers the routes and the gate). */
export function leadsScreenHandlers(s: Services) {
  const app = handlerTable();
  app.get(LEADS_PATH, async (c) => {
      const view = readLeadsView((name) => c.req.query(name));
      if ('error' in view) return page(c, <LeadsError message={view.error} editor={c.var.editor} />, 400);
      const now = Date.now();
      const [summary, found] = await Promise.all([
        s.leads.summary(c, now),
        s.leads.undelivered(c, leadsFilter(view), LEADS_PAGE_SIZE, (view.page - 1) * LEADS_PAGE_SIZE),
      ]);
      const list = { ...found, view, pageSize: LEADS_PAGE_SIZE, pages: pageCount(found.total, LEADS_PAGE_SIZE) };
      if (view.page > list.pages) {
        // Past the end (a discard emptied the last page): the last page there is, with the notice kept.
        const url = new URL(c.req.url);
        url.searchParams.set('page', String(list.pages));
        if (list.pages === 1) url.searchParams.delete('page');
        return c.redirect(url.pathname + url.search, 303);
      }
      return page(c, <LeadsPage summary={summary} list={list} editor={c.var.editor} now={now} notice={noticeText(c)} />);
  });
  app.post(`${LEADS_PATH}/bulk`, async (c) => {
      const form = c.var.input ?? {};
      const read = readLeadsView((name) => (typeof form[name] === 'string' ? form[name] : undefined));
      const view = 'error' in read ? ({ q: '', order: 'oldest', page: 1 } as const) : read;
      const selection = readSelection(form);
      if ('error' in selection) return page(c, <LeadsError message={selection.error} editor={c.var.editor} back={leadsHref(view, view.page)} />, 400);
      const result = await s.leads.bulk(c, selection.action, selection.ids, c.var.editor);
      return c.redirect(leadsHref(view, view.page, bulkNoticeParams(selection.action, result)), 303);
  });
  app.post(`${LEADS_PATH}/:id/send`, async (c) => {
      const id = leadIdParam(c);
      if (id === null) return c.notFound();
      return done(c, NOTICE_FOR[await s.leads.sendNow(c, id, c.var.editor)], id);
  });
  app.post(`${LEADS_PATH}/:id/discard`, async (c) => {
      const id = leadIdParam(c);
      if (id === null) return c.notFound();
      return done(c, (await s.leads.discard(c, id, c.var.editor)) ? 'discarded' : 'gone', id);
  });
  return app.handlers;
}

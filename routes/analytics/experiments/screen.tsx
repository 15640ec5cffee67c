/**
 * /blog/manage/experiments: the operator's copy experiments, one of the manager's screens behind its gate
 * (../screen-routes.ts), loaded with its first request. Plain forms (POST, then redirect): no JavaScript needed.
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../../_app/env';
import { handlerTable } from '../../_app/lazy-routes';
import type { Services } from '../../_app/services';
import { SITE } from '../../_lib/site-config';
import { csvCell } from '../data';
import { EXPERIMENT_PATH, EXPERIMENTS_PATH } from '../routes';
import { copyKey, relearnExperiments } from './live';
import { buildReport, readArms, type ExperimentReport } from './report';
import { act, ACTIONS, createExperiment, listExperiments, pagesShowing, readExperiment, readNewExperiment, type Action, type Experiment } from './store';
import { EXPERIMENTS_COPY as copy, armName, reportRows } from './screen-content';
import { ExperimentPage, ExperimentsPage } from './screen-page';

type C = Context<AppEnv>;

function page(c: C, body: ReactNode, status = 200) {
  return c.render(<>{body}</>, {
    meta: { title: `${copy.h1} | ${SITE.brand}`, description: copy.lead, path: c.req.path, canonical: EXPERIMENTS_PATH, noindex: true, unmeasured: true },
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

async function reportOf(c: C, s: Services, e: Experiment): Promise<ExperimentReport> {
  const { figures, days } = await readArms(s.db.editor(c), e.id, e.variants.length + 1);
  return buildReport(figures, days, figures.map((a) => armName(a.variant)));
}

/** The edge cache's copies showing the experiment's words, as it was before Stop or Keep: each variant's, and a kept one's. */
const copiesOf = (e: Experiment) => [...e.variants.map((_, i) => copyKey(e.id, i + 1, false)), ...(e.state === 'kept' && e.kept ? [copyKey(e.id, e.kept, true)] : [])];

export function experimentsScreenHandlers(s: Services) {
  const app = handlerTable();
  /** The experiment the address names, or null: `:id` takes any segment, and only a number names one. */
  const experimentOf = (c: C) => {
    const id = c.req.param('id') ?? '';
    return /^[1-9][0-9]{0,9}$/.test(id) ? readExperiment(s.db.editor(c), Number(id)) : Promise.resolve(null);
  };
  const list = async (c: C, error?: string, form?: Record<string, unknown>) =>
    page(c, <ExperimentsPage editor={c.var.editor} experiments={await listExperiments(s.db.editor(c))} error={error} form={form} />, error ? 400 : 200);

  app.get(EXPERIMENTS_PATH, (c) => list(c));
  app.post(EXPERIMENTS_PATH, async (c) => {
    const form = c.var.input ?? {};
    const read = readNewExperiment(form);
    if ('error' in read) return list(c, read.error, form);
    const id = await createExperiment(s.db.editor(c), read.value, c.var.editor);
    return c.redirect(`${EXPERIMENTS_PATH}/${id}?notice=created`, 303);
  });
  app.get(EXPERIMENT_PATH, async (c) => {
    const found = await experimentOf(c);
    if (!found) return page(c, <ExperimentsPage editor={c.var.editor} experiments={[]} error={copy.errors.missing} />, 404);
    const notice = c.req.query('notice');
    return page(c, <ExperimentPage editor={c.var.editor} {...found} report={await reportOf(c, s, found.experiment)} notice={notice && notice in copy.notices ? copy.notices[notice as keyof typeof copy.notices] : undefined} />);
  });
  app.get(`${EXPERIMENT_PATH}/report.csv`, async (c) => {
    const found = await experimentOf(c);
    if (!found) return c.text(copy.errors.missing, 404, { 'Cache-Control': 'no-store' });
    const rows = reportRows(found.experiment, await reportOf(c, s, found.experiment));
    return c.body(rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n', 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="experiment-${found.experiment.id}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
  const change = async (c: C, action: Action) => {
    const db = s.db.editor(c);
    const found = await experimentOf(c);
    if (!found) return c.text(copy.errors.missing, 404, { 'Cache-Control': 'no-store' });
    const id = found.experiment.id;
    const raw = c.var.input?.variant;
    const variant = typeof raw === 'string' && /^[1-3]$/.test(raw) ? Number(raw) : null;
    const result = await act(db, found.experiment, action, c.var.editor, variant);
    if (result !== 'done') {
      const report = await reportOf(c, s, found.experiment);
      return page(c, <ExperimentPage editor={c.var.editor} {...found} report={report} error={copy.errors[result]} />, 409);
    }
    // This isolate shows the change to its next visitor; every other within LIVE_SECONDS (./live.ts).
    await relearnExperiments(c.env.DB);
    if (action === 'stop' || action === 'keep') await s.cache.purgeCopies(c, await pagesShowing(db, found.experiment.slot), copiesOf(found.experiment));
    return c.redirect(`${EXPERIMENTS_PATH}/${id}?notice=${action}`, 303);
  };
  for (const action of ACTIONS) app.post(`${EXPERIMENT_PATH}/${action}`, (c) => change(c, action));
  return app.handlers;
}

import { PageHeader } from '../../_layout/page-header';
import { buttonClass, Container } from '../../_layout/ui';
import { managerChrome, Notice } from '../../_layout/manager/bar';
import { MANAGER_LINKS } from '../../manage/content';
import { SLOTS } from '../../table';
import { EXPERIMENTS_PATH } from '../routes';
import { EXPERIMENTS_COPY as c, reportRows } from './screen-content';
import type { ExperimentReport } from './report';
import type { Experiment, LogEntry } from './store';

const { ManageBar, managerTrail } = managerChrome(MANAGER_LINKS);
const when = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const field = 'mt-1 block w-full rounded-lg border border-ink-900/20 px-3 py-2';

function Header({ editor, h1, path }: { editor: string; h1: string; path: string }) {
  return (
    <PageHeader trail={managerTrail({ label: h1, path })} h1={h1} lead={c.lead}>
      <ManageBar editor={editor} />
    </PageHeader>
  );
}

const Alert = ({ text }: { text: string }) => (
  <p role="alert" className="mb-6 rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 text-red-900">
    {text}
  </p>
);

export function ExperimentsPage({ editor, experiments, error, form = {} }: { editor: string; experiments: Experiment[]; error?: string; form?: Record<string, unknown> }) {
  const value = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  return (
    <>
      <Header editor={editor} h1={c.h1} path={EXPERIMENTS_PATH} />
      <Container className="py-10">
        {error && <Alert text={error} />}
        <section aria-labelledby="new-experiment">
          <h2 id="new-experiment" className="font-display text-2xl font-bold text-ink-950">{c.newHeading}</h2>
          <form method="post" action={EXPERIMENTS_PATH} className="mt-4 grid max-w-2xl gap-4">
            <label>
              {c.fields.slot}
              <select name="slot" className={field} defaultValue={value('slot')}>
                {Object.entries(SLOTS).map(([id, slot]) => (
                  <option key={id} value={id}>{`${slot.label} (at most ${slot.max} characters)`}</option>
                ))}
              </select>
            </label>
            <label>
              {c.fields.name}
              <input name="name" required maxLength={80} className={field} defaultValue={value('name')} />
            </label>
            <label>
              {c.fields.note}
              <textarea name="note" maxLength={500} className={field} defaultValue={value('note')} />
            </label>
            <label>
              {c.fields.share}
              <input name="share" type="number" min={1} max={100} className={field} defaultValue={value('share') || '100'} />
            </label>
            {[1, 2, 3].map((n) => (
              <label key={n}>
                {c.fields.variant(n)}
                <textarea name={`variant${n}`} required={n === 1} className={field} defaultValue={value(`variant${n}`)} />
              </label>
            ))}
            <button type="submit" className={buttonClass('primary')}>{c.create}</button>
          </form>
        </section>
        <section aria-labelledby="all-experiments" className="mt-12">
          <h2 id="all-experiments" className="font-display text-2xl font-bold text-ink-950">{c.listHeading}</h2>
          {experiments.length ? (
            <ul className="mt-4 grid gap-2">
              {experiments.map((e) => (
                <li key={e.id}>
                  <a href={`${EXPERIMENTS_PATH}/${e.id}`} className="font-semibold underline">{e.name}</a> · {SLOTS[e.slot]?.label ?? e.slot} · {c.states[e.state]}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4">{c.none}</p>
          )}
        </section>
      </Container>
    </>
  );
}

function ActionButton({ id, action, label, variant }: { id: number; action: string; label: string; variant?: number }) {
  return (
    <form method="post" action={`${EXPERIMENTS_PATH}/${id}/${action}`}>
      {variant !== undefined && <input type="hidden" name="variant" value={variant} />}
      <button type="submit" className={buttonClass(action === 'stop' ? 'secondary' : 'primary')}>{label}</button>
    </form>
  );
}

export function ExperimentPage({ editor, experiment: e, log, report, notice, error }: { editor: string; experiment: Experiment; log: LogEntry[]; report: ExperimentReport; notice?: string; error?: string }) {
  const [head, ...rows] = reportRows(e, report);
  const live = e.state === 'running' || e.state === 'paused';
  return (
    <>
      <Header editor={editor} h1={e.name} path={`${EXPERIMENTS_PATH}/${e.id}`} />
      <Container className="py-10">
        {notice && <Notice text={notice} />}
        {error && <Alert text={error} />}
        <p>
          {SLOTS[e.slot]?.label ?? e.slot} · {c.states[e.state]} · {e.share}%{e.note && ` · ${e.note}`}
        </p>
        {e.state === 'kept' && e.kept !== null && <p className="mt-4 rounded-lg bg-accent-50 px-4 py-3">{c.kept(e.kept)}</p>}
        <div className="mt-6 flex flex-wrap gap-3">
          {(e.state === 'draft' || e.state === 'paused') && <ActionButton id={e.id} action="start" label={c.actions.start} />}
          {e.state === 'running' && <ActionButton id={e.id} action="pause" label={c.actions.pause} />}
          {live && e.variants.map((_, i) => <ActionButton key={i} id={e.id} action="keep" label={c.actions.keep(i + 1)} variant={i + 1} />)}
          {(live || e.state === 'kept') && <ActionButton id={e.id} action="stop" label={c.actions.stop} />}
        </div>
        <section aria-labelledby="report" className="mt-10">
          <h2 id="report" className="font-display text-2xl font-bold text-ink-950">{c.reportHeading}</h2>
          {report.srm.warns && <Alert text={c.srm(report.srm.p)} />}
          <p className="mt-2" data-verdict>{report.verdict}</p>
          <div className="mt-4 overflow-x-auto">
            <table className="text-sm">
              <thead>
                <tr>{head!.map((h) => <th key={h} scope="col" className="px-2 text-left">{h}</th>)}</tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r[0]}>{r.map((cell, i) => (i === 0 ? <th key={i} scope="row" className="px-2 text-left">{cell}</th> : <td key={i} className="px-2">{cell}</td>))}</tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4"><a href={`${EXPERIMENTS_PATH}/${e.id}/report.csv`} className="underline">{c.csv}</a></p>
        </section>
        <section aria-labelledby="changes" className="mt-10">
          <h2 id="changes" className="font-display text-2xl font-bold text-ink-950">{c.logHeading}</h2>
          <ul className="mt-4">
            {log.map((l, i) => <li key={i}>{`${when(l.at)}: ${l.action}${l.detail ? ` (${l.detail})` : ''} by ${l.editor}`}</li>)}
          </ul>
        </section>
      </Container>
    </>
  );
}

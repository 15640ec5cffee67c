import { PageHeader } from '../../_layout/page-header';
import { buttonClass, Container } from '../../_layout/ui';
import { formatAge, formatUtc, leadsCopy, type LeadsNotice } from './leads-content';
import { ColumnHeads, dangerClass, ManageBar, managerTrail, Notice } from './manage-bar';
import type { LeadRow, LeadsSummary } from '../../_app/services';
import { LEADS_PATH } from '../routes';

export type { LeadRow, LeadsSummary };

/** /blog/manage/leads: how the outbox stands, and every undelivered lead with the two actions on it. */
export function LeadsPage({ summary, leads, editor, now, notice }: { summary: LeadsSummary; leads: LeadRow[]; editor: string; now: number; notice?: { kind: LeadsNotice; id: number } }) {
  const c = leadsCopy;
  const oldest = summary.oldestUndeliveredAt === null ? c.oldestNone : formatAge(now - summary.oldestUndeliveredAt);
  const counts: (readonly [string, number | string])[] = [
    ...(Object.keys(c.counts) as (keyof typeof c.counts)[]).map((k) => [c.counts[k], summary[k]] as const),
    [c.oldest, oldest],
  ];
  return (
    <>
      <PageHeader trail={managerTrail({ label: c.h1, path: LEADS_PATH })} h1={c.h1} lead={c.lead}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        {notice && <Notice text={c.notices[notice.kind](notice.id)} />}
        <section aria-labelledby="leads-counts">
          <h2 id="leads-counts" className="font-display text-2xl font-bold text-ink-950">
            {c.countsHeading}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {counts.map(([label, n]) => (
              <div key={label} className="rounded-xl border border-ink-900/10 px-4 py-3">
                <dt className="text-sm text-ink-600">{label}</dt>
                <dd className="text-2xl font-semibold text-ink-950">{n}</dd>
              </div>
            ))}
          </dl>
        </section>
        {leads.length === 0 ? (
          <p className="mt-10 text-ink-700">{c.empty}</p>
        ) : (
          <div className="mt-10 overflow-x-auto">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="mb-3 text-left font-display text-2xl font-bold text-ink-950">{c.tableCaption}</caption>
              <ColumnHeads labels={Object.values(c.columns)} />
              <tbody>
                {leads.map((l) => (
                  <LeadTableRow key={l.id} lead={l} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Container>
    </>
  );
}

function LeadTableRow({ lead }: { lead: LeadRow }) {
  const c = leadsCopy;
  const state = lead.status === 'failed' ? c.states.parked : lead.attempts === 0 ? c.states.waiting : c.states.retrying(formatUtc(lead.next_attempt_at));
  const who = <span className="sr-only"> {lead.email ?? `lead ${lead.id}`}</span>;
  return (
    <tr className="border-b border-ink-900/10 align-top">
      <th scope="row" className="py-4 pr-4 font-semibold text-ink-950 break-all">
        {lead.email ?? `Lead ${lead.id}`}
      </th>
      <td className="py-4 pr-4">{c.kinds[lead.source]}</td>
      <td className="py-4 pr-4 whitespace-nowrap">
        <time dateTime={new Date(lead.created_at).toISOString()}>{formatUtc(lead.created_at)}</time>
      </td>
      <td className="py-4 pr-4">{state}</td>
      <td className="py-4 pr-4">{lead.attempts}</td>
      <td className="py-4 pr-4">{lead.last_error ?? c.noAnswer}</td>
      <td className="py-4">
        <div className="flex flex-wrap items-center gap-2">
          <form method="post" action={`/blog/manage/leads/${lead.id}/send`}>
            <button type="submit" className={buttonClass('secondary', 'sm')}>
              {c.sendNow}
              {who}
            </button>
          </form>
          <form method="post" action={`/blog/manage/leads/${lead.id}/discard`}>
            <button type="submit" className={dangerClass('sm')}>
              {c.discard}
              {who}
            </button>
          </form>
        </div>
      </td>
    </tr>
  );
}

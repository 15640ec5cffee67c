import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { Pager } from '../_layout/pager';
import { formatAge, formatUtc, leadsCopy } from './screen-content';
import { LEAD_STATES, leadsHref, RETURN_FIELDS, selectField, type LeadsView } from './screen-list';
import { FilterSelect, SearchField } from '../_layout/manager/filters';
import { ColumnHeads, dangerClass, managerChrome, Notice } from '../_layout/manager/bar';
import type { LeadRow, LeadsSummary } from '../_app/services';
import { MANAGER_LINKS } from '../manage/content';
import { LEADS_PATH } from './routes';

/** The manager's bar, linking where the manager declares (routes/manage/content.ts). */
const { ManageBar, ManagerError, managerTrail } = managerChrome(MANAGER_LINKS);

export type { LeadRow, LeadsSummary };

/** One page of the undelivered leads and the view (filters, order, page) that chose it. */
export interface LeadsList {
  leads: LeadRow[];
  total: number;
  pages: number;
  pageSize: number;
  view: LeadsView;
}

const BULK_FORM = 'leads-bulk';
const KIND_OPTIONS = Object.entries(leadsCopy.kinds).map(([key, label]) => ({ key, label }));
const STATE_OPTIONS = LEAD_STATES.map((key) => ({ key, label: leadsCopy.counts[key] }));
const ORDER_OPTIONS = Object.entries(leadsCopy.list.orders).map(([key, label]) => ({ key, label }));

/**
 * /blog/manage/leads: how the outbox stands, then a page of undelivered leads (searched, filtered), each with its
 * own two actions and a checkbox for acting on a selection. Plain forms throughout: no JavaScript needed.
 */
export function LeadsPage({ summary, list, editor, now, notice }: { summary: LeadsSummary; list: LeadsList; editor: string; now: number; notice?: string }) {
  const c = leadsCopy;
  const { leads, view } = list;
  const oldest = summary.oldestUndeliveredAt === null ? c.oldestNone : formatAge(now - summary.oldestUndeliveredAt);
  const counts: (readonly [string, number | string])[] = [
    ...(Object.keys(c.counts) as (keyof typeof c.counts)[]).map((k) => [c.counts[k], summary[k]] as const),
    [c.oldest, oldest],
  ];
  const filtered = Boolean(view.q || view.state || view.kind);
  const from = (view.page - 1) * list.pageSize + 1;
  const newest = view.order === 'newest';
  return (
    <>
      <PageHeader trail={managerTrail({ label: c.h1, path: LEADS_PATH })} h1={c.h1} lead={c.lead}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        {notice && <Notice text={notice} />}
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
        {(filtered || list.total > 0) && <LeadFilters view={view} />}
        {leads.length === 0 ? (
          <p className="mt-10 text-ink-700">{filtered ? c.list.noMatch : c.empty}</p>
        ) : (
          <>
            <p className="mt-8 text-sm text-ink-700">{c.list.summary(from, from + leads.length - 1, list.total)}</p>
            <BulkActions view={view} />
            <div className="mt-6 overflow-x-auto">
              <table className="w-full min-w-[60rem] text-left text-sm">
                <caption className="mb-3 text-left font-display text-2xl font-bold text-ink-950">{newest ? c.tableCaptionNewest : c.tableCaption}</caption>
                <ColumnHeads labels={[c.bulk.selectColumn, ...Object.values(c.columns)]} />
                <tbody>
                  {leads.map((l) => (
                    <LeadTableRow key={l.id} lead={l} selected={view.selectAll} />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <Pager
          page={view.page}
          pages={list.pages}
          href={(n) => leadsHref(view, n)}
          label={c.list.pagesLabel}
          labels={newest ? { prev: c.list.newer, next: c.list.older } : { prev: c.list.older, next: c.list.newer }}
        />
      </Container>
    </>
  );
}

/** A filter, order or page no form offers (an edited address), or a bulk form that selected nothing usable. */
export function LeadsError({ message, editor, back = LEADS_PATH }: { message: string; editor: string; back?: string }) {
  const c = leadsCopy;
  return <ManagerError trail={managerTrail({ label: c.h1, path: LEADS_PATH })} h1={c.h1} lead={c.lead} editor={editor} message={message} back={{ href: back, label: c.bulk.back }} />;
}

/** A plain GET form: works without JavaScript, and every result page has its own address. */
function LeadFilters({ view }: { view: LeadsView }) {
  const c = leadsCopy.list;
  return (
    <form method="get" action={LEADS_PATH} role="search" aria-label={c.filtersLabel} className="mt-10 grid gap-4 md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end">
      <SearchField id="leads-q" label={c.search} hint={c.searchHint} value={view.q} maxLength={254} />
      <FilterSelect name="state" label={c.state} any={c.anyState} value={view.state} options={STATE_OPTIONS} />
      <FilterSelect name="kind" label={c.kind} any={c.anyKind} value={view.kind} options={KIND_OPTIONS} />
      <FilterSelect name="order" label={c.order} value={view.order} options={ORDER_OPTIONS} />
      <div className="flex flex-wrap items-center gap-3 md:pb-7">
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          {c.apply}
        </button>
        {(view.q || view.state || view.kind) && (
          <a href={leadsHref({ q: '', order: view.order })} className="text-sm font-semibold text-ink-900 underline underline-offset-4">
            {c.clear}
          </a>
        )}
      </div>
    </form>
  );
}

/**
 * The form the rows' checkboxes belong to (their `form` attribute), so each row can keep its own Send now and
 * Discard forms. It carries the view back, so the answer returns to the same filters and page.
 */
function BulkActions({ view }: { view: LeadsView }) {
  const c = leadsCopy.bulk;
  const link = 'text-sm font-semibold text-ink-900 underline underline-offset-4';
  return (
    <form id={BULK_FORM} method="post" action={`${LEADS_PATH}/bulk`} className="mt-4">
      {RETURN_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={String(view[name] ?? '')} />
      ))}
      <fieldset className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-900/10 px-4 py-3">
        <legend className="px-1 text-sm font-semibold text-ink-950">{c.legend}</legend>
        <button type="submit" name="action" value="send" className={buttonClass('secondary', 'sm')}>
          {c.send}
        </button>
        <button type="submit" name="action" value="discard" className={dangerClass('sm')}>
          {c.discard}
        </button>
        {view.selectAll ? (
          <a href={leadsHref(view, view.page)} className={link}>
            {c.clearSelection}
          </a>
        ) : (
          <a href={leadsHref(view, view.page, { select: 'page' })} className={link}>
            {c.selectPage}
          </a>
        )}
      </fieldset>
    </form>
  );
}

function LeadTableRow({ lead, selected }: { lead: LeadRow; selected: boolean }) {
  const c = leadsCopy;
  const state = lead.status === 'failed' ? c.states.parked : lead.attempts === 0 ? c.states.waiting : c.states.retrying(formatUtc(lead.next_attempt_at));
  const name = lead.email ?? `lead ${lead.id}`;
  const who = <span className="sr-only"> {name}</span>;
  return (
    <tr className="border-b border-ink-900/10 align-top">
      <td className="py-4 pr-4">
        <label className="inline-flex h-6 w-6 items-center justify-center">
          <span className="sr-only">{c.bulk.select(name)}</span>
          <input type="checkbox" name={selectField(lead.id)} value={lead.id} form={BULK_FORM} defaultChecked={selected} className="h-5 w-5 accent-accent-600" />
        </label>
      </td>
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
          <form method="post" action={`${LEADS_PATH}/${lead.id}/send`}>
            <button type="submit" className={buttonClass('secondary', 'sm')}>
              {c.sendNow}
              {who}
            </button>
          </form>
          <form method="post" action={`${LEADS_PATH}/${lead.id}/discard`}>
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

/** Words on the operator's Leads screen (/blog/manage/leads). Plain strings, British English. */
import type { LeadSource } from '../_lib/lead-fields';
import { LEAD_RETENTION_DAYS } from '../_lib/retention';
import type { LeadsBulkResult } from '../_app/services';

const lead = (id: number) => `Lead ${id}`;
const n = (count: number) => count.toLocaleString('en-GB');
const leads = (count: number) => `${n(count)} ${count === 1 ? 'lead' : 'leads'}`;
const leftAlone = 'left as they were (already delivered, discarded or expired, or being sent at that moment)';

export const leadsCopy = {
  h1: 'Leads',
  description: 'Operator screen for the lead outbox: what is waiting, retrying or parked, and the actions to send or discard it.',
  lead:
    `Every form submission waits in the outbox until sync-to-agile accepts it. The site keeps retrying for ${LEAD_RETENTION_DAYS} days unless sync-to-agile says the record itself is wrong, which parks it here until you act.`,
  countsHeading: 'The outbox now',
  counts: {
    waiting: 'Waiting for a first attempt',
    retrying: 'Retrying',
    parked: 'Parked (refused as invalid)',
    deliveredLastDay: 'Delivered in the last 24 hours',
    expired: 'Expired undelivered (details deleted)',
  },
  oldest: 'Oldest undelivered lead',
  oldestNone: 'none waiting',
  tableCaption: 'Undelivered leads, oldest first',
  tableCaptionNewest: 'Undelivered leads, newest first',
  list: {
    filtersLabel: 'Find leads',
    search: 'Email address contains',
    searchHint: 'Any part of the address, for example "ada@" or "@example.com".',
    state: 'State',
    anyState: 'Any state',
    kind: 'Kind',
    anyKind: 'Any kind',
    order: 'Order',
    orders: { oldest: 'Oldest first', newest: 'Newest first' },
    apply: 'Show leads',
    clear: 'Clear the search and filters',
    summary: (from: number, to: number, total: number) => `Leads ${n(from)}–${n(to)} of ${n(total)}.`,
    noMatch: 'No undelivered lead matches this search and these filters. Try part of the address, or clear the filters.',
    pagesLabel: 'More undelivered leads',
    older: 'Older leads',
    newer: 'Newer leads',
    badState: 'That state does not exist: choose Waiting, Retrying, Parked or Any state.',
    badKind: 'That kind of lead does not exist: choose one from the Kind list.',
    badOrder: 'That order does not exist: choose Oldest first or Newest first.',
    badPage: 'That page number is not valid: use a whole number from 1.',
  },
  bulk: {
    legend: 'With the leads ticked below',
    send: 'Send selected',
    discard: 'Discard selected',
    selectPage: 'Tick every lead on this page',
    clearSelection: 'Untick them all',
    selectColumn: 'Select',
    select: (who: string) => `Select ${who}`,
    noneSelected: 'No lead was ticked. Tick the leads to act on, then choose Send selected or Discard selected.',
    tooMany: (max: number) => `Up to ${max} leads can be sent or discarded at once (one page). Tick fewer and try again.`,
    badAction: 'Choose Send selected or Discard selected.',
    badId: 'The selection names a lead that does not exist. Reload the Leads screen and tick the leads again.',
    back: 'Back to the Leads screen',
  },
  bulkNotices: {
    send: (r: LeadsBulkResult) => {
      const parts = [
        r.done && `${n(r.done)} delivered to sync-to-agile`,
        r.retrying && `${n(r.retrying)} not delivered just now, to be retried (their last answers are in the table)`,
        r.parked && `${n(r.parked)} refused again as invalid, so still parked`,
        r.waiting && `${n(r.waiting)} not tried yet, due at the next cron run`,
        r.gone && `${n(r.gone)} ${leftAlone}`,
      ].filter(Boolean);
      return `You sent ${leads(r.requested)}: ${parts.join('; ')}.`;
    },
    discard: (r: LeadsBulkResult) =>
      `You discarded ${leads(r.done)}: their details are deleted and they will not be sent.${r.gone ? ` ${n(r.gone)} of the ${n(r.requested)} ticked were ${leftAlone}.` : ''}`,
  },
  columns: { email: 'Email', kind: 'Kind', received: 'Received', state: 'State', attempts: 'Attempts', lastAnswer: 'Last answer', actions: 'Actions' },
  kinds: {
    newsletter_signup: 'Newsletter sign-up',
    contact_form: 'Contact form',
    charity_application: 'Charity application',
    assessment: 'Assessment results',
    burnout_assessment: 'Burnout check results',
  } satisfies Record<LeadSource, string>,
  states: {
    waiting: 'Waiting',
    retrying: (next: string) => `Retrying, next at ${next}`,
    parked: 'Parked',
  },
  noAnswer: 'Not tried yet',
  sendNow: 'Send now',
  discard: 'Discard',
  empty: 'Nothing is waiting: every lead has reached sync-to-agile.',
  notices: {
    sent: (id: number) => `${lead(id)} was delivered to sync-to-agile.`,
    retrying: (id: number) => `${lead(id)} could not be delivered just now. It stays in the outbox and will be retried; its last answer is in the table.`,
    parked: (id: number) => `sync-to-agile refused ${lead(id).toLowerCase()} again as invalid, so it stays parked. Check its last answer before sending it again.`,
    unconfigured: (id: number) => `${lead(id)} was not sent: the Supabase settings are unusable. Fix SUPABASE_URL and SUPABASE_ANON_KEY; the lead waits in the outbox.`,
    skipped: (id: number) =>
      `${lead(id)} was not sent just now: either Supabase is not configured, or another attempt was under way. It stays in the outbox.`,
    gone: (id: number) => `${lead(id)} was left as it is: it has already been delivered, discarded or expired, or an attempt at it is under way right now.`,
    discarded: (id: number) => `${lead(id)} was discarded: its details are deleted and it will not be sent.`,
  },
} as const;

export type LeadsNotice = keyof typeof leadsCopy.notices;
export const isLeadsNotice = (v: unknown): v is LeadsNotice => typeof v === 'string' && Object.hasOwn(leadsCopy.notices, v);

/** '3 days 4 hours', '2 hours 5 minutes', '12 minutes': precise enough to judge how stuck a lead is. */
export function formatAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const shown = parts.filter(([n]) => n > 0).slice(0, 2);
  if (!shown.length) return 'less than a minute';
  return shown.map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`).join(' ');
}

/** '2026-11-23 14:05 UTC': the operator compares it with Workers Logs, which are in UTC. */
export const formatUtc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

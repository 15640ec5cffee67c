/**
 * The Leads screen's view of the outbox (./screen.tsx): one page of undelivered leads with the
 * filters applied, and how many match (migrations/0019_leads_screen_at_scale.sql). A page walks the partial index
 * leads_outbox_undelivered in arrival order and reads only its own rows; the count is a few rows of lead_counts,
 * unless an email search asks for one, which walks that index (the email is in it, so no record is parsed).
 * tests/worker/query-plans.test.ts EXPLAINs these strings.
 */
import type { LeadRow, LeadsFilter, LeadState } from '../_app/services';
import { UNDELIVERED } from './outbox';

const EMAIL = `json_extract(record, '$.email')`;

/** The states as lead_counts keeps them (outbox.ts outboxSummary counts the same way). */
const STATE: Record<LeadState, string> = {
  waiting: `status = 'pending' AND attempts = 0`,
  retrying: `status = 'pending' AND attempts > 0`,
  parked: `status = 'failed'`,
};

export interface Query {
  sql: string;
  binds: unknown[];
}

/** The SQL of one page (bind limit and offset after `binds`) and of its count, for these filters. */
export function leadListQueries(f: LeadsFilter): { page: Query; count: Query } {
  const where = [UNDELIVERED, f.state && STATE[f.state], f.source && 'source = ?', f.email && `instr(${EMAIL}, ?) > 0`].filter(Boolean).join(' AND ');
  const binds = [f.source, f.email].filter((v) => v !== undefined);
  const matching = `FROM leads_outbox INDEXED BY leads_outbox_undelivered WHERE ${where}`;
  // Ids grow with arrival, so id order is the order the leads came in.
  const order = f.newestFirst ? 'id DESC' : 'id';
  const page = {
    sql: `SELECT id, source, status, ${EMAIL} AS email, attempts, last_status, last_error, created_at, next_attempt_at
      FROM leads_outbox WHERE id IN (SELECT id ${matching} ORDER BY ${order} LIMIT ? OFFSET ?) ORDER BY ${order}`,
    binds,
  };
  if (f.email) return { page, count: { sql: `SELECT COUNT(*) AS total ${matching}`, binds } };
  const counted = [`state IN ('waiting', 'retrying', 'parked')`, f.state && 'state = ?', f.source && 'source = ?'].filter(Boolean).join(' AND ');
  return { page, count: { sql: `SELECT IFNULL(SUM(n), 0) AS total FROM lead_counts WHERE ${counted}`, binds: [f.state, f.source].filter((v) => v !== undefined) } };
}

/** One page of matching leads and the number that match, read in one D1 batch so the two agree. */
export async function listUndelivered(db: D1Database, filter: LeadsFilter, limit: number, offset: number): Promise<{ leads: LeadRow[]; total: number }> {
  const q = leadListQueries(filter);
  const [page, count] = await db.batch<unknown>([db.prepare(q.page.sql).bind(...q.page.binds, limit, offset), db.prepare(q.count.sql).bind(...q.count.binds)]);
  return { leads: (page?.results ?? []) as LeadRow[], total: (count?.results[0] as { total: number } | undefined)?.total ?? 0 };
}

/**
 * The Leads screen's list as the query string of a plain GET form gives it (state, kind, email search, order,
 * page), its addresses, and the selection a bulk action posts back. Pure: the handlers are ./leads.tsx.
 */
import { LEAD_SOURCES, type LeadSource } from '../_lib/lead-fields';
import type { LeadState, LeadsBulkAction, LeadsBulkResult, LeadsFilter } from '../_app/services';
import { pageParam } from '../_lib/paging';
import { LEADS_PATH } from './routes';
import { leadsCopy } from './screen-content';

export const LEADS_PAGE_SIZE = 50;
export const LEAD_STATES: readonly LeadState[] = ['waiting', 'retrying', 'parked'];
const SOURCES: readonly LeadSource[] = Object.values(LEAD_SOURCES);
export type LeadsOrder = 'oldest' | 'newest';

/** What the filters chose, as the form shows them again. Empty values mean any. */
export interface LeadsView {
  q: string;
  state?: LeadState;
  kind?: LeadSource;
  order: LeadsOrder;
  page: number;
  /** Every checkbox on the page starts ticked ('Select every lead on this page', no JavaScript needed). */
  selectAll: boolean;
}

const isState = (v: string): v is LeadState => (LEAD_STATES as readonly string[]).includes(v);
const isSource = (v: string): v is LeadSource => (SOURCES as readonly string[]).includes(v);

/** The view a query string (or a bulk form's hidden fields) asks for, or the reason it names nothing the form offers. */
export function readLeadsView(get: (name: string) => string | undefined): LeadsView | { error: string } {
  const q = (get('q') ?? '').trim().toLowerCase().slice(0, 254);
  const state = get('state') || undefined;
  const kind = get('kind') || undefined;
  const order = get('order') || 'oldest';
  const page = pageParam(get('page') || undefined);
  const copy = leadsCopy.list;
  if (state !== undefined && !isState(state)) return { error: copy.badState };
  if (kind !== undefined && !isSource(kind)) return { error: copy.badKind };
  if (order !== 'oldest' && order !== 'newest') return { error: copy.badOrder };
  if (page === null) return { error: copy.badPage };
  return { q, state, kind, order, page, selectAll: get('select') === 'page' };
}

export const leadsFilter = (v: LeadsView): LeadsFilter => ({ state: v.state, source: v.kind, email: v.q || undefined, newestFirst: v.order === 'newest' });

/** The list's address with these filters at this page; empty and default values are left out. */
export function leadsHref(v: Omit<LeadsView, 'page' | 'selectAll'>, page = 1, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (v.q) params.set('q', v.q);
  if (v.state) params.set('state', v.state);
  if (v.kind) params.set('kind', v.kind);
  if (v.order !== 'oldest') params.set('order', v.order);
  if (page > 1) params.set('page', String(page));
  for (const [k, value] of Object.entries(extra)) params.set(k, String(value));
  const query = params.toString();
  return query ? `${LEADS_PATH}?${query}` : LEADS_PATH;
}

/** The fields a bulk form carries besides the selection, so the answer comes back to the same view. */
export const RETURN_FIELDS = ['q', 'state', 'kind', 'order', 'page'] as const;

/**
 * Each row's checkbox is its own field, `lead-<id>` (value: the id), because a form body keeps only the first of a
 * repeated name (routes/_app/request-body.ts).
 */
export const selectField = (id: number) => `lead-${id}`;

/** A bulk form as posted: the action and the ticked ids, or what is wrong with it. */
export function readSelection(fields: Record<string, unknown>): { action: LeadsBulkAction; ids: number[] } | { error: string } {
  const copy = leadsCopy.bulk;
  const action = fields.action;
  if (action !== 'send' && action !== 'discard') return { error: copy.badAction };
  const ticked = Object.entries(fields).filter(([name]) => name.startsWith('lead-'));
  if (!ticked.length) return { error: copy.noneSelected };
  if (ticked.length > LEADS_PAGE_SIZE) return { error: copy.tooMany(LEADS_PAGE_SIZE) };
  const ids = ticked.map(([name, value]) => (/^lead-[1-9]\d{0,15}$/.test(name) && value === name.slice(5) ? Number(value) : null));
  if (ids.includes(null)) return { error: copy.badId };
  return { action, ids: ids as number[] };
}

const COUNTS = ['requested', 'done', 'retrying', 'parked', 'waiting', 'gone'] as const;

/** A bulk action's outcome in the address the operator is sent back to (the notice it shows). */
export const bulkNoticeParams = (action: LeadsBulkAction, r: LeadsBulkResult): Record<string, string | number> => ({ notice: `bulk-${action}`, ...r });

/** The outcome a bulk notice's address describes, if it is one. */
export function readBulkNotice(get: (name: string) => string | undefined): { action: LeadsBulkAction; result: LeadsBulkResult } | undefined {
  const notice = get('notice');
  if (notice !== 'bulk-send' && notice !== 'bulk-discard') return undefined;
  const result = {} as LeadsBulkResult;
  for (const key of COUNTS) {
    const raw = get(key) ?? '';
    if (!/^\d{1,4}$/.test(raw)) return undefined;
    result[key] = Number(raw);
  }
  return { action: notice === 'bulk-send' ? 'send' : 'discard', result };
}

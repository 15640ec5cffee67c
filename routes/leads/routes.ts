/**
 * The leads family has no page in the route table: its form endpoints (/api/…, routes/_lib/lead-api.ts) are posted
 * to, never linked, and its Leads screen is an operator's screen inside the manager, behind the editor gate.
 */
import type { FamilyPages } from '../_app/routes';

/** The Leads screen: the operator's view of the lead outbox, beside the manager's other screens. */
export const LEADS_PATH = '/blog/manage/leads';

export const PAGES: FamilyPages = { position: 160, routes: [] };

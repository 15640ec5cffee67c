/**
 * How long the lead outbox keeps a submission's details when delivery keeps failing, and the note left after
 * them. The cron applies it (worker/leads/outbox.ts); the privacy policy and the Leads screen state it.
 */
export const LEAD_RETENTION_DAYS = 30;

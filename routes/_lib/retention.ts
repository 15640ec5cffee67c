/**
 * How long the lead outbox keeps a submission's details when delivery keeps failing, and the note left after
 * them. The cron applies it (routes/leads/outbox.ts); the privacy policy and the Leads screen state it.
 */
export const LEAD_RETENTION_DAYS = 30;

/**
 * How long the Analytics screen's daily counts are kept by default (ANALYTICS_RETENTION_MONTHS in wrangler.toml
 * sets it; worker/analytics/retention.ts applies it). The privacy policy states this figure: change both together.
 */
export const ANALYTICS_RETENTION_MONTHS = 25;

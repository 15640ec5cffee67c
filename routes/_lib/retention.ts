/**
 * How long the lead outbox keeps a submission's details when delivery keeps failing, and the note left after
 * them. The cron applies it (routes/leads/outbox.ts); the privacy policy and the Leads screen state it.
 */
export const LEAD_RETENTION_DAYS = 30;

/**
 * How long the Analytics screen's daily counts are kept by default (ANALYTICS_RETENTION_MONTHS in wrangler.toml
 * sets it; routes/analytics/retention.ts applies it). The privacy policy states this figure: change both together.
 */
export const ANALYTICS_RETENTION_MONTHS = 25;

/**
 * How long a booking or checkout reference (attribution_refs) and the record of a provider's delivery
 * (attribution_events) are kept by default (ATTRIBUTION_RETENTION_DAYS in wrangler.toml sets it;
 * routes/analytics/attribution/retention.ts applies it). A payment or booking that arrives later counts as not attributed.
 */
export const ATTRIBUTION_RETENTION_DAYS = 45;

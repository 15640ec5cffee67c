/**
 * The outbox's part of the cron (wrangler.toml [triggers], every minute): drains the outbox and applies retention.
 * The worker's cron calls it as Services.leads.drain (worker/index.tsx), after the scheduled articles.
 */
import { drainOutbox } from './delivery';
import type { Env } from '../_app/env';
import { log } from '../_lib/log';

export async function scheduled(env: Env, scheduledTime: number): Promise<void> {
  try {
    await drainOutbox(env, scheduledTime);
  } catch (err) {
    // The rows stay as they are; the next run picks them up.
    log.error('leads_outbox_run_failed', { message: (err as Error).message });
  }
}

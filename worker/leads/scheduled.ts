/** The cron trigger (wrangler.toml [triggers], every minute): drains the outbox and applies retention. */
import { drainOutbox } from './delivery';
import type { Env } from '../../routes/_app/env';
import { log } from '../../routes/_lib/log';

export async function scheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
  try {
    await drainOutbox(env, controller.scheduledTime);
  } catch (err) {
    // The rows stay as they are; the next run picks them up.
    log.error('leads_outbox_run_failed', { message: (err as Error).message });
  }
}

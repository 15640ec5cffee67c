/**
 * The worker: the request pipeline (worker/pipeline.ts) around the pages (worker/pages.tsx), the cron and the
 * analytics queue's consumer.
 */
import { pages } from './pages';
import type { AppEnv } from '../routes/_app/env';
import { pipeline } from './pipeline';
import { services } from './services';
import { publishScheduled } from './blog-schedule';
import { drawMissingCards } from './article-cards';
import { log } from '../routes/_lib/log';

/**
 * The cron's steps, in order, each logged by its own event when it fails: a failing step never stops the ones after
 * it, and what it left undone is due again on the next run.
 */
const CRON_STEPS: [failure: string, step: (env: AppEnv['Bindings'], scheduledTime: number) => Promise<void>][] = [
  ['scheduled_publish_failed', publishScheduled],
  ['indexnow_run_failed', (env, time) => services.indexNow.send(env, time)],
  ['article_cards_failed', drawMissingCards],
  ['leads_outbox_run_failed', (env, time) => services.leads.drain(env, time)],
  ['analytics_retention_failed', (env, time) => services.analytics.retention(env, time)],
  ['analytics_compaction_failed', (env, time) => services.analytics.compact(env, time)],
  ['attribution_retention_failed', (env, time) => services.analytics.attributionRetention(env, time)],
];

async function everyMinute(controller: ScheduledController, env: AppEnv['Bindings'], _ctx: ExecutionContext) {
  for (const [failure, step] of CRON_STEPS) {
    await step(env, controller.scheduledTime).catch((err: Error) => log.error(failure, { message: err.message }));
  }
}

// Every request passes the pipeline's steps, in the order worker/pipeline.ts lists them, to the pages.
const app = pipeline(pages);

export default {
  fetch: app.fetch,
  scheduled: everyMinute,
  queue: (batch, env) => services.analytics.consume(batch, env),
} satisfies ExportedHandler<AppEnv['Bindings'], unknown>;

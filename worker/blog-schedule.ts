/**
 * The cron's publishing step: every scheduled draft whose time has come (judged by the scheduled event's own time,
 * so a test can move time forward) is published, with new content versions for the pages it appears on, exactly
 * as the manager's Publish does (routes/blog/manage/editor.ts). A post that fails stays scheduled and due, so the
 * next run publishes it.
 */
import { OFFERS } from '../routes/index';
import { siteOrigin, type Env } from '../routes/_app/env';
import { learnEdits, recordEdit } from './content-version';
import { purgePaths } from './edge-cache';
import { log, errorMessage } from '../routes/_lib/log';

/** Enough for any real schedule; a backlog beyond it is published on the following runs. */
const PER_RUN = 20;

const { duePosts, publishDue, pagesOf } = OFFERS.posts;

export async function publishScheduled(env: Env, scheduledTime: number): Promise<void> {
  const now = new Date(scheduledTime).toISOString();
  const due = await duePosts(env.DB, now, PER_RUN);
  let published = 0;
  for (const post of due) {
    try {
      if (!(await publishDue(env.DB, post.slug, now, recordEdit(env.DB, pagesOf([post.slug]), [post.cluster])))) continue;
      published++;
      log.info('scheduled_post_published', { slug: post.slug, due: post.publishAt });
      await purgePaths(siteOrigin(env), pagesOf([post.slug])).catch((err: Error) =>
        log.error('edge_cache_purge_failed', { paths: pagesOf([post.slug]), message: err.message }),
      );
    } catch (err) {
      log.error('scheduled_publish_failed', { slug: post.slug, message: errorMessage(err) });
    }
  }
  if (published) await learnEdits(env.DB);
}

/**
 * The cron's publishing step: every scheduled draft whose time has come (judged by the scheduled event's own time,
 * so a test can move time forward) is published, with new content versions for the pages it appears on, exactly
 * as the manager's Publish does (routes/manage/editor.ts), its social card included: one that is missing (its
 * drawing failed at save, or it was saved before cards) is drawn first. A post that fails stays scheduled and due,
 * so the next run publishes it; a card that cannot be drawn does not hold the post back. Its pages are queued for
 * IndexNow with the publish, and the cron's IndexNow step, which runs next, announces them.
 */
import { OFFERS } from '../routes/index';
import { siteOrigin, type Env } from '../routes/_app/env';
import type { DuePost } from '../routes/_app/services';
import { learnEdits, recordEdit } from './content-version';
import { purgePaths } from './edge-cache';
import { drawAndStore } from './social-card/store';
import { log, errorMessage } from '../routes/_lib/log';

/** Enough for any real schedule; a backlog beyond it is published on the following runs. */
const PER_RUN = 20;

const { duePosts, publishDue, pagesOf, cardOf } = OFFERS.posts;
const { queue: announce } = OFFERS.indexNow;

/** The post's card: the stored one if it shows what the post shows, else one drawn now (the renderer loads on first use); null if that failed. */
async function cardFor(env: Env, post: DuePost): Promise<string | null> {
  const { key, subject, photoKey } = cardOf(post);
  if (post.card === key) return key;
  return (await drawAndStore(env, subject, key, photoKey)) ? key : null;
}

export async function publishScheduled(env: Env, scheduledTime: number): Promise<void> {
  const now = new Date(scheduledTime).toISOString();
  const due = await duePosts(env.DB, now, PER_RUN);
  let published = 0;
  for (const post of due) {
    try {
      const card = await cardFor(env, post);
      const edit = [...recordEdit(env.DB, pagesOf([post.slug]), [post.cluster]), ...announce(env.DB, env, pagesOf([post.slug]))];
      if (!(await publishDue(env.DB, post, now, card, edit))) continue;
      published++;
      log.info('scheduled_post_published', { slug: post.slug, due: post.publishAt, card });
      // No editor is there to see the manager's notice: the operator is told instead (social_card_failed, logged
      // just before, says why). Saving or publishing the article again draws its card.
      if (!card) log.error('scheduled_post_published_without_card', { slug: post.slug, card: 'site' });
      await purgePaths(siteOrigin(env), pagesOf([post.slug])).catch((err: Error) =>
        log.error('edge_cache_purge_failed', { paths: pagesOf([post.slug]), message: err.message }),
      );
    } catch (err) {
      log.error('scheduled_publish_failed', { slug: post.slug, message: errorMessage(err) });
    }
  }
  if (published) await learnEdits(env.DB);
}

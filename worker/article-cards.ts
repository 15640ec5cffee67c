/**
 * The cron's card step: every published article gets a social card of its own, drawn here rather than on anyone's
 * request. The articles the site ships with (migrations/0002_seed_posts.sql) and any other a migration adds have
 * none, nor has one whose drawing failed when it was saved; each run draws a few, records them with new content
 * versions for the article's pages (so cached copies pick up the new og:image) and purges the edge cache, as the
 * publishing step does (./blog-schedule.ts). A card that cannot be drawn is logged (social_card_failed) and tried
 * again on a later run.
 */
import { OFFERS } from '../routes/index';
import { siteOrigin, type Env } from '../routes/_app/env';
import { learnEdits, recordEdit } from './content-version';
import { purgePaths } from './edge-cache';
import { drawAndStore } from './social-card/store';
import { log } from '../routes/_lib/log';

/** Cards drawn per run: a few hundred milliseconds of work a minute; the eight seed articles are done in three runs. */
export const CARDS_PER_RUN = 3;

const { cardless, cardOf, recordCard, pagesOf } = OFFERS.posts;

export async function drawMissingCards(env: Env): Promise<void> {
  let recorded = 0;
  for (const post of await cardless(env.DB, CARDS_PER_RUN)) {
    const { key, subject, photoKey } = cardOf(post);
    if (!(await drawAndStore(env, subject, key, photoKey))) continue;
    if (!(await recordCard(env.DB, post, key, recordEdit(env.DB, pagesOf([post.slug]), [post.cluster])))) continue;
    recorded++;
    log.info('article_card_added', { slug: post.slug, card: key });
    await purgePaths(siteOrigin(env), pagesOf([post.slug])).catch((err: Error) =>
      log.error('edge_cache_purge_failed', { paths: pagesOf([post.slug]), message: err.message }),
    );
  }
  if (recorded) await learnEdits(env.DB);
}

/**
 * The pipeline's step that chooses the copy of a page where experiments run (worker/pipeline.ts, before the edge
 * cache, whose key names the copy chosen). A page that shows no live experiment's slot costs one map lookup. Where
 * one runs, a person gets their variant (./assign.ts); crawlers, the signed-in operator, Global Privacy Control and
 * speculative loads get the original and are not counted as exposed. A kept variant is everyone's copy. Anything
 * that fails on the way (the day's salt unreadable, say) leaves the original: never an error page.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../_app/env';
import { chooseCopyFor, copyChosenFor, type CopyChoice } from '../../_app/copy-choice';
import { clientIp } from '../../_app/http';
import { routeByPath, SLOTS } from '../../table';
import { errorMessage, log } from '../../_lib/log';
import { isMeasured, isSpeculative, notAPerson } from '../visit';
import { utcDay, visitorHash } from '../visitor';
import { unitOf, variantFor } from './assign';
import { copyKey, liveExperiments, type Live, type LiveExperiment } from './live';

/** A single-segment address outside the route table: an article's, when a post has it. */
const ARTICLE = /^\/[a-z0-9][a-z0-9-]*$/;
const mayBeArticle = (path: string) => ARTICLE.test(path) && !routeByPath(path);

const DECLARED = Object.values(SLOTS);
const SLOT_PAGES = new Set(DECLARED.flatMap((s) => (s.pages === 'articles' ? [] : s.pages)));
const ARTICLE_SLOTS = DECLARED.some((s) => s.pages === 'articles');

/** An address some declared slot shows on: only these ever look at (or wait for) the live experiments. */
const showsSlots = (path: string) => SLOT_PAGES.has(path) || (ARTICLE_SLOTS && mayBeArticle(path));

/** The live experiments whose slot a page at `path` shows. */
export function experimentsAt(live: Live, path: string): LiveExperiment[] | undefined {
  const here = live.byPath.get(path);
  if (!mayBeArticle(path) || !live.articles.length) return here;
  return [...(here ?? []), ...live.articles];
}

export async function chooseCopy(req: Request, env: AppEnv['Bindings'], experiments: LiveExperiment[], now = Date.now()): Promise<CopyChoice | null> {
  const words: Record<string, string> = {};
  const key: string[] = [];
  const shown: CopyChoice['shown'] = [];
  const running = experiments.filter((e) => e.kept === null);
  for (const e of experiments) {
    if (e.kept === null || e.kept === 0) continue;
    words[e.slot] = e.words[e.kept]!;
    key.push(copyKey(e.id, e.kept, true));
  }
  if (running.length && !notAPerson(req) && !isSpeculative(req)) {
    const day = utcDay(now);
    const visitor = await visitorHash(env, day, clientIp(req, env), req.headers.get('user-agent') ?? '');
    for (const e of running) {
      const variant = variantFor(await unitOf(visitor, e.id), e.share, e.words.length);
      if (variant === null) continue;
      shown.push([e.id, variant]);
      if (variant === 0) continue;
      words[e.slot] = e.words[variant]!;
      key.push(copyKey(e.id, variant, false));
    }
  }
  return key.length || shown.length ? { words, key: key.sort().join('-'), shown } : null;
}

/** The step itself; the pages run it too when they run on their own, and then take the choice already made. */
export const chooseCopyStep: MiddlewareHandler<AppEnv> = async (c, next) => {
  const req = c.req.raw;
  const made = copyChosenFor(req);
  if (made !== undefined || c.get('copy') !== undefined) {
    if (c.get('copy') === undefined) c.set('copy', made ?? null);
    return next();
  }
  let choice: CopyChoice | null = null;
  const path = c.get('request')?.url.pathname ?? new URL(req.url).pathname;
  if ((req.method === 'GET' || req.method === 'HEAD') && !c.get('markdown') && isMeasured(path) && showsSlots(path)) {
    try {
      const ready = liveExperiments(c.env.DB, c.executionCtx);
      const here = experimentsAt(ready instanceof Promise ? await ready : ready, path);
      if (here?.length) choice = await chooseCopy(req, c.env, here);
    } catch (error) {
      log.error('experiment_choice_failed', { path, message: errorMessage(error) });
    }
  }
  chooseCopyFor(req, choice);
  c.set('copy', choice);
  await next();
};

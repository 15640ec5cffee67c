/**
 * The worker's side of routes/_app/services.ts: each operation the page families use, on this worker's adapters
 * (D1 sessions, content versions and the edge cache, social cards), with what the families offer
 * (routes/index.ts OFFERS: sign-in, the lead outbox, posts, result links, analytics, pictures). worker/pages.tsx hands this
 * object to every family when it mounts them.
 */
import type { Services } from '../routes/_app/services';
import { OFFERS } from '../routes/index';
import { siteOrigin } from '../routes/_app/env';
import { trappedByHoneypot } from '../routes/_lib/lead-fields';
import { learnEdits, recordEdit } from './content-version';
import { chooseCurrency } from './currency';
import { editorDb, editorSession, publicDb } from './d1-sessions';
import { purgeCopies, purgePaths } from './edge-cache';
import { markFailedRead } from './failed-reads';
import { drawAndStore, readCard } from './social-card/store';
import { log, errorMessage } from '../routes/_lib/log';

export const services: Services = {
  // What the families offer each other and the worker (routes/index.ts OFFERS).
  ...OFFERS,
  db: { public: publicDb, editor: editorDb, editorSession },
  cache: {
    markFailedRead: (c) => markFailedRead(c.req.raw),
    recordEdit,
    async afterEdit(c, paths) {
      try {
        await purgePaths(siteOrigin(c.env), paths);
      } catch (error) {
        // The write is stored and its new versions retire the old copies anyway: a failed purge must not turn a
        // saved edit into an error page (the editor would retry and be told the slug is taken).
        log.error('edge_cache_purge_failed', { paths, message: errorMessage(error) });
      }
      await learnEdits(c.env.DB);
    },
    async purgeCopies(c, paths, copies) {
      // Nothing else depends on it: the stopped words' copies are never asked for again (their key names them).
      await purgeCopies(siteOrigin(c.env), paths, copies).catch((error) => log.error('edge_cache_purge_failed', { paths: paths.length, message: errorMessage(error) }));
    },
  },
  leads: {
    ...OFFERS.leads,
    // A submission that reached the outbox is a conversion of the visitor's day, counted whether or not the
    // browser runs any script (docs/analytics.md); a bot caught by the honeypot is not.
    submit: (c, kind, input, ip, readResult) =>
      OFFERS.leads.submit(c, kind, input, ip, readResult).then((r) => {
        if (r.kind === 'accepted' && !trappedByHoneypot(input)) OFFERS.analytics.formSent(c, kind);
        return r;
      }),
  },
  cards: { draw: (c, subject, key, photoKey) => drawAndStore(c.env, subject, key, photoKey), read: readCard },
  currency: { choose: chooseCurrency },
};

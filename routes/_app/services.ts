/**
 * What the worker gives the page families: its adapters for D1, the edge cache and R2 (social cards), behind the few
 * operations the families use. A family's app is a function of these (`(s: Services) => app`,
 * routes/index.ts), so no family imports worker/; worker/services.ts implements them and worker/pages.tsx hands
 * them over when it mounts the families. Tests can mount a family with stand-ins.
 *
 * A few members are offered by a family rather than the worker (OFFERED): what one family does that another
 * family or the worker needs, and may not import (a family reads only another's routes.ts and content.ts), and a
 * slice's own infrastructure that its handlers reach through Services so a test can stand it in (sign-in's
 * `auth`, the leads slice's outbox).
 * The family exports them as `offers` from its index.tsx; routes/index.ts finds them and worker/services.ts
 * passes them on with its own.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';
import type { Currency } from '../_lib/currency';
import type { FieldErrors, FieldValues, LeadKind, LeadSource, ResultLeadKind, ResultReader } from '../_lib/lead-fields';
import type { CardSubject } from '../_lib/social-card';
import type { AppEnv, Env } from './env';
import type { LazyRoute } from './lazy-routes';

type C = Context<AppEnv>;

/** The worker's fetch handler, as the analytics' visit counter wraps it. */
export type FetchHandler = (req: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/** D1 as the families read and write it: `prepare` and `batch`, through a session of the Sessions API. */
export type Db = Pick<D1Database, 'prepare' | 'batch'>;

/** A verified access token; `sessionId` is Supabase's id for the sign-in it belongs to, which its renewals keep. */
export type Verified = { ok: true; email: string; expiresAt: number; revocationIds: string[]; sessionId?: string };
/**
 * Why a token was refused. `expired`: it was an editor's, correctly signed, and has only run out (or its session was
 * ended here), so what the editor posted with it may be kept for after they sign in again. `ended`: why a
 * session that could have been renewed was not.
 */
export type Refused = {
  ok: false;
  reason: 'missing' | 'invalid' | 'forbidden' | 'unconfigured' | 'unavailable';
  email?: string;
  expired?: { email: string; sessionId?: string };
  ended?: SessionEnd;
};

/** A manager form posted without a valid session and kept (routes/sign-in/sealed.ts), as it was posted. */
export interface KeptForm {
  /** Where it was posted. */
  path: string;
  fields: Record<string, string>;
  /** It carried a picture, which is not kept: the editor chooses it again. */
  hadFile: boolean;
  /** The editor whose expired or ended session posted it, when the post carried one; no other editor may open it. */
  email?: string;
  /** Seconds since the Unix epoch. */
  keptAt: number;
}

/** Why the session keeper ended a session: idle too long, past the working day, or Supabase refused to renew it. */
export type SessionEnd = 'idle' | 'day' | 'refused';

/** A signed-in session: the access token, Supabase's refresh token for renewing it, and when the token expires. */
/** Why a sign-in was refused: the sign-in family words each of these (its content.ts). */
export type SignInRefusal = 'missingFields' | 'invalidEmail' | 'wrongCredentials' | 'tooManyAttempts' | 'unconfigured' | 'unavailable' | 'unconfirmed' | 'forbidden';

export type SignInResult =
  | { ok: true; token: string; refreshToken: string; expiresAt: number; sessionId?: string; email: string }
  | { ok: false; status: 400 | 401 | 403 | 429 | 503; message: SignInRefusal };

/** What the sign-in throttle says before a password is checked (routes/sign-in/throttle.ts). */
export type SignInGuard =
  | { kind: 'go' }
  | { kind: 'wait'; seconds: number; reason: 'address' | 'pair' | 'email_under_attack' }
  /** Show Turnstile's check with this site key; `failed` when the token sent was refused. */
  | { kind: 'challenge'; siteKey: string; failed: boolean };

export type SubmitResult =
  /** `values` as stored (for a trapped bot, as typed): a confirmation may repeat them. */
  | { kind: 'accepted'; values: FieldValues }
  | { kind: 'invalid'; values: FieldValues; errors: FieldErrors }
  | { kind: 'turnstile_required'; siteKey: string }
  | { kind: 'turnstile_failed' }
  | { kind: 'store_failed' };

/** What one delivery attempt came to. */
export type DeliveryOutcome = 'delivered' | 'retry' | 'permanent' | 'unconfigured' | 'skipped';

/** The Leads screen's counts. */
export interface LeadsSummary {
  waiting: number;
  retrying: number;
  parked: number;
  expired: number;
  deliveredLastDay: number;
  oldestUndeliveredAt: number | null;
}

/** One undelivered lead as the Leads screen lists it. */
export interface LeadRow {
  id: number;
  source: LeadSource;
  status: 'pending' | 'failed';
  email: string | null;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: number;
  next_attempt_at: number;
}

/** An undelivered lead's state, as the Leads screen counts and filters them. */
export type LeadState = 'waiting' | 'retrying' | 'parked';

/** The Leads screen's filters; each left out means any. `email` matches any part of the address. Oldest first unless `newestFirst`. */
export interface LeadsFilter {
  state?: LeadState;
  source?: LeadSource;
  email?: string;
  newestFirst?: boolean;
}

export type LeadsBulkAction = 'send' | 'discard';

/**
 * What a bulk action came to. `done`: delivered or discarded. `gone`: no longer there to act on (delivered,
 * discarded, expired, or mid-attempt). For send, `retrying` will be retried, `parked` was refused as invalid
 * again and `waiting` stays due for the next cron run (not tried: no time left, or Supabase not configured).
 */
export interface LeadsBulkResult {
  requested: number;
  done: number;
  retrying: number;
  parked: number;
  waiting: number;
  gone: number;
}

/** One part of the XML sitemap's posts. */
export interface SitemapPart {
  /** Posts with seq from part * PART_SIZE up to the next part. */
  part: number;
  published: number;
  lastmod: string;
}

/** A scheduled draft that is due, with what its social card shows (routes/blog/social-card.ts) and the card it has. */
/** A post as its social card sees it. */
export interface CardPost {
  slug: string;
  cluster: string;
  h1: string;
  /** Its uploaded cover's id, or null for its drawn one. */
  cover: string | null;
  /** The key of its stored card, or null while it has none. */
  card: string | null;
}

export interface DuePost extends CardPost {
  publishAt: string;
}

/** A picture stored at upload (routes/_lib/media.ts): its id, its size as shown, and the widths of its variants. */
export interface StoredImage {
  id: string;
  width: number;
  height: number;
  variants: number[];
}

/** Why an upload was refused before anything was stored; each has its message in routes/pictures/content.ts. */
export type UploadRefusal = 'empty' | 'not-image' | 'svg' | 'too-large' | 'too-many-pixels' | 'too-long' | 'broken' | 'inconsistent';

export type UploadResult =
  /** `written`: the keys this upload wrote (none when the same picture was already stored), to remove if the save fails. */
  | { ok: true; image: StoredImage; written: string[] }
  | { ok: false; refused: UploadRefusal; declared?: { width: number; height: number } }
  /** The Images binding or R2 failed; nothing was left stored, and the worker logged it. */
  | { ok: false; failed: 'resize' | 'store' };

export interface Services {
  db: {
    /** The database as a public page reads it: any copy near the visitor, consistent within the request. */
    public(c: C): Db;
    /** The database as the editor reads and writes it: never older than the editor's own last write. */
    editor(c: C): Db;
    /** Around every editor request: keeps the editor's place in the database (a bookmark cookie) for the next one. */
    editorSession: MiddlewareHandler<AppEnv>;
  };
  cache: {
    /** This answer was rendered from a failed read: the edge cache must not keep it. */
    markFailedRead(c: C): void;
    /** Statements for an edit's own batch: every path given (and every post of the topics given) gets a new version. */
    recordEdit(db: Pick<D1Database, 'prepare'>, paths: string[], clusters: string[]): D1PreparedStatement[];
    /** After an edit is stored: this data centre drops its copies of `paths` and reads the new versions. */
    afterEdit(c: C, paths: string[]): Promise<void>;
    /** After a copy experiment is stopped or a variant kept: this data centre drops the copies of `paths` showing its words (`copies`, the edge cache's names for them). */
    purgeCopies(c: C, paths: string[], copies: string[]): Promise<void>;
  };
  /** Offered by routes/sign-in: the blog's manager and the Leads screen are behind its editor gate. */
  auth: {
    /**
     * The editor gate: pages send anyone refused to /auth, API calls get a status and a JSON reason; sets `c.var.editor`.
     * A page's `forms` (its POST routes, as its route table declares them) are kept for after sign-in when posted
     * without a valid session.
     */
    requireEditor(kind: 'page' | 'api', forms?: readonly LazyRoute[]): MiddlewareHandler<AppEnv>;
    /** The session cookie's state, checked at the edge. */
    session(c: C): Promise<Verified | Refused>;
    hasSession(c: C): boolean;
    /** Whether this address may try a password for `email` now: go, wait, or pass Turnstile's check first (its token if the form carried one). */
    throttle(c: C, email: string, challengeToken?: string): Promise<SignInGuard>;
    /** Signs in with Supabase; on success the session cookie is set on `c`. A wrong password counts towards the throttle. */
    signIn(c: C, email: string, password: string): Promise<SignInResult>;
    /** Ends the session: revoked at Supabase and here, and the cookie cleared. */
    signOut(c: C): Promise<void>;
    /** A Set-Cookie value that removes a session cookie which no longer works. */
    expiredCookie(): string;
    /** This browser's newest kept form (posted without a valid session), opened once for the signed-in editor; null if none. */
    takeKept(c: C): Promise<KeptForm | null>;
    /** Whether this browser holds a kept form still to finish. */
    holdsKept(c: C): boolean;
  };
  /**
   * Offered by routes/leads (the outbox, for its own form API and Leads screen); the worker counts each accepted
   * submission as a conversion around `submit`, and its cron calls `drain`.
   */
  leads: {
    /** Seconds to wait when this address has sent too many forms, else null. */
    throttle(c: C, ip: string): Promise<number | null>;
    /** Validates (a results email's link with `readResult`) and stores a submission in the outbox, then tries to deliver it after the answer. */
    submit(c: C, kind: LeadKind, input: Record<string, unknown>, ip: string, readResult: ResultReader): Promise<SubmitResult>;
    /** A structured log line about leads (never the lead's details). */
    log(level: 'info' | 'warn' | 'error', event: string, fields?: Record<string, unknown>): void;
    summary(c: C, now: number): Promise<LeadsSummary>;
    /** One page of undelivered leads, oldest first, matching `filter`, and how many match in all. */
    undelivered(c: C, filter: LeadsFilter, limit: number, offset: number): Promise<{ leads: LeadRow[]; total: number }>;
    /** 'Send now': due at once and tried straight away; 'gone' when there is nothing to send. */
    sendNow(c: C, id: number, operator: string): Promise<DeliveryOutcome | 'gone'>;
    /** 'Discard': deleted without being sent; false when it was already gone. */
    discard(c: C, id: number, operator: string): Promise<boolean>;
    /** Send or discard a selection at once; logged once with the operator's email and the count. */
    bulk(c: C, action: LeadsBulkAction, ids: number[], operator: string): Promise<LeadsBulkResult>;
    /** The cron's run over the outbox at `scheduledTime`: due deliveries, retention, the stuck-leads alarm. Never throws. */
    drain(env: Env, scheduledTime: number): Promise<void>;
  };
  /**
   * Offered by routes/analytics, the site's own measurement (docs/analytics.md): the families count conversions
   * through it; the worker wraps its fetch handler in `countVisits` and hands
   * it the queue's batches and the cron's steps.
   */
  analytics: {
    /** An assessment completed: counted after the answer as a conversion of this visitor's day (never of a person). */
    completed(c: C, kind: 'fit_completed' | 'burnout_completed', page: string): void;
    /** A form's lead reached the outbox: counted after the answer as a conversion of this visitor's day. */
    formSent(c: C, kind: LeadKind): void;
    /** Around the worker's whole fetch handler, page memory included: counts each page a person is shown, after the answer. */
    countVisits(handler: FetchHandler): FetchHandler;
    /** The pipeline's step before the edge cache: the words of any live copy experiment for this page and visitor (`c.get('copy')`). */
    chooseCopy: MiddlewareHandler<AppEnv>;
    /** The analytics queue's consumer: folds a batch of messages into the D1 rollups. */
    consume(batch: MessageBatch<unknown>, env: Env): Promise<void>;
    /** The cron's steps at `scheduledTime`: the analytics' retention, the rollups kept to their top keys per day, the booking and checkout references' retention. */
    retention(env: Env, scheduledTime: number): Promise<void>;
    compact(env: Env, scheduledTime: number): Promise<void>;
    attributionRetention(env: Env, scheduledTime: number): Promise<void>;
  };
  cards: {
    /**
     * Draws a social card and stores it in R2 under `key`; false (and logged) when drawing or storing failed.
     * `photoKey`: an uploaded cover's crop in IMAGES_BUCKET, which the card shows on its right.
     */
    draw(c: C, subject: CardSubject, key: string, photoKey?: string): Promise<boolean>;
    /** A stored card's PNG, or null when there is none under `key`. */
    read(c: C, key: string): Promise<{ body: ReadableStream; size: number } | null>;
  };
  /** Offered by routes/pictures: uploaded pictures, from checking their bytes to reading their stored variants back. */
  media: {
    /** Checks an upload by its bytes, makes its variants and stores them in R2; nothing is stored unless all are. */
    upload(c: C, bytes: Uint8Array): Promise<UploadResult>;
    /** Removes what an upload wrote, when the save it came with failed. */
    discard(c: C, keys: string[]): Promise<void>;
    /** A stored variant, or null when there is none under `key`. */
    read(c: C, key: string): Promise<{ body: ReadableStream; size: number } | null>;
  };
  currency: {
    /** Remembers an explicit choice; returns the Set-Cookie value for the response. */
    choose(c: C, currency: Currency): string;
  };
  /** Offered by routes/assessments: 'Email me my results', which the form API (routes/leads) and the worker's validation need. */
  results: {
    /** The canonical result page a result link names, if it is one of this site's with answers that decode; else null. */
    path(raw: string, origin: string): string | null;
    /** Which results email a submission to the shared endpoint is: its result link's questionnaire (the fit one if unclear). */
    leadKind(input: Record<string, unknown>, origin: string): ResultLeadKind;
    /** Reads a results email's link for validateLead (routes/_lib/lead-fields.ts). */
    reader(origin: string): ResultReader;
    /** The result page again, with what was typed and its errors at the form; null when the link is not a result page. */
    formAgain(values: FieldValues, errors: FieldErrors): ReactNode | null;
  };
  /** Offered by routes/blog: the posts as the sitemaps (routes/sitemap) and the publishing cron (worker/blog-schedule.ts) read them. */
  posts: {
    /** One page of published titles for the HTML sitemap, newest first, and how many there are in all. */
    sitemapTitles(db: Db, limit: number, offset: number): Promise<{ posts: { slug: string; title: string }[]; total: number }>;
    /** How many posts are published, and the parts of the XML sitemap that hold any. */
    sitemapOutline(db: Db): Promise<{ published: number; parts: SitemapPart[] }>;
    /** Published posts whose seq is in [from, to), for one child sitemap. */
    sitemapPartPosts(db: Db, from: number, to: number): Promise<{ slug: string; updatedAt: string }[]>;
    /** At most `limit` published posts, for a sitemap.xml that is still one file. */
    sitemapSmall(db: Db, limit: number): Promise<{ slug: string; updatedAt: string }[]>;
    /** Scheduled drafts due by `now` (UTC ISO), the earliest first, at most `limit`. */
    duePosts(db: Db, now: string, limit: number): Promise<DuePost[]>;
    /**
     * Publishes a scheduled draft if it is still due at `now`; false if it was unscheduled or changed meanwhile.
     * `card`: the key of the card drawn for it (cardOf), recorded with it; null leaves its card as it was.
     */
    publishDue(db: Db, post: DuePost, now: string, card: string | null, edit: D1PreparedStatement[]): Promise<boolean>;
    /** Its social card: the R2 key for what it shows, what to draw, and its uploaded cover's crop if it has one. */
    cardOf(post: CardPost): { key: string; subject: CardSubject; photoKey?: string };
    /** At most `limit` published posts without a card of their own, for the cron to draw (worker/article-cards.ts). */
    cardless(db: Db, limit: number): Promise<CardPost[]>;
    /** Records the card drawn for `post` while it is published, still cardless and still shows what was drawn; false otherwise. */
    recordCard(db: Db, post: CardPost, card: string, edit: D1PreparedStatement[]): Promise<boolean>;
    /** The pages a change to these posts changes: each post's own and the listings. */
    pagesOf(slugs: string[]): string[];
    /** The newest published articles' Markdown twins, at most `limit` (routes/agents: /llms-full.txt). */
    twins(db: Db, limit: number): Promise<{ slug: string; markdown: string }[]>;
  };
  /** Offered by routes/sitemap: IndexNow, which tells search engines which public pages an edit changed (routes/sitemap/indexnow.ts). */
  indexNow: {
    /** Statements for the batch of an edit that changes what the public sees: its pages wait for the next ping. None without INDEXNOW_KEY. */
    queue(db: Db, env: Env, paths: string[]): D1PreparedStatement[];
    /**
     * Once the edit whose batch carried `queued` is stored: after the answer, and once the burst of edits it belongs to
     * has settled, every waiting page in one ping. Nothing when `queued` is empty; what fails waits for the cron.
     */
    sendAfterAnswer(c: C, queued: D1PreparedStatement[]): void;
    /** The cron's step: every waiting page in one ping; a failure is retried by later runs, a refusal dropped. */
    send(env: Env, now: number): Promise<void>;
  };
}

/** The members of Services a page family offers (its `offers`), not the worker. */
export const OFFERED = ['results', 'posts', 'auth', 'leads', 'analytics', 'media', 'indexNow'] as const;
export type Offers = Pick<Services, (typeof OFFERED)[number]>;

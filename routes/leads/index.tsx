/**
 * Leads, the whole concern: the form API (below), the outbox it stores into, its delivery to sync-to-agile and the
 * cron that drains it (./service.ts, offered as Services.leads), and the operator's Leads screen (./screen.tsx).
 *
 * The form API: POST /api/newsletter, /api/contact, /api/charity-application and
 * /api/assessment-results ('Email me my results', for both assessments).
 * Islands post JSON and get JSON (routes/_lib/lead-api.ts); forms posted without JavaScript get a page.
 * Bad input is always a 4xx with a clear message; the only 5xx is "could neither store nor forward".
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { emailResultsCopy } from '../assessments/content';
import { LEAD_ENDPOINTS, type LeadApiResponse } from '../_lib/lead-api';
import { FIELD_COPY, FORM_ERRORS } from '../_lib/lead-copy';
import { RESULT_PAGES } from './content';
import { isResultLeadKind, LEAD_KINDS, type FieldValues, type LeadKind } from '../_lib/lead-fields';
import { LeadFormAgainView, LeadProblemView, LeadSuccessView } from './result-pages';
import { charityPage } from '../charity/content';
import { contactPage } from '../contact/content';
import { clientIp } from '../_app/http';
import { crossSite } from '../_app/same-origin';
import { bodyMode, readInput, type BodyMode } from '../_app/request-body';
import { siteOrigin, type AppEnv } from '../_app/env';
import { factory } from '../_app/factory';
import type { Offers, Services, SubmitResult } from '../_app/services';
import { sameSitePath } from '../_lib/same-site-path';
import { BODY_CAPS, capBody } from '../_app/body-cap';
import { CONTACT_ROUTE } from '../contact/routes';
import { CHARITY_ROUTE } from '../charity/routes';
import { ASSESSMENT_ROUTE, BURNOUT_ROUTE } from '../assessments/routes';
import { leadsScreen } from './screen-routes';
import { leads } from './service';

type C = Context<AppEnv>;

/** A submission's answer is never cached. Scoped to these paths: other features mount their own /api/* routes. */
const noStore = factory.createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
});

/** Where a visitor without JavaScript goes back to: the page the form was on, if it was on this site. */
function backLink(c: C): string {
  const back = sameSitePath(c.req.header('referer'), new URL(c.req.url).origin);
  return back && !back.startsWith('/api/') ? back : '/';
}

const json = (c: C, status: ContentfulStatusCode, body: LeadApiResponse, headers?: Record<string, string>) => c.json(body, status, headers);

async function page(c: C, kind: LeadKind, status: number, body: ReactNode, which: 'success' | 'form' | 'problem') {
  const copy = which === 'problem' ? RESULT_PAGES.problems : RESULT_PAGES[kind];
  const title = which === 'success' ? RESULT_PAGES[kind].title : which === 'form' ? RESULT_PAGES[kind].formTitle : RESULT_PAGES.problems.title;
  return c.render(<>{body}</>, {
    meta: { title, description: copy.description, path: c.req.path, noindex: true, unmeasured: true },
    status,
  });
}

function problem(c: C, kind: LeadKind, status: number, message: string, headers: Record<string, string> = {}) {
  return page(c, kind, status, <LeadProblemView message={message} back={backLink(c)} />, 'problem').then((res) => {
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
    return res;
  });
}

/** What the island shows once a submission is in (the newsletter's states are its own). */
function confirmation(kind: LeadKind, values: FieldValues): { heading: string; body: string } | undefined {
  if (isResultLeadKind(kind)) {
    return { heading: emailResultsCopy.confirmationHeading, body: `${emailResultsCopy.confirmation(values.email ?? '')} ${emailResultsCopy.bookmark}` };
  }
  const form = kind === 'contact' ? contactPage.form : kind === 'charity' ? charityPage.form : null;
  return form ? { heading: form.successHeading, body: form.successBody } : undefined;
}

/** A results email leads back to its own result page; every other form to the page it was on. */
function successBack(c: C, s: Services, kind: LeadKind, values: FieldValues): string {
  const path = isResultLeadKind(kind) && values.result ? s.results.path(values.result, siteOrigin(c.env)) : null;
  return path ?? backLink(c);
}

function answer(c: C, s: Services, kind: LeadKind, html: boolean, result: SubmitResult) {
  const failed = RESULT_PAGES.problems;
  switch (result.kind) {
    case 'accepted': {
      if (html) return page(c, kind, 200, <LeadSuccessView kind={kind} back={successBack(c, s, kind, result.values)} values={result.values} />, 'success');
      const shown = confirmation(kind, result.values);
      return json(c, 200, shown ? { ok: true, confirmation: shown } : { ok: true });
    }
    case 'invalid':
      if (html && isResultLeadKind(kind) && result.errors.result) return problem(c, kind, 400, FIELD_COPY.result.required);
      return html
        ? page(c, kind, 400, <LeadFormAgainView kind={kind} values={result.values} errors={result.errors} results={s.results} />, 'form')
        : json(c, 400, { ok: false, error: 'invalid_fields', message: FORM_ERRORS.summary, fields: result.errors });
    case 'turnstile_required':
      return html
        ? problem(c, kind, 400, failed.turnstile)
        : json(c, 400, { ok: false, error: 'turnstile_required', message: 'Please complete the check that you are a person.', siteKey: result.siteKey });
    case 'turnstile_failed':
      return html ? problem(c, kind, 403, failed.turnstile) : json(c, 403, { ok: false, error: 'turnstile_failed', message: failed.turnstile });
    case 'store_failed':
      return html
        ? problem(c, kind, 503, failed.storeFailed, { 'Retry-After': '60' })
        : json(c, 503, { ok: false, error: 'store_failed', message: failed.storeFailed }, { 'Retry-After': '60' });
  }
}

/** Over the cap: refused before anything else is read or checked. */
function tooLarge(kind: LeadKind) {
  return (c: C) =>
    bodyMode(c.req.header('content-type')) === 'form'
      ? problem(c, kind, 413, RESULT_PAGES.problems.tooLarge)
      : json(c, 413, { ok: false, error: 'payload_too_large', message: 'The request body is larger than this form accepts.' });
}

/** JSON from the islands, or an ordinary HTML form post when JavaScript is off; the forms never send multipart. */
const LEAD_BODIES: readonly BodyMode[] = ['json', 'form'];

/** `kinds` share the endpoint; more than one means both assessments' results emails, told apart by the result link. */
function leadHandler(s: Services, kinds: readonly LeadKind[]) {
  return async (c: C) => {
    let kind = kinds[0]!;
    const contentType = c.req.header('content-type');
    const mode = bodyMode(contentType);
    const html = mode === 'form';

    if (await crossSite(c)) {
      s.leads.log('warn', 'lead_cross_site_refused', { kind, origin: c.req.header('origin') ?? null, site: c.req.header('sec-fetch-site') ?? null });
      return json(c, 403, { ok: false, error: 'cross_site', message: 'Forms can only be sent from this website.' });
    }
    if (!mode || !LEAD_BODIES.includes(mode)) {
      if (mode === 'multipart') return problem(c, kind, 415, RESULT_PAGES.problems.unsupported);
      return json(c, 415, { ok: false, error: 'unsupported_media_type', message: 'Send the form fields as application/json.' });
    }
    const ip = clientIp(c.req.raw, c.env);
    const wait = await s.leads.throttle(c, ip);
    if (wait !== null) {
      s.leads.log('warn', 'lead_rate_limited', { kind });
      const headers = { 'Retry-After': String(wait) };
      return html
        ? problem(c, kind, 429, RESULT_PAGES.problems.rateLimited, headers)
        : json(c, 429, { ok: false, error: 'rate_limited', message: 'Too many submissions from your connection. Please wait a minute and try again.' }, headers);
    }
    const parsed = await readInput(c.req.raw, LEAD_BODIES);
    if ('status' in parsed) {
      return html ? problem(c, kind, parsed.status, RESULT_PAGES.problems.unsupported) : json(c, parsed.status, { ok: false, error: parsed.error, message: parsed.message });
    }
    if (kinds.length > 1) kind = s.results.leadKind(parsed.input, siteOrigin(c.env));

    const result = await s.leads.submit(c, kind, parsed.input, ip, s.results.reader(siteOrigin(c.env)));
    return answer(c, s, kind, html, result);
  };
}

/** Where a GET of an endpoint (a bookmarked result page, a refresh) should take the visitor instead. */
const FORM_PAGES: Record<LeadKind, string> = {
  newsletter: '/',
  contact: CONTACT_ROUTE.path,
  charity: CHARITY_ROUTE.path,
  assessment: ASSESSMENT_ROUTE.path,
  burnout_assessment: BURNOUT_ROUTE.path,
};

const endpoints = new Map<string, LeadKind[]>();
for (const kind of LEAD_KINDS) endpoints.set(LEAD_ENDPOINTS[kind], [...(endpoints.get(LEAD_ENDPOINTS[kind]) ?? []), kind]);

export function formsApi(s: Services) {
  const api = factory.createApp();
  for (const [path, kinds] of endpoints) {
    api.use(path, noStore);
    api.post(path, capBody(BODY_CAPS.lead, tooLarge(kinds[0]!)), leadHandler(s, kinds));
    api.on(['GET', 'HEAD'], path, (c) => c.redirect(FORM_PAGES[kinds[0]!], 303));
    api.all(path, (c) => json(c, 405, { ok: false, error: 'method_not_allowed', message: 'Send the form with POST.' }, { Allow: 'POST' }));
  }
  return api;
}

/** The form API and the Leads screen. */
export default function leadsFamily(s: Services) {
  const app = factory.createApp();
  app.route('/', formsApi(s));
  app.route('/', leadsScreen(s));
  return app;
}

/** The outbox, which this family's handlers and the worker's cron use through Services.leads. */
export const offers: Pick<Offers, 'leads'> = { leads };

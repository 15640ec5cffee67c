import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import { kilobytes, BODY_CAPS } from '../_app/body-cap';
import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container, NEW_TAB } from '../_layout/ui';
import { authDocument } from './page';
import { AUTH_ROUTE } from './routes';
import { KEPT_PER_ADDRESS, KEPT_PER_BROWSER, type NotKept } from './sealed';

/** This page's copy, here with its only view so that the module every isolate starts with does not carry it. */
const notKeptCopy = {
  h1: 'This form could not be kept',
  lead: 'You were not signed in when you sent it, so the manager could not save it, and it could not be kept for after you sign in either.',
  why: {
    browser: (n: number) => `This browser already has ${n} forms kept for you to finish, the most it may hold at once. Nothing from this one was stored.`,
    address: (n: number) => `${n} forms sent without a session from your network are already waiting, the most it may hold at once. Nothing from this one was stored.`,
    tooLarge: (cap: string) => `Its text is larger than a save accepts (at most ${cap}). Nothing from it was stored.`,
    unstored: 'The database could not take it just now. Nothing from it was stored.',
  },
  recover:
    'Your text is most likely still in the form: go back to it in your browser and copy anything you need somewhere safe. Then sign in in a new tab, so that the form stays open, and send it again from the form. Any forms already kept come back from Manage Insights once you are signed in.',
  signIn: 'Sign in in a new tab',
} as const;

const WHY: Record<NotKept | 'tooLarge', string> = {
  browser: notKeptCopy.why.browser(KEPT_PER_BROWSER),
  address: notKeptCopy.why.address(KEPT_PER_ADDRESS),
  tooLarge: notKeptCopy.why.tooLarge(kilobytes(BODY_CAPS.manager)),
  unstored: notKeptCopy.why.unstored,
};

const STATUS = { browser: 429, address: 429, tooLarge: 413, unstored: 503 } as const;

/** The answer to a manager form posted without a session that could not be kept (./editor-gate.ts). */
export const notKeptAnswer = (c: Context<AppEnv>, why: NotKept | 'tooLarge') => authDocument(c, <NotKeptPage why={why} />, STATUS[why]);

/** Why the form could not be kept (./sealed.ts), and how not to lose the text. */
function NotKeptPage({ why }: { why: NotKept | 'tooLarge' }) {
  return (
    <>
      <PageHeader trail={[{ label: AUTH_ROUTE.label, path: AUTH_ROUTE.path }]} h1={notKeptCopy.h1} lead={notKeptCopy.lead} />
      <Container className="py-12">
        <div className="max-w-2xl space-y-4 text-ink-800">
          <p role="alert">{WHY[why]}</p>
          <p>{notKeptCopy.recover}</p>
          <a href={AUTH_ROUTE.path} {...NEW_TAB} className={buttonClass('primary')}>
            {notKeptCopy.signIn}
          </a>
        </div>
      </Container>
    </>
  );
}

import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import { kilobytes, BODY_CAPS } from '../_app/body-cap';
import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container, NEW_TAB } from '../_layout/ui';
import { notKeptCopy } from './content';
import { authDocument } from './page';
import { AUTH_ROUTE } from './routes';
import { KEPT_PER_ADDRESS, KEPT_PER_BROWSER, type NotKept } from './sealed';

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

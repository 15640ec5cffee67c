import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { authPage, signInCopy, type SignInMessage } from './content';
import { SIGN_OUT_PATH } from './routes';

export interface SignInState {
  message?: SignInMessage;
  /** Errors are announced assertively; confirmations politely. */
  tone?: 'error' | 'info';
  email?: string;
  /** A verified session is present. */
  signedInAs?: string;
  canManage?: boolean;
  /** Where to go once signed in (a path on this site, checked again when the form is posted). */
  next?: string;
  /** Turnstile's site key, when this sign-in must pass its check first (./throttle.ts). */
  challenge?: string;
}

/** Turnstile renders its check into every `.cf-turnstile` box and adds the token to the form as cf-turnstile-response. */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

const field = 'mt-2 block w-full rounded-xl border border-ink-900/20 bg-white px-4 py-3 text-base text-ink-950 focus:border-accent-600';

/** /auth: operator sign-in (email and password; no sign-up), or the signed-in state with sign-out. */
export function SignInPage({ state }: { state: SignInState }) {
  const { message, tone = 'error', email, signedInAs, canManage, next, challenge } = state;
  return (
    <>
      <PageHeader trail={[{ label: 'Sign in', path: '/auth' }]} h1={authPage.h1} lead={authPage.lead} />
      <Container className="py-12">
        <div className="max-w-md rounded-2xl border border-ink-900/10 bg-white p-6 shadow-sm md:p-8">
          {message && (
            <p
              role={tone === 'error' ? 'alert' : 'status'}
              className={`mb-6 rounded-xl px-4 py-3 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-ink-50 text-ink-800'}`}
            >
              {signInCopy.messages[message]}
            </p>
          )}
          {signedInAs ? (
            <div>
              <p className="text-ink-800">{signInCopy.signedInAs(signedInAs)}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                {canManage && (
                  <a href="/blog/manage" className={buttonClass('primary')}>
                    {signInCopy.manageLink}
                  </a>
                )}
                <form method="post" action={SIGN_OUT_PATH}>
                  <button type="submit" className={buttonClass('ghost')}>
                    {signInCopy.signOut}
                  </button>
                </form>
              </div>
            </div>
          ) : (
            <form method="post" action="/auth" className="space-y-5">
              {next && <input type="hidden" name="next" value={next} />}
              <div>
                <label htmlFor="email" className="font-semibold text-ink-950">
                  {signInCopy.emailLabel}
                </label>
                <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} className={field} />
              </div>
              <div>
                <label htmlFor="password" className="font-semibold text-ink-950">
                  {signInCopy.passwordLabel}
                </label>
                <input id="password" name="password" type="password" autoComplete="current-password" required className={field} />
              </div>
              {challenge && (
                <div role="group" aria-label={signInCopy.challengeLabel} className="min-h-[65px]">
                  <div className="cf-turnstile" data-sitekey={challenge} />
                  <script src={TURNSTILE_SCRIPT} async />
                </div>
              )}
              <button type="submit" className={`${buttonClass('secondary')} w-full`}>
                {signInCopy.submit}
              </button>
              <p className="text-sm text-ink-600">{signInCopy.noSignUp}</p>
            </form>
          )}
        </div>
        <p className="mt-8">
          <a href="/blog" className="font-semibold text-ink-900 underline-offset-4 hover:underline">
            ← {signInCopy.backToInsights}
          </a>
        </p>
      </Container>
    </>
  );
}

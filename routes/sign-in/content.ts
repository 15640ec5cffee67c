/**
 * The sign-in form's labels and every message it can show. The page's title, h1 and lead are authPage in
 * routes/blog/content.ts. Plain strings, British English.
 */
import { SITE } from '../_lib/site-config';
import type { SignInRefusal } from '../_app/services';
export const signInCopy = {
  emailLabel: 'Email address',
  passwordLabel: 'Password',
  submit: 'Sign in',
  signOut: 'Sign out',
  manageLink: 'Go to the Insights manager',
  backToInsights: 'Back to Insights',
  challengeLabel: 'Check that a person is signing in',
  noSignUp: 'Accounts are created by the site administrator; there is no public sign-up.',
  messages: {
    missingFields: 'Enter your email address and password to sign in.',
    invalidEmail: 'Enter an email address in the form name@example.com.',
    wrongCredentials: 'That email address and password do not match an operator account. Check them and try again.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes before trying again.',
    challenge:
      'There have been many wrong passwords for this email address in the last few minutes, so sign-in needs one more step: complete the check below, enter your password again and sign in.',
    challengeFailed: 'The check could not confirm that a person is signing in. Complete it again, enter your password and sign in.',
    unconfigured: 'Sign-in is not set up on this copy of the site yet: the Supabase project URL and key have not been configured.',
    unavailable: 'The sign-in service is not responding at the moment. Please try again in a few minutes.',
    unconfirmed: 'This account’s email address has not been confirmed yet. Follow the link in the confirmation email, then sign in.',
    forbidden: 'This account is not on the list of Insights editors. Ask the site administrator to add it, or sign in with another account.',
    expired: 'Your session has ended. Please sign in again.',
    endedIdle: 'You were signed out because the manager had not been used for a while. Please sign in again.',
    endedDay: 'You were signed out at the end of the working day allowed for one sign-in. Please sign in again.',
    endedRefused: 'Your session could not be renewed (it may have been ended from another device). Please sign in again.',
    kept: 'You were not signed in when that form reached the manager (your session had ended, or you signed out in another tab), so it has been kept for you in this browser. Sign in here and it comes back as you left it.',
    signedOut: 'You have signed out.',
    crossSite: 'This request did not come from this site, so it was refused.',
    // Every refusal the sign-in service can give (routes/_app/services.ts) is worded here.
  } satisfies Record<SignInRefusal, string> & Record<string, string>,
  signedInAs: (email: string) => `You are signed in as ${email}.`,
} as const;

export type SignInMessage = keyof typeof signInCopy.messages;


export const authPage = {
  title: `Operator Sign-In | ${SITE.brand}`,
  description: `Sign-in for the ${SITE.brand} team to draft, edit and publish Insights articles. Readers do not need an account to use the site.`,
  h1: 'Sign in to manage Insights',
  lead: `This page is for the ${SITE.brand} team. Sign in with your operator account to draft, edit and publish articles in Insights. Readers do not need an account: every article, assessment and guide on the site is open to everyone. If you arrived here by mistake, head back to Insights and carry on reading.`,
};

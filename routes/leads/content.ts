/** Copy for the pages the worker answers a form post with when JavaScript is off (./result-pages.tsx). */
import { SITE } from '../_lib/site-config';

/** Answers to a form post without JavaScript. */
export const RESULT_PAGES = {
  newsletter: {
    title: `Newsletter sign-up | ${SITE.brand}`,
    description: 'Confirmation of your sign-up to the Executive Sidekick newsletter for business leaders, with what to expect next.',
    formTitle: `Check your newsletter sign-up | ${SITE.brand}`,
    formH1: 'Almost there: check your email address',
    next: [
      'Our next issue will arrive in your inbox with practical notes on strategy, delegation and marketing, and the templates and checklists that go with them.',
      'Every email has an unsubscribe link, so you can leave whenever you like.',
    ],
  },
  contact: {
    title: `Message received | ${SITE.brand}`,
    description: 'Your message has reached Executive Sidekick. Here is what happens next and when you can expect our reply.',
    formTitle: `Check your message | ${SITE.brand}`,
    formH1: 'Please check your message',
  },
  charity: {
    title: `Charity application received | ${SITE.brand}`,
    description: 'Your charity support application has reached Executive Sidekick. Here is what happens next and when you will hear from us.',
    formTitle: `Check your application | ${SITE.brand}`,
    formH1: 'Please check your application',
  },
  assessment: {
    title: `Results request received | ${SITE.brand}`,
    description: 'Your request to have your Executive Sidekick assessment result emailed to you has reached us. Here is what happens next.',
    formTitle: `Results not sent yet | ${SITE.brand}`,
  },
  burnout_assessment: {
    title: `Results request received | ${SITE.brand}`,
    description: 'Your request to have your CEO burnout self-check result emailed to you has reached us. Here is what happens next.',
    formTitle: `Results not sent yet | ${SITE.brand}`,
  },
  backLabel: 'Back to where you were',
  homeLabel: 'Return to Home',
  problems: {
    title: `We could not take your submission | ${SITE.brand}`,
    description: 'Something stopped your form from reaching Executive Sidekick. Here is what went wrong and how to get in touch instead.',
    h1: 'We could not take your submission',
    tooLarge: 'What you sent is larger than our forms accept. Please shorten your message and try again.',
    rateLimited: 'We have had several submissions from your connection in the last minute. Please wait a minute and try again.',
    unsupported: 'Your browser sent the form in a format we cannot read. Please try again from the form on our site.',
    turnstile: 'We could not confirm that a person sent this form. Please go back, complete the check and send it again.',
    storeFailed: 'Please try again or contact us directly.',
    emailUs: `You can always reach us at ${SITE.contactEmail}.`,
  },
} as const;

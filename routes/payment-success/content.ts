/** Copy for /payment-success, where checkout sends a visitor who has bought a plan. */
import { SITE } from '../_lib/site-config';

export const paymentSuccessPage = {
  title: `Payment Confirmed | Welcome to ${SITE.brand}`,
  description: `Your payment is confirmed. Here is what happens next, from your receipt and welcome email to your first session with ${SITE.brand}.`,
  h1: 'Payment confirmed: welcome aboard',
  lead: "Thank you. Your payment has gone through and a receipt from our payment provider is on its way to your inbox. Whether you have bought a Reality Check or started a monthly plan, the next move is ours: we will be in touch within one working day to schedule your first session and gather the context we need to make it count.",
  nextSteps: [
    {
      title: 'Check your inbox',
      body: 'Your receipt comes from our payment provider within a few minutes. Keep it for your records, or forward it to whoever handles your accounts.',
    },
    {
      title: 'Hear from us within one working day',
      body: `We email from ${SITE.contactEmail} with a booking link and a few questions about your goals, your team and what is slowing you down right now.`,
    },
    {
      title: 'Book your first session',
      body: 'For a Reality Check, this is your two-hour strategy session. For a monthly plan, it is your needs assessment, which shapes the strategy and tactical plan we work to from then on.',
    },
    {
      title: 'Start the work',
      body: `Monthly plans typically begin within ${SITE.claims.startWithin}. After a Reality Check, your written tactical implementation plan arrives by email so you can act on it straight away.`,
    },
  ],
};

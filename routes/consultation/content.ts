/** Copy for the Reality Check (/consultation) and the booking page (/consultation-booking). Plain strings only: prices come from routes/_lib/plans.ts. */
import { SITE } from '../_lib/site-config';

export const consultationPage = {
  title: `Reality Check: 2-Hour Strategy Session | ${SITE.brand}`,
  description: 'A 2-hour strategy session with an experienced fractional executive that ends with a written tactical implementation plan built around your priorities.',
  h1: 'Reality Check: two hours to a plan you can act on',
  lead: "You know something needs to change, but not which lever to pull first. The Reality Check is a two-hour strategy session with an experienced fractional executive that turns a crowded list of concerns into a short, ordered set of actions. You leave the session with clarity, and a written tactical implementation plan follows by email, so nothing depends on the notes you scribbled during the call.",
  includes: [
    'A short questionnaire before the session, so our two hours start on your real issues rather than on background',
    `Two hours, one to one, with a fractional executive drawing on ${SITE.claims.yearsExperience} years of strategy, marketing and operations experience`,
    'A candid review of where your time, money and attention are going today, and what that is costing you',
    'Your top three issues prioritised, with the trade-offs of each option set out plainly',
    'A written tactical implementation plan: actions in order, an owner for each and the first step to take',
    'An honest view on whether you need ongoing support and at what level, with no obligation to buy it',
  ],
  forWhom: [
    'You are a founder with more priorities than hours and want an outside view on which three matter this quarter',
    'You have a big decision pending, such as a first senior hire, a new market or a rebrand, and want it tested before you commit',
    'Your marketing spend keeps rising but you cannot say which activity is actually paying for itself',
    'You are considering a fractional executive and want to see how we think before choosing a monthly plan',
  ],
  howItWorks: [
    {
      title: 'Check out securely',
      body: "Pay through our card payment provider's secure checkout. You land on a confirmation page, and your receipt arrives by email straight away.",
    },
    {
      title: 'Book your slot and share context',
      body: 'Within one working day we email you a booking link and a short questionnaire about your business, your goals and what is getting in the way.',
    },
    {
      title: 'Work through the real issues',
      body: 'In the two-hour session we test your assumptions, weigh the options with you and agree the handful of moves that will make the biggest difference.',
    },
    {
      title: 'Receive your tactical plan',
      body: 'Your written implementation plan lands in your inbox after the session, with each action sequenced, owned and small enough to start on straight away.',
    },
  ],
  faqs: [
    {
      question: 'Who runs the session?',
      answer: `A senior member of the ${SITE.brand} team with experience across strategy, marketing, operations and executive support. We read your questionnaire first and match the session to the issue you describe.`,
    },
    {
      question: 'What if two hours is not enough?',
      answer: "Two focused hours is usually enough to agree priorities and a plan. If the session shows you need ongoing help, we will suggest the plan that fits, such as Starter Sidekick for one priority at a time or Strategic Sidekick for a plan and a marketing rhythm. You are under no obligation to take either.",
    },
    {
      question: 'Can my co-founder or leadership team join?',
      answer: "Yes, and it often helps when a decision sits with more than one person. Tell us who is attending when you book, and we will shape the agenda around the whole group rather than one person's view.",
    },
    {
      question: 'What do I need to prepare?',
      answer: "Only the short questionnaire. If you have a current plan, recent figures or a board pack, send them over too; we read everything before we meet, so none of your two hours is spent on context we could have gathered in advance.",
    },
  ],
};

export const consultationBookingPage = {
  title: `Book Your Discovery Call | ${SITE.brand}`,
  description: `Choose a time for your discovery call with ${SITE.brand}, and see how to prepare so the conversation focuses on what matters most to you.`,
  eyebrow: 'Discovery call',
  h1: 'Book your discovery call',
  lead: "Pick a time in the calendar and we will meet you there. The discovery call is the first of four steps: after it come a needs assessment, a strategy and tactical plan, then implementation. We use the call to understand where your time goes, what success would look like for you and whether a fractional executive is the right answer. If it is not, we will tell you.",
  prepareHeading: 'How to prepare',
  afterHeading: 'After the call',
  prepare: [
    'List the three things that took most of your time last week, and whether any of them genuinely needed you',
    'Note the one decision or project you keep putting off, and what is stopping it from moving',
    'Have rough facts to hand: team size, the tools you run the business on and where your marketing budget goes',
    'Picture a good month six months from now, so we can work backwards from it together',
  ],
  afterCall: `Within one working day of the call you will receive a short summary of what we heard and what we recommend. If a monthly plan makes sense, we will suggest the one that fits, from Starter Sidekick through to Full-Force Executive, and move straight to a needs assessment so your strategy and tactical plan is built around your priorities rather than a template. If a single Reality Check session would serve you better, we will say so. Either way, the work itself usually gets going within ${SITE.claims.startWithin} of your yes.`,
};

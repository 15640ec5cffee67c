/**
 * Copy for the single pages: contact, Reality Check, booking, payment success, charity, template,
 * sitemap, not found, Insights index, assessment intros and operator sign-in.
 * Plain strings only. Prices never appear here: templates render them from routes/_lib/plans.ts.
 */
import { SITE } from '../_lib/site-config';

export const contactPage = {
  title: `Contact ${SITE.brand} | Book a Discovery Call`,
  description: `Book a discovery call or email ${SITE.brand} about chief of staff, marketing, strategy or executive support. We reply within one working day.`,
  h1: "Let's talk about what's on your plate",
  lead: "Tell us what is taking up your week and what keeps slipping down the list. Whether you need a fractional chief of staff, a marketing lead who can also write the plan, or someone to untangle the systems your team runs on, the first step is a conversation. Book a discovery call at a time that suits you, or send us a note and we will reply within one working day.",
  channels: [
    {
      title: 'Book a discovery call',
      body: "Pick a slot in our online calendar and we will spend the call on your situation: what you are trying to achieve, where your time goes and which kind of support, if any, would move things forward. You should leave with a clearer view of your next step even if we turn out not to be the right fit.",
    },
    {
      title: 'Email us',
      body: `Write to ${SITE.contactEmail} with as much or as little context as you like. A line about your role, the size of your team and the problem you want solved lets us come back with useful questions rather than a generic brochure.`,
    },
    {
      title: 'What happens after you get in touch',
      body: `We reply within one working day to arrange a discovery call. If we are a good fit, a needs assessment follows, then a strategy and tactical plan agreed with you, and work typically starts within ${SITE.claims.startWithin} of you deciding to go ahead.`,
    },
  ],
  form: {
    heading: 'Send us a message',
    intro: "Prefer to write rather than talk? Tell us your role, your organisation and what you would most like off your desk. The more specific you are, the more useful our first reply will be.",
    successHeading: 'Thank you, your message is with us',
    successBody: `We will reply within one working day, usually with a few times for a discovery call and any questions worth answering beforehand. Our reply comes from ${SITE.contactEmail}, so it is worth checking your spam folder if nothing has arrived by then.`,
  },
  faqs: [
    {
      question: 'Is the discovery call a sales pitch?',
      answer: "No. We use it to understand your situation and tell you honestly whether a monthly plan, a one-off Reality Check or neither makes sense for you. If a different kind of help would serve you better, such as a permanent hire or a specialist agency, we will say so.",
    },
    {
      question: 'Do you work with clients in the US as well as the UK?',
      answer: "Yes. We are based in the UK and work with executives, founders and directors on both sides of the Atlantic. Plans are priced in pounds or dollars, and we schedule calls and working sessions to suit UK and US time zones.",
    },
    {
      question: 'How quickly could we get started?',
      answer: `Work typically starts within ${SITE.claims.startWithin}. Between the discovery call and day one we complete a needs assessment, so the first hours of your plan go on your real priorities rather than on onboarding.`,
    },
  ],
};

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
  h1: 'Book your discovery call',
  lead: "Pick a time in the calendar and we will meet you there. The discovery call is the first of four steps: after it come a needs assessment, a strategy and tactical plan, then implementation. We use the call to understand where your time goes, what success would look like for you and whether a fractional executive is the right answer. If it is not, we will tell you.",
  prepare: [
    'List the three things that took most of your time last week, and whether any of them genuinely needed you',
    'Note the one decision or project you keep putting off, and what is stopping it from moving',
    'Have rough facts to hand: team size, the tools you run the business on and where your marketing budget goes',
    'Picture a good month six months from now, so we can work backwards from it together',
  ],
  afterCall: `Within one working day of the call you will receive a short summary of what we heard and what we recommend. If a monthly plan makes sense, we will suggest the one that fits, from Starter Sidekick through to Full-Force Executive, and move straight to a needs assessment so your strategy and tactical plan is built around your priorities rather than a template. If a single Reality Check session would serve you better, we will say so. Either way, the work itself usually gets going within ${SITE.claims.startWithin} of your yes.`,
};

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

export const charityPage = {
  title: `Charity and Non-Profit Support | ${SITE.brand}`,
  description: 'Small UK charities, CICs and US 501(c)(3) organisations can apply for pro-bono or reduced-rate strategy, marketing and operations support.',
  h1: 'Strategic support for charities and social enterprises',
  lead: "Small charities carry big ambitions on thin leadership teams. Chief executives often run fundraising, governance, HR and communications from a single diary, with no budget for senior help. Each quarter we set aside a limited number of pro-bono or reduced-rate engagements for organisations doing good work with modest means. Tell us about your organisation and the problem you most need solved, and we will consider your application carefully.",
  qualifies: [
    'UK-registered charities, including charitable incorporated organisations, with annual income under £1 million',
    'US 501(c)(3) organisations with annual income under $1.25 million',
    'Community interest companies (CICs) of a similar size that reinvest their surplus in their community purpose',
    'Charities registered in Scotland or Northern Ireland within the same income limit',
    'Organisations that can name a specific strategy, marketing, people or operations challenge to work on',
  ],
  offer: {
    heading: 'What we offer',
    paragraphs: [
      "Each quarter we take on a limited number of charity engagements, either pro bono or at a reduced rate depending on your income and the scope of the work. The support is the same as our paying clients receive: the same standards and the same four steps, from discovery call to implementation.",
      "Typical projects include a three-year strategy your trustees can sign off, a fundraising and communications plan, a review of the systems behind donor and volunteer management, or a focused chief of staff sprint to help a new chief executive through their first months in post.",
      "Because places are limited, we prioritise organisations where a well-defined piece of work will make a lasting difference and where a named leader has time to work alongside us. We cannot support every application, but we reply to every one.",
    ],
  },
  process: [
    {
      title: 'We acknowledge your application',
      body: 'You will hear from us within one working day to confirm we have it. We may ask a few follow-up questions about your organisation or the challenge you described.',
    },
    {
      title: 'We review applications each quarter',
      body: 'We weigh each application against the eligibility criteria and the difference we think the work can make, then tell you whether we can offer a pro-bono or reduced-rate place.',
    },
    {
      title: 'Discovery call',
      body: 'If we can help, we book a discovery call with your chief executive or chair to agree the scope, the outcomes you want and the time your team can realistically commit.',
    },
    {
      title: 'Plan and implementation',
      body: 'We complete a needs assessment, agree a strategy and tactical plan with you and get to work. If we cannot offer a place this quarter, we can hold your application for the next.',
    },
  ],
  form: {
    heading: 'Apply for charity support',
    intro: "Tell us who you are, your registration number, your latest annual income and the challenge you would like help with. A few clear paragraphs are plenty; we will ask for anything else we need.",
    successHeading: 'Application received',
    successBody: `Thank you for applying. We will acknowledge your application within one working day and let you know the outcome once we have reviewed this quarter's applications. If anything changes in the meantime, email ${SITE.contactEmail}.`,
  },
};

export const templatePage = {
  title: `Free One-Page Strategic Planning Template | ${SITE.brand}`,
  description: 'A free one-page strategic planning template: set your vision, priorities, measurable objectives and quarterly milestones, then print it for your team.',
  h1: 'One-page strategic planning template',
  lead: "A strategy only works if people can remember it. This template fits the essentials on one page: where you are heading, where you stand today, the few priorities that matter this year and how you will know they are working. It follows the structure we use in strategy and tactical planning with founders and CEOs. Work through it in order, and expect to rewrite your first draft at least once.",
  howToUse: [
    'Block out an uninterrupted morning with your phone in another room; a rough draft in one sitting beats a perfect one that never gets finished',
    'Write short: if an answer overflows its box, it is probably two ideas, and one of them can wait',
    'Share the draft with two or three people who will disagree with you before it goes to the whole team',
    'Put your review dates in the diary today, before the plan has a chance to sit in a drawer',
  ],
  sections: [
    {
      id: 'vision',
      heading: 'Vision',
      prompt: 'Where will we be in three years?',
      hint: "Describe a picture someone could check. For example: 'The go-to payroll partner for 500 UK nurseries, with a team of 40 and no single point of failure.'",
      rows: 3,
    },
    {
      id: 'mission',
      heading: 'Mission',
      prompt: 'Why do we exist, and for whom?',
      hint: "One or two sentences about your customer and the change you make for them. For example: 'We give nursery owners their evenings back with payroll they never need to check.'",
      rows: 3,
    },
    {
      id: 'position',
      heading: 'Where we stand today',
      prompt: 'What are our biggest strengths and weaknesses right now?',
      hint: "Be honest and specific; three of each is enough. For example: strength, 'clients renew year after year'; weakness, 'every sale still depends on the founder'.",
      rows: 5,
    },
    {
      id: 'priorities',
      heading: 'Strategic priorities',
      prompt: 'What are our three strategic priorities for the next 12 months?',
      hint: "Choose three and stop there. For example: 'Build a sales process that works without the founder', 'Launch in Ireland', 'Halve the time it takes to onboard a client'.",
      rows: 4,
    },
    {
      id: 'objectives',
      heading: 'Objectives',
      prompt: 'How will we measure progress on each priority?',
      hint: "Give each priority one or two measurable objectives with a deadline. For example: 'Half of new contracts closed by the sales lead, not the founder, by September.'",
      rows: 5,
    },
    {
      id: 'initiatives',
      heading: 'Key initiatives',
      prompt: 'Which projects will deliver those objectives, and who owns each one?',
      hint: "List each project with a named owner. For example: 'Write the sales playbook and recruit a sales lead: Operations Director.' A project without an owner will quietly stall.",
      rows: 5,
    },
    {
      id: 'quarterly-plan',
      heading: 'Quarterly plan',
      prompt: 'What milestones will we reach in Q1, Q2, Q3 and Q4?',
      hint: "One or two milestones per quarter, putting first whatever unblocks the rest. For example: 'Q1: playbook drafted. Q2: sales lead hired. Q3: Irish pilot live. Q4: first Irish renewals.'",
      rows: 6,
    },
    {
      id: 'people-and-capacity',
      heading: 'People and capacity',
      prompt: 'Do we have the people, skills and time to deliver this plan?',
      hint: "Name the gaps and how you will close them: hire, train, outsource or stop doing something. For example: 'No marketing lead yet; use fractional support until revenue justifies a hire.'",
      rows: 4,
    },
    {
      id: 'risks',
      heading: 'Risks and assumptions',
      prompt: 'What could derail the plan, and what will we do about it?',
      hint: "Pick the two or three biggest risks and an early warning sign for each. For example: 'Our largest client may not renew; watch for postponed quarterly reviews.'",
      rows: 4,
    },
    {
      id: 'review-rhythm',
      heading: 'Review rhythm',
      prompt: 'How and when will we review progress?',
      hint: "Set a rhythm and book it now. For example: 'A monthly one-hour leadership check-in on objectives, and a half-day review each quarter to reset milestones.'",
      rows: 3,
    },
  ],
  closing: {
    heading: 'Want a second pair of eyes on your plan?',
    body: "A plan written alone can hide its own blind spots. Our Reality Check is a two-hour strategy session in which we pressure-test your draft, sharpen the priorities and hand you a tactical implementation plan. If you would rather have someone keep the plan moving every month, the Strategic Sidekick plan was designed for exactly that.",
  },
};

export const sitemapPage = {
  title: `Sitemap: Services, Guides and Insights | ${SITE.brand}`,
  description: `Browse every page on the ${SITE.brand} website: services, CEO archetypes, industry guides, self-assessments, Insights articles and legal pages.`,
  h1: 'Sitemap',
  lead: "Everything on the site in one place. Start with our services if you already know what you need, the archetypes if you want to see your own situation described, or the industry pages for sector-specific support. The assessments help you work out where help would land first, and Insights collects our longer articles on strategy, marketing and leadership.",
};

export const notFoundPage = {
  title: `Page not found | ${SITE.brand}`,
  description: `The page you were looking for on ${SITE.brand} has moved or no longer exists. Return to the home page or explore our services.`,
  h1: 'Oops! Page not found',
  lead: "Sorry, we couldn't find that page. It may have moved, or the link may have a typo. Head back home and we'll help you find your way.",
};

export const blogIndexPage = {
  title: `Insights: Strategy and Leadership | ${SITE.brand}`,
  description: 'Practical articles for CEOs, founders and directors on strategic planning, fractional executives, marketing that pays back and protecting your time.',
  h1: 'Insights',
  lead: `Practical thinking drawn from ${SITE.claims.yearsExperience} years of working alongside CEOs, founders and directors. These articles tackle the questions clients bring to us most often: when a chief of staff makes sense, how to build a marketing plan you can measure, how to fit a year's strategy on one page and how to stop your diary running the business.`,
};

export const assessmentIntro = {
  title: `Fractional Executive Assessment | ${SITE.brand}`,
  description: 'Answer a short set of questions to find where a fractional executive would help you most: strategy, marketing, operations or executive support.',
  h1: 'Where would a fractional executive help you most?',
  lead: "Most leaders know they need help but not which kind. This assessment asks how you spend your week, where decisions stall and what is holding growth back, then points you to the area where support would make the biggest difference: strategic planning, brand and marketing, executive support, chief of staff, business systems or growth strategy. Your results also make a useful starting point for a discovery call.",
};

export const burnoutIntro = {
  title: `CEO Burnout Self-Check | ${SITE.brand}`,
  description: 'A reflective self-check for CEOs and founders on workload, recovery, energy and focus. A prompt for honest reflection, not a medical diagnosis.',
  h1: 'CEO burnout self-check',
  lead: "Running a business can wear you down slowly enough that you stop noticing. This self-check asks about your workload, sleep, energy, focus and how much of your week you still enjoy, then reflects back what your answers suggest. It is a prompt for reflection, not a diagnosis. If you are worried about your health, please talk to your GP or doctor; if the pressure is mostly workload, that is something we can help with.",
};

export const authPage = {
  title: `Operator Sign-In | ${SITE.brand}`,
  description: `Sign-in for the ${SITE.brand} team to draft, edit and publish Insights articles. Readers do not need an account to use the site.`,
  h1: 'Sign in to manage Insights',
  lead: `This page is for the ${SITE.brand} team. Sign in with your operator account to draft, edit and publish articles in Insights. Readers do not need an account: every article, assessment and guide on the site is open to everyone. If you arrived here by mistake, head back to Insights and carry on reading.`,
};

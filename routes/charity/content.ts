/** Copy for /charity-application. Plain strings only. */
import { SITE } from '../_lib/site-config';

export const charityPage = {
  title: `Charity and Non-Profit Support | ${SITE.brand}`,
  description: 'Small UK charities, CICs and US 501(c)(3) organisations can apply for pro-bono or reduced-rate strategy, marketing and operations support.',
  h1: 'Strategic support for charities and social enterprises',
  lead: "Small charities carry big ambitions on thin leadership teams. Chief executives often run fundraising, governance, HR and communications from a single diary, with no budget for senior help. Each quarter we set aside a limited number of pro-bono or reduced-rate engagements for organisations doing good work with modest means. Tell us about your organisation and the problem you most need solved, and we will consider your application carefully.",
  qualifiesHeading: 'Who can apply',
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
  processHeading: 'What happens after you apply',
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
    /** The form's place on the page, which the page's Markdown twin links to. */
    anchor: 'apply',
    intro: "Tell us who you are, your registration number, your latest annual income and the challenge you would like help with. A few clear paragraphs are plenty; we will ask for anything else we need.",
    successHeading: 'Application received',
    successBody: `Thank you for applying. We will acknowledge your application within one working day and let you know the outcome once we have reviewed this quarter's applications. If anything changes in the meantime, email ${SITE.contactEmail}.`,
  },
};

/** Copy for /contact. Plain strings only. */
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
    /** The id of the form's heading on the page, which the page's Markdown twin links to. */
    anchor: 'contact-form-heading',
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

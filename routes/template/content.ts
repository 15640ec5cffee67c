/** Copy for /strategic-planning-template. Plain strings only. */
import { SITE } from '../_lib/site-config';

export const templatePage = {
  title: `Free One-Page Strategic Planning Template | ${SITE.brand}`,
  description: 'A free one-page strategic planning template: set your vision, priorities, measurable objectives and quarterly milestones, then print it for your team.',
  h1: 'One-page strategic planning template',
  lead: "A strategy only works if people can remember it. This template fits the essentials on one page: where you are heading, where you stand today, the few priorities that matter this year and how you will know they are working. It follows the structure we use in strategy and tactical planning with founders and CEOs. Work through it in order, and expect to rewrite your first draft at least once.",
  eyebrow: 'Free template',
  howToHeading: 'How to use this template',
  planHeading: 'Your one-page strategic plan',
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
    links: [
      { label: 'About the Reality Check', href: '/consultation' },
      { label: 'See the Strategic Sidekick plan', href: '/services#pricing' },
    ],
  },
};

export const aboutPage = {
  title: 'About Executive Sidekick | Fractional Executive Partners',
  description:
    'Who we are and how we work: a UK fractional executive consultancy with 20 years of experience and 75+ projects for founders, CEOs and directors.',
  h1: 'The senior partner behind busy leaders',
  lead:
    'Executive Sidekick exists for leaders who are good at what they do and have run out of hours to do it. We are a UK-based fractional executive consultancy working with executives, CEOs, founders, solopreneurs and directors in the UK and the US. We bring the strategic, marketing and operational help a leadership team would provide, for a few days a month, and we stay until the change sticks.',
  story: {
    heading: 'Who we are',
    paragraphs: [
      'We have spent 20 years in and around leadership teams: running operations, building brands, preparing board papers, fixing broken processes and sitting in the rooms where growth plans are made and unmade. Across more than 75 projects we kept seeing the same pattern. Capable leaders were drowning not in hard problems but in the sheer volume of small ones, with nobody senior enough to take them off their desk.',
      'Large companies solve that with full-time chiefs of staff, marketing directors and heads of operations. Most smaller businesses cannot justify those salaries, and many do not need the roles full time anyway. So we built Executive Sidekick to supply that seniority in the amount you need: enough hours to make a real difference, paid as a monthly retainer rather than a payroll commitment.',
      'Today we work with leaders across sectors including SaaS, cyber security, defence, healthcare and travel, from our base in the UK and with clients in the US. The businesses differ; the need for a trusted second pair of senior hands does not.',
    ],
  },
  approach: {
    heading: 'How we work',
    paragraphs: [
      'We start small and specific. Rather than a sweeping review that takes months, we find the two or three changes that will free the most time or unlock the most growth, make them happen, then move on to the next. Every engagement follows the same four steps, and work usually begins within about a week of our first conversation.',
    ],
    points: [
      {
        title: 'Discovery Call',
        body: 'A relaxed conversation about your business, your week and what is not working. You leave with a clearer view of the problem, whether or not we end up working together.',
      },
      {
        title: 'Needs Assessment',
        body: 'We look at how your time is spent, what is stalling and where the biggest returns lie, then agree the few priorities that matter most.',
      },
      {
        title: 'Strategy & Tactical Plan',
        body: "A short, practical plan with priorities, owners, dates and measures, and the first month's actions spelled out in full.",
      },
      {
        title: 'Implementation',
        body: 'Our hours go into delivering the plan with you and your team. We review progress monthly and adjust as the business changes around it.',
      },
    ],
  },
  values: {
    heading: 'What we value',
    items: [
      {
        title: 'Straight talk',
        body: 'We tell you what we see, including when the problem is the plan, the process or occasionally you. Polite agreement helps nobody.',
      },
      {
        title: 'Doing, not just advising',
        body: 'Recommendations are cheap. We measure ourselves by what actually gets done, and we roll up our sleeves to do it.',
      },
      {
        title: 'Discretion',
        body: 'We see your numbers, your worries and your people issues. They stay with us, and we work to your confidentiality rules.',
      },
      {
        title: 'Your independence',
        body: 'Good support should make you stronger, not dependent. We document what we build so your team can run it without us.',
      },
    ],
  },
  whyFractional: {
    heading: 'Why fractional works',
    paragraphs: [
      'A fractional executive gives you senior experience for part of the week instead of all of it. For many businesses that is exactly the right dose: the problems need a seasoned head, but not forty hours of one every week.',
      'It also lowers the risk of getting a senior hire wrong. You can start on one plan, see results within weeks and change the level of support month by month. When the business is ready for a permanent hire, we help you define the role and hand over cleanly.',
    ],
    points: [
      {
        title: 'Senior from day one',
        body: 'No months of ramp-up. We arrive with tested templates and judgement drawn from more than 75 projects.',
      },
      {
        title: 'Four times the reach',
        body: 'Experience compresses the work, so each hour of ours does the job of about four in-house hours.',
      },
      {
        title: 'Flexible by design',
        body: 'Monthly rolling plans that grow, shrink or pause alongside your business.',
      },
      {
        title: 'Breadth in one place',
        body: 'Strategy, marketing, operations and executive support from one partner, not four separate suppliers.',
      },
    ],
  },
  faqs: [
    {
      question: 'Are you a consultancy or an agency?',
      answer:
        'Neither label quite fits. Like a consultancy we diagnose and plan, but unlike many consultancies we stay to implement. Like an agency we produce work, but we sit inside your leadership rhythm rather than delivering to a brief from outside. The closest description is a part-time member of your senior team.',
    },
    {
      question: 'Do you work with clients in the US?',
      answer:
        'Yes. We are based in the UK and work with leaders in both countries. Plans are priced in pounds or dollars, the site shows the currency that suits where you are, and we schedule meetings around your time zone. The work itself, from planning to marketing and executive support, is the same on both sides of the Atlantic.',
    },
    {
      question: 'How quickly can we start?',
      answer:
        'Usually within about a week. After the discovery call we send a summary and a recommended plan; once you are happy, we schedule the needs assessment and begin. If you would like to test the fit first, the Reality Check is a two-hour strategy session that ends with a tactical implementation plan you can use whatever you decide.',
    },
    {
      question: 'What size of business do you work with?',
      answer:
        'Our clients range from solopreneurs who need their week back to scaling companies that need a leadership bench. What they share is a leader carrying too much and a business that needs more senior attention than it can justify hiring full time. The four plans are designed to fit each of those stages.',
    },
  ],
};

/**
 * The service topic pages' body copy, by path: its own module, imported on the first request for one of them
 * (./index.tsx), so the module every isolate starts with does not hold it. What the rest of the site reads about them
 * is in ./service-topics.ts. Copy only; rendered by the shared long-form content template.
 */
import type { ContentBody } from '../_lib/content-types';

export const serviceTopicBodies = {
  '/fractional-chief-of-staff': {
    h1: 'A fractional chief of staff: a senior right hand on part-time hours',
    lead:
      "A fractional chief of staff does the work of a senior right hand on a part-time retainer. They turn your priorities into a plan, run the meeting rhythm that keeps the team on it, and chase the decisions that would otherwise sit in your inbox for a fortnight. You get the judgement of someone who has done this for years, for the hours your business actually needs rather than a full-time salary.",
    sections: [
      {
        heading: 'What a fractional chief of staff covers',
        paragraphs: [
          "The role is defined by outcomes rather than tasks: fewer things stuck waiting for you, and a leadership team that knows what matters this quarter. In practice the work falls into four areas.",
        ],
        points: [
          {
            title: 'Priorities and planning',
            body: 'A short, ranked list of what the business is doing this quarter, with an owner and a date against each item.',
          },
          {
            title: 'Meeting rhythm',
            body: 'Agendas, pre-reads and decision logs for your leadership and one-to-one meetings, so they end with actions rather than more discussion.',
          },
          {
            title: 'Follow-through',
            body: "Chasing owners between meetings and flagging slippage early, so you hear about a problem in week two rather than at the quarter's end.",
          },
          {
            title: 'Special projects',
            body: 'The cross-team work nobody owns: a pricing review, an office move, a board pack, a new hiring process.',
          },
        ],
      },
      {
        heading: 'Who it suits',
        paragraphs: [
          "It suits founders and CEOs of businesses with roughly ten to a hundred people, where the leader has become the bottleneck but a full-time senior hire would be premature. It also works well for directors inside larger organisations who have taken on a new remit and need it organised fast.",
          "It is the wrong fit if what you mainly need is diary management and travel booking. That is an executive assistant's job, and paying for strategic hours to do it wastes both.",
        ],
      },
      {
        heading: 'How a part-time engagement works in practice',
        paragraphs: [
          'A fractional arrangement lives or dies on rhythm. Most engagements settle into a pattern like this within the first month.',
        ],
        points: [
          {
            title: 'A fixed weekly slot',
            body: 'Thirty to sixty minutes with you to reset priorities, clear decisions and agree what gets chased before next week.',
          },
          {
            title: 'Asynchronous work in between',
            body: 'Drafting, chasing and preparing papers happens around your diary, through the tools your team already uses.',
          },
          {
            title: 'A monthly review',
            body: 'A look back at what moved, what stalled and whether the hours are pointed at the right problems.',
          },
        ],
      },
      {
        heading: 'Getting started',
        paragraphs: [
          'It begins with a Discovery Call, followed by a Needs Assessment of where your time and your team are stuck. From that comes a Strategy & Tactical Plan, then Implementation. Work typically starts within about a week of the first conversation, and the first month is usually spent on the priority list and the meeting rhythm, because everything else depends on them.',
        ],
      },
    ],
    example: {
      heading: 'A founder-led logistics business in Leeds',
      situation:
        "The founder of a 45-person logistics firm was attending every operational meeting because nothing got decided without him. Three managers were waiting on him for sign-off at any one time, and a planned second depot had slipped by two quarters with no single person owning it.",
      approach:
        'A fractional chief of staff on the Executive Partner plan mapped every decision waiting on the founder, agreed which ones managers could make alone, and replaced four weekly meetings with one leadership meeting and a shared decision log. The depot project got an owner and a fortnightly checkpoint.',
      outcome:
        'Within three months the founder had dropped out of most operational meetings, getting back a substantial part of his week, and the depot project had a signed lease and a realistic opening date. The managers reported fewer hold-ups waiting for answers.',
    },
    faqs: [
      {
        question: 'How many hours a month does a fractional chief of staff need?',
        answer:
          "It depends on the size of the team and how much is in flight. A founder with a small team and one big project can manage on fifteen hours a month. A CEO with a leadership team of five or more usually needs around thirty, which is why the Executive Partner plan is where most chief of staff engagements start.",
      },
      {
        question: 'Is a fractional chief of staff just a consultant?',
        answer:
          'No. A consultant usually diagnoses a problem and hands over a report. A fractional chief of staff works inside your operating rhythm every week: running meetings, chasing owners and keeping the plan live. The relationship is ongoing and the measure is whether things actually get done, not whether the recommendations were sound.',
      },
      {
        question: 'Can a fractional chief of staff manage my team?',
        answer:
          'They can hold your team to account for what was agreed, on your behalf and with your authority, which most leadership teams come to value. They do not replace line management: people still report to you or their director. Getting that boundary clear in the first fortnight avoids confusion later.',
      },
      {
        question: 'What access will a fractional chief of staff need?',
        answer:
          'Usually your diary, the shared drive or workspace where plans and papers live, your project or task tool, and a seat in the leadership meeting. Access is agreed at the start and scoped to the work. Anything sensitive, such as payroll or board papers, is shared only if the role genuinely needs it.',
      },
    ],
  },
  '/chief-of-staff-vs-executive-assistant': {
    h1: 'Chief of staff or executive assistant? An honest comparison',
    lead:
      "The two roles get blurred because both sit close to the leader and both touch the diary. The difference is what each one owns. An executive assistant protects your time and runs the logistics of your working life. A chief of staff protects your priorities and runs the logistics of the business's decisions. Hiring one when you need the other is an expensive way to stay stuck.",
    sections: [
      {
        heading: 'Scope: what each role owns',
        paragraphs: [
          'The clearest way to tell them apart is to look at what lands on their desk on a Monday morning.',
        ],
        points: [
          {
            title: 'The executive assistant',
            body: 'Your diary, inbox, travel, expenses, documents and the hundred small arrangements that let you turn up prepared.',
          },
          {
            title: 'The chief of staff',
            body: 'The priority list, the leadership meeting, cross-team projects and the follow-up on every decision you make.',
          },
          {
            title: 'Where they overlap',
            body: 'Meeting preparation. The EA makes sure the meeting happens with the right papers; the chief of staff decides what it needs to settle.',
          },
        ],
      },
      {
        heading: 'Seniority and who they work with',
        paragraphs: [
          'An executive assistant works for you. A chief of staff works on your behalf, which means spending much of their time with your directors and being able to tell one of them, politely and with your backing, that their project is late.',
          'That difference shapes the hiring pool. Good EAs are highly skilled organisers; good chiefs of staff have usually run teams or projects themselves and can hold their own in a room of senior people.',
        ],
      },
      {
        heading: 'What each typically costs',
        paragraphs: [
          'A full-time executive assistant often costs £35,000-£45,000 a year in the UK, and around $45,000-$57,000 in the US, before employer costs and recruitment fees. A full-time chief of staff is a senior hire and is paid like one, so the gap between the two is considerable.',
          "That is why many growing businesses start with a fractional chief of staff alongside an existing EA, or use a Starter Sidekick for senior executive support before deciding whether either full-time role is needed.",
        ],
      },
      {
        heading: 'When you need which, and when you need both',
        paragraphs: [
          'A quick test: write down the last ten things that stalled. If most of them were missed emails, clashing meetings and forms not filed, you need an EA. If most were decisions not followed up or projects without an owner, you need a chief of staff.',
        ],
        points: [
          {
            title: 'Choose an EA when',
            body: 'Your priorities are clear and your team executes well, but admin is eating your evenings.',
          },
          {
            title: 'Choose a chief of staff when',
            body: 'Your diary is manageable but the business keeps drifting from the plan between leadership meetings.',
          },
          {
            title: 'Have both when',
            body: 'You lead a team of several directors and spend more than a day a week in meetings: one guards your time, the other guards the agenda.',
          },
        ],
      },
      {
        heading: 'Executive Support without a full-time hire',
        paragraphs: [
          "Between doing it all yourself and hiring a full-time assistant sits our Executive Support service. A senior partner who understands the business takes ownership of inbox triage, the diary and the follow-up list, with enough context to make judgement calls: which meetings need you, which someone else can handle and which should not happen at all.",
          'Each week opens with a short briefing on what is coming up, what needs your decision and what has already been dealt with on your behalf. It suits founders and leaders who have outgrown doing everything themselves but are not ready for a full-time assistant, and it usually starts on the Starter Sidekick.',
        ],
        points: [
          {
            title: 'Inbox and diary',
            body: 'Triage rules and a daily priority summary, and a diary structure with protected focus time.',
          },
          {
            title: 'The weekly briefing',
            body: 'One note of the decisions and deadlines ahead, so nothing important waits in your inbox for days.',
          },
          {
            title: 'Follow-through',
            body: 'A tracked follow-up list for every meeting you attend, and templates for recurring correspondence and requests.',
          },
        ],
      },
    ],
    example: {
      heading: 'An engineering consultancy in Bristol',
      situation:
        "The managing director of a 40-person engineering consultancy already had a capable EA, yet still felt overloaded. He was about to hire a second assistant, assuming the problem was volume. The EA's diary was immaculate; the issue was that quarterly priorities were being renegotiated in every meeting.",
      approach:
        'Instead of a second assistant, he brought in a fractional chief of staff for fifteen hours a month. The chief of staff set a quarterly priority list, ran the monthly leadership meeting and agreed a clear split of duties with the EA, who kept ownership of the diary and logistics.',
      outcome:
        "The second hire was shelved. The leadership meeting moved from weekly to fortnightly because decisions now stuck between meetings, and the EA reported fewer last-minute diary changes. By the end of the quarter, the priority list was still the one agreed at its start.",
    },
    faqs: [
      {
        question: 'Can an executive assistant grow into a chief of staff?',
        answer:
          'Sometimes, and it can be a very good move. The EA already knows the leader, the team and the business. The gap is usually authority and project leadership: they need the mandate to challenge directors and experience running work across teams. A clear development plan and a visible change of title help the team accept the new role.',
      },
      {
        question: 'Does a chief of staff do admin?',
        answer:
          'A little, especially in small businesses, but it should not be the bulk of the job. If your chief of staff spends most of their week booking rooms and managing your inbox, you are paying senior rates for assistant work, and nobody is doing the strategic follow-through you hired them for.',
      },
      {
        question: 'Do small businesses need a chief of staff?',
        answer:
          'A business of fifteen people rarely needs a full-time one. It may well need some of the work: a quarterly plan, a proper leadership meeting and someone chasing actions. A fractional arrangement of fifteen to thirty hours a month covers that without adding a senior salary to a small payroll.',
      },
      {
        question: 'Can a fractional chief of staff work with my existing EA?',
        answer:
          'Yes, and it is often the best combination. The two agree a written split of responsibilities in the first week, share one task list, and the EA stays the gatekeeper for your diary. Most EAs welcome it because they stop being asked to chase directors they have no authority over.',
      },
    ],
  },
  '/what-is-chief-of-staff': {
    h1: 'What is a chief of staff, and what should one deliver?',
    lead:
      'A chief of staff is the person who makes sure a leader\'s intentions turn into coordinated action across the organisation. The title covers very different jobs in different companies, which is why so many CEOs are unsure whether they need one. This explainer covers where the role came from, the three models you will meet in practice, and what a good chief of staff should have delivered by day ninety.',
    sections: [
      {
        heading: 'Where the role came from',
        paragraphs: [
          "The role began in armies. Staff officers turned a commander's intent into orders, supply plans and timetables, so that the commander could think about the campaign rather than the logistics.",
          'Governments borrowed the idea. In the United States, Eisenhower created a formal post to run the White House staff in the 1950s, and every administration since has had a chief of staff in some form.',
          'Businesses adopted it as leadership teams grew beyond the point where a chief executive could personally coordinate every director. Technology companies made the title fashionable, but the underlying need is as old as organisations with more than one layer of management.',
        ],
      },
      {
        heading: 'The three common models',
        paragraphs: [
          'Most real roles blend two of these, but one usually dominates. Knowing which one you need is the most useful decision you can make before hiring.',
        ],
        points: [
          {
            title: 'The integrator',
            body: 'Keeps the leadership team aligned: runs the meeting rhythm, tracks decisions and connects departments that would otherwise work in silos.',
          },
          {
            title: 'The strategist',
            body: 'Works with the CEO on direction: annual planning, board preparation, market analysis and turning strategy into a small number of priorities.',
          },
          {
            title: 'The operator',
            body: 'Takes ownership of specific initiatives and gets them done: a new office, a restructure, a system rollout, a fundraising process.',
          },
        ],
      },
      {
        heading: 'What a good one delivers in 90 days',
        paragraphs: [
          'Ninety days is long enough to see whether the role is working. A reasonable shape looks like this.',
        ],
        points: [
          {
            title: 'Days 1-30: listen and map',
            body: "Conversations with every director, a map of where decisions get stuck, and an agreed list of the CEO's top priorities.",
          },
          {
            title: 'Days 31-60: install the rhythm',
            body: 'A leadership meeting with a standing agenda, a decision log and a weekly priority check with the CEO.',
          },
          {
            title: 'Days 61-90: deliver something visible',
            body: 'At least one stalled project moved to completion, plus written processes so the rhythm survives a holiday or a change of staff.',
          },
        ],
      },
      {
        heading: 'What the role is not',
        paragraphs: [
          "A chief of staff is not a deputy chief executive with their own agenda, and not a gatekeeper whose job is to keep people away from the CEO. Nor is it an executive assistant with a grander title. If the person in the role is mainly managing a diary, or quietly accumulating power, the role has been set up wrong.",
        ],
      },
    ],
    example: {
      heading: 'A seed-stage fintech in Edinburgh',
      situation:
        'A fintech founder had raised a seed round and grown from six to twenty-two people in a year. She had heard that every growing company needs a chief of staff but could not say what hers would actually do, and two earlier attempts to define the job had stalled.',
      approach:
        'A fractional chief of staff spent the first month interviewing the team and concluded she needed an integrator, not a strategist: the plan was sound, but teams were not talking. The second month introduced a weekly leadership meeting and a shared priority list.',
      outcome:
        "By day ninety two stalled cross-team projects had shipped and the founder had a clear written description of the role, which she later used to decide when to make it a full-time hire. She found the exercise as useful as the work itself.",
    },
    faqs: [
      {
        question: 'Is a chief of staff part of the C-suite?',
        answer:
          'Usually not in the formal sense. A chief of staff rarely owns a department or a budget line in the way a CFO or COO does. They do sit in leadership meetings and act with the CEO\'s authority, so in practice they have considerable influence without being a functional executive.',
      },
      {
        question: 'What does a chief of staff do day to day?',
        answer:
          'A typical day mixes preparation, follow-up and project work: drafting the agenda for the leadership meeting, chasing two directors on overdue actions, briefing the CEO before a difficult conversation, and spending a few focused hours moving one important project forward. The mix shifts with the model the role follows.',
      },
      {
        question: 'What is the difference between a chief of staff and a COO?',
        answer:
          'A COO runs operations and usually has people and budgets reporting to them. A chief of staff works across the whole business on the CEO\'s priorities, typically without a department of their own. Some companies use a chief of staff as a step towards a COO role; others need the two at once.',
      },
      {
        question: 'What background makes a good chief of staff?',
        answer:
          'There is no single route in. Strong chiefs of staff have come from consulting, operations, finance, the military and senior executive support. What they share is judgement, discretion, the confidence to challenge senior colleagues and a habit of finishing what they start. Sector knowledge helps but matters less than those traits.',
      },
    ],
  },
  '/solopreneur': {
    h1: 'Support for solopreneurs who are the whole business',
    lead:
      "When you are the whole business, every hour spent on invoices, scheduling and half-finished social posts is an hour not spent on paid work. Most solopreneurs don't need a team; they need a handful of simple systems and someone senior to set them up and keep them honest. That is the work we do with one-person businesses, usually starting on a few hours a month.",
    sections: [
      {
        heading: 'Where a solopreneur\'s week actually goes',
        paragraphs: [
          "Ask a solo consultant, coach or designer to track a normal week and the pattern is familiar: client work fills the middle, and the edges are eaten by proposals, chasing payments, rescheduling calls and wondering what to post. None of it is difficult. It is simply constant, and it pushes the work that grows the business to evenings and weekends.",
        ],
      },
      {
        heading: 'Reclaiming time',
        paragraphs: ['The quickest wins are rarely clever. They remove the same small decisions you make twenty times a week.'],
        points: [
          {
            title: 'Booking without back-and-forth',
            body: 'A booking page with set meeting types and buffers, so clients choose a slot instead of swapping five emails.',
          },
          {
            title: 'Templates for repeat work',
            body: 'Proposals, onboarding emails and invoices written once, properly, then reused with a few minutes of editing.',
          },
          {
            title: 'Batched admin',
            body: 'One protected block a week for money and paperwork, rather than admin leaking into every day.',
          },
          {
            title: 'Inbox rules',
            body: 'Filters and folders that separate client messages from everything else, so urgent requests are never buried.',
          },
        ],
      },
      {
        heading: 'Systems a one-person business can keep',
        paragraphs: [
          'The right system is the one you will still use in six months. For most solopreneurs that means one place for clients and leads, one for money and one for tasks. Enterprise tools with a dozen modules tend to be abandoned within weeks; a simple spreadsheet kept up to date beats a sophisticated CRM left to go stale.',
        ],
      },
      {
        heading: 'Marketing consistency without a marketing team',
        paragraphs: ['Solo marketing usually fails through inconsistency rather than poor ideas. The fix is a rhythm small enough to survive a busy month.'],
        points: [
          {
            title: 'One main channel',
            body: 'Chosen by where your best clients already spend time, not by what other consultants seem to be doing.',
          },
          {
            title: 'A monthly plan from real questions',
            body: 'Content drawn from what clients ask on calls, with each piece reused in two or three places.',
          },
          {
            title: 'One number to watch',
            body: 'Where each new enquiry came from, so you know which effort earns its keep.',
          },
        ],
      },
      {
        heading: 'When a Starter Sidekick is enough, and when it isn\'t',
        paragraphs: [
          'A Starter Sidekick gives you eight senior hours a month, focused on one priority at a time: setting up your systems first, then keeping your marketing rhythm going. For most solopreneurs that is plenty.',
          'If you are about to take on your first employee, launch a new product or move into a new market, the Strategic Sidekick plan gives room for a proper plan alongside the day-to-day support.',
        ],
      },
    ],
    example: {
      heading: 'An independent HR consultant in Brighton',
      situation:
        'An HR consultant working alone was fully booked with client work but spending most Fridays, and several evenings, on proposals, invoicing and chasing late payments. Her LinkedIn posting had stopped entirely, and new enquiries had slowed to a trickle over the previous quarter.',
      approach:
        'On a Starter Sidekick plan, the first month went on a booking page, three proposal templates and automatic invoice reminders. The second month set up a simple monthly content plan drawn from questions her clients asked, with one post a week drafted for her review.',
      outcome:
        'She got most of her Fridays back and stopped working evenings on admin. Posting became steady again and, within a few months, she could name which posts had led to enquiries. She kept the same plan rather than upgrading, because it covered what she needed.',
    },
    faqs: [
      {
        question: 'Is outside support worth it for a one-person business?',
        answer:
          'It is worth it when the time you get back goes into paid work or winning new clients. If a few hours of setup removes a day of admin each week, the sums usually work within the first couple of months. If your calendar is not yet full, fix the marketing before the admin.',
      },
      {
        question: 'What can eight hours a month actually cover?',
        answer:
          'More than most people expect, because the hours are senior and focused. A typical month might include setting up one system, drafting a month of content ideas and a short review call. With our 4x efficiency multiplier, eight hours is roughly the output of thirty-two hours of in-house time.',
      },
      {
        question: 'Do you do the work or show me how to do it?',
        answer:
          'Both, depending on what will last. Setting up templates, automations and content plans is usually quicker for us to do. Anything you need to run yourself every week, such as reviewing enquiries or approving posts, we hand over with a short written guide so you are not dependent on us.',
      },
      {
        question: 'Can I move to a bigger plan as the business grows?',
        answer:
          'Yes. Many solopreneurs start on the Starter Sidekick and move up when they hire, launch something new or need a proper growth plan. The change is discussed in your monthly review, so it happens because the work has grown rather than because of a sales conversation.',
      },
    ],
  },
  '/chief-marketing-officer': {
    h1: 'A fractional chief marketing officer for brand and growth strategy',
    lead:
      "Many businesses reach a point where they have marketing activity but no marketing leadership: an agency running ads, a freelancer writing posts, a website nobody owns, and no one able to say which of it pays. A fractional chief marketing officer provides that leadership for a set number of hours a month, setting the strategy and holding every supplier to it.",
    sections: [
      {
        heading: 'Positioning comes first',
        paragraphs: [
          'Before any channel decisions, we pin down three things: who you are for, what they would do if you did not exist, and why they should believe you are better. Most positioning problems show up as sales problems, such as long sales cycles, heavy discounting and prospects who cannot explain what you do.',
          'We test the positioning against real sales calls and lost deals rather than a workshop whiteboard, then rewrite the website and sales materials around it.',
        ],
      },
      {
        heading: 'Channel strategy',
        paragraphs: ['A smaller business cannot be everywhere. Channel strategy is mostly about choosing what not to do.'],
        points: [
          {
            title: 'Pick two channels',
            body: 'Usually one to capture existing demand, such as search or referrals, and one to build it, such as content or events.',
          },
          {
            title: 'Budget by stage',
            body: 'Spend follows evidence: small tests first, larger commitments only once a channel has produced qualified leads.',
          },
          {
            title: 'Set stop criteria',
            body: 'Agree in advance what result, by when, would make you stop a channel, so sunk cost never decides.',
          },
        ],
      },
      {
        heading: 'Measurement that informs decisions',
        paragraphs: [
          'A useful marketing report fits on one page: enquiries by source, cost per qualified lead, conversion to sale and pipeline value. Vanity numbers like impressions stay out unless they explain one of those.',
          'When clients see marketing ROI improve (300% is a typical result for us), a good share usually comes from stopping spend that was never measured, not only from new activity.',
        ],
      },
      {
        heading: 'Managing agencies and freelancers',
        paragraphs: ['Agencies do their best work for clients who brief them well and review them properly. A fractional CMO makes you that client.'],
        points: [
          {
            title: 'Clear briefs',
            body: 'Every piece of work starts with an objective, an audience, a deadline and a measure of success.',
          },
          {
            title: 'A monthly scorecard',
            body: 'Agreed numbers reviewed each month, with the agency explaining variances rather than presenting activity.',
          },
          {
            title: 'Ownership of assets',
            body: 'Ad accounts, analytics and content sit in your name, so changing supplier never means starting from scratch.',
          },
        ],
      },
    ],
    example: {
      heading: 'A B2B training provider in Birmingham',
      situation:
        'A corporate training company was spending heavily each month with a paid search agency and a social media freelancer. Leads were arriving, but the sales team said most were unsuitable, and the managing director could not tell which spend produced the contracts that mattered.',
      approach:
        "A fractional CMO on the Strategic Sidekick plan rewrote the positioning around the company's strongest sector, tracked every enquiry back to its source, and set the agency a target based on qualified leads rather than clicks. Social activity was paused for a quarter.",
      outcome:
        'Total enquiries fell slightly, but the share that sales accepted as qualified rose, and the team stopped wasting time on poor leads. The agency kept the account on revised terms, and the budget freed from social was moved into case studies for the target sector.',
    },
    faqs: [
      {
        question: 'What is the difference between a fractional CMO and a marketing agency?',
        answer:
          'An agency executes: it runs campaigns, builds websites and produces content. A fractional CMO sets the strategy, decides what the agency should work on and judges whether it is working. Many clients keep their agency and add a fractional CMO so someone on their side of the table is directing the spend.',
      },
      {
        question: 'How many hours a month does a fractional CMO need?',
        answer:
          'For most small and mid-sized businesses, fifteen hours a month covers strategy, agency management and a monthly review, which is what the Strategic Sidekick plan is built around. Businesses with an in-house team to lead, or a rebrand under way, often need closer to thirty hours for the first few months.',
      },
      {
        question: 'Can a fractional CMO manage my in-house marketer?',
        answer:
          'Yes, and it is one of the most useful arrangements. A capable junior or mid-level marketer gets direction, feedback and a clear plan, and you avoid the common pattern of a talented hire left to guess at strategy. The day-to-day line management can stay with you if you prefer.',
      },
      {
        question: 'How soon will a fractional CMO show results?',
        answer:
          'Positioning and measurement work usually shows in the first two months: clearer messaging and reports you can actually use. Changes in pipeline depend on your sales cycle; a business with a three-month cycle should expect to judge channel changes over two quarters rather than weeks.',
      },
    ],
  },
  '/business-support': {
    h1: 'Business systems and operations support that your team will keep using',
    lead:
      "Most growing businesses don't have a software problem; they have a process problem that software has been bought to fix. The result is a pile of subscriptions, a CRM nobody trusts and key tasks that live in one person's head. Business systems support sorts out the process first, then chooses and configures the tools, and leaves your team with documentation they will actually follow.",
    sections: [
      {
        heading: 'Start with the process, not the tool',
        paragraphs: [
          "Before recommending anything, we walk through how work actually moves: how a lead becomes a client, how a new starter gets set up, how an invoice gets raised. Drawing that on one page usually reveals the real issue, such as a handoff nobody owns or a step done twice in two systems.",
          'Only then do we decide whether the answer is a new tool, better use of an existing one, or simply a clearer rule about who does what.',
        ],
      },
      {
        heading: 'What we typically work on',
        paragraphs: ['Most engagements cover some mix of these four areas, in whatever order removes the most friction first.'],
        points: [
          {
            title: 'Tool audit',
            body: 'A list of every subscription, who uses it and what it costs, followed by consolidation where two tools do one job.',
          },
          {
            title: 'Standard operating procedures',
            body: 'Short, written SOPs for recurring tasks, with screenshots and an owner, stored where people look for them.',
          },
          {
            title: 'CRM hygiene',
            body: 'Merging duplicates, agreeing required fields and pipeline stages, and setting rules so the data stays clean.',
          },
          {
            title: 'Automation',
            body: 'Connecting systems so data is typed once: form to CRM, signed proposal to project, approved timesheet to invoice.',
          },
        ],
      },
      {
        heading: 'Reporting you will actually read',
        paragraphs: [
          "A good operations report is one page, produced automatically each week from the systems you already use. It shows the handful of numbers that tell you whether the business is on track, such as pipeline, utilisation, cash collected and overdue tasks, so Monday's meeting starts with facts rather than opinions.",
        ],
      },
      {
        heading: 'Making changes stick',
        paragraphs: ['New systems fail through neglect far more often than through poor design.'],
        points: [
          {
            title: 'One owner per system',
            body: 'A named person responsible for each tool and process, with time in their week to look after it.',
          },
          {
            title: 'Short training sessions',
            body: 'Thirty-minute walkthroughs recorded for new starters, rather than one long launch day everyone forgets.',
          },
          {
            title: 'A quarterly review',
            body: 'A check on what is being used, what has drifted and which SOPs need updating.',
          },
        ],
      },
    ],
    example: {
      heading: 'A property management firm in Glasgow',
      situation:
        'A 25-person property management firm had three overlapping systems for landlords, tenants and maintenance jobs. The CRM held thousands of duplicate contacts, staff kept their own spreadsheets on the side, and the weekly management report took an administrator most of Monday to assemble by hand.',
      approach:
        'Over three months on the Strategic Sidekick plan, we mapped the maintenance and onboarding processes, retired one system, cleaned and merged the CRM records and wrote SOPs for the eight most common tasks. Simple automations connected the maintenance form to the job tracker.',
      outcome:
        "The side spreadsheets went out of use, the weekly report became automatic and the administrator got her Monday back. New staff were trained from the SOPs rather than shadowing a colleague for a fortnight, which the directors counted as the most useful change.",
    },
    faqs: [
      {
        question: 'Which tools do you work with?',
        answer:
          'We work with whatever you already have wherever possible, including the common CRMs, project tools, accounting packages and workspace suites used by small and mid-sized businesses. We have no commission arrangements with software vendors, so a recommendation to switch tools is made only when keeping the current one would cost you more.',
      },
      {
        question: 'Do you build automations or bring in a developer?',
        answer:
          'Most automations between common business tools can be built with no-code connectors, and we set those up directly. Where a job needs custom development, such as integrating with a legacy system, we write the specification and help you brief and manage a developer, so the result matches the process.',
      },
      {
        question: 'How long does a CRM clean-up take?',
        answer:
          'For a small business with a few thousand records, the clean-up itself usually takes a few weeks of part-time work. The longer job is agreeing the rules, such as required fields, pipeline stages and who updates what, so the CRM does not drift back to its old state within a quarter.',
      },
      {
        question: 'Do small teams really need written SOPs?',
        answer:
          'Yes, once a task is done regularly by more than one person, or by one person who might be off sick. An SOP for a small team can be a single page with screenshots. It makes holidays, new starters and delegation far less painful, and it is often where HR efficiency gains of around 50%, a typical result for us, begin.',
      },
    ],
  },
  '/how-to-choose': {
    h1: "How to choose a fractional executive you'll still rate in a year",
    lead:
      'Hiring a fractional executive is quicker than a full-time search, but the stakes are similar: this person will see your numbers, speak for you to your team and shape decisions that last years. This guide covers the questions worth asking, the warning signs worth taking seriously, the contract terms to read twice and how to tell, in a first conversation, whether the fit is right.',
    sections: [
      {
        heading: 'Questions to ask before you sign',
        paragraphs: ['Good candidates welcome hard questions. Their answers should be specific, with examples rather than frameworks.'],
        points: [
          {
            title: 'What would you do in the first month?',
            body: 'Listen for diagnosis before action. Anyone with a complete plan before understanding your business is guessing.',
          },
          {
            title: 'Tell me about an engagement that went wrong',
            body: 'Everyone has one. How they describe it shows whether they learn or blame.',
          },
          {
            title: 'How many clients do you work with at once?',
            body: 'Too many and your hours get squeezed; ask how they protect your time in a busy month.',
          },
          {
            title: 'How will we know this is working?',
            body: 'Expect measures tied to your priorities, reviewed monthly, not a general promise of improvement.',
          },
        ],
      },
      {
        heading: 'Red flags',
        paragraphs: ['Some warning signs are worth taking seriously, however strong the CV.'],
        points: [
          {
            title: 'Guaranteed results',
            body: 'Specific outcomes promised before anyone has looked at your numbers, your team or your market.',
          },
          {
            title: 'Vague about who does the work',
            body: 'A senior name on the proposal and an unnamed junior doing the hours.',
          },
          {
            title: 'No clear monthly deliverables',
            body: 'If they cannot say what you will receive each month, you will struggle to judge value.',
          },
          {
            title: 'Long lock-in up front',
            body: 'A lengthy minimum commitment demanded before any value has been shown.',
          },
        ],
      },
      {
        heading: 'Contract terms worth checking',
        paragraphs: [
          'Read the notice period and any minimum term, and check what happens to unused hours at the end of a month. Confirm that work produced for you, from plans to documents to account logins, belongs to you.',
          'Look for a clear confidentiality clause, an agreed process for removing access when the engagement ends, and a way to change scope without renegotiating the whole agreement.',
        ],
      },
      {
        heading: 'How to judge fit',
        paragraphs: [
          "Experience matters, but fit decides whether the engagement lasts. Ask yourself whether this person would be credible in front of your most sceptical director, whether they challenged you at least once on the first call, and whether you came away with something useful even if you never hired them. A reference from a client in a similar situation is worth more than any sector badge.",
        ],
      },
      {
        heading: 'How the Discovery Call works',
        paragraphs: [
          'Our Discovery Call is a straightforward conversation about where you are stuck and what you have tried. If there is a fit, it leads to a Needs Assessment, then a Strategy & Tactical Plan, then Implementation, usually starting within about a week. If you would rather test the working relationship first, the Reality Check is a two-hour strategy session that ends with a tactical implementation plan you keep either way.',
        ],
      },
    ],
    example: {
      heading: 'A family-owned manufacturer in the Midlands',
      situation:
        'The managing director of a family-owned manufacturer wanted part-time operational help after a period of fast growth. He had spoken to three fractional executives and found them hard to compare: each had an impressive CV and a different proposal, and none of the proposals mentioned how success would be measured.',
      approach:
        'He used a short list of questions: first-month plan, an engagement that went wrong, current client load and how progress would be reviewed. He also booked a Reality Check with the candidate he preferred, to see how they worked on a real problem before committing to a retainer.',
      outcome:
        'Two candidates dropped out of contention on client load and vague answers about measurement. The Reality Check produced a plan he could use regardless, and he started a monthly retainer with confidence about what he was buying and how he would review it.',
    },
    faqs: [
      {
        question: 'How long should a fractional executive engagement last?',
        answer:
          'Long enough to see results, and no longer than the need exists. Most engagements need at least three months to show real change, because the first month is largely diagnosis. Many run for a year or more, but a good fractional executive should be working towards the point where you need fewer of their hours.',
      },
      {
        question: 'Should a fractional executive have worked in my industry?',
        answer:
          'It helps but it is rarely essential. Most of the value comes from leadership, planning and execution skills that transfer well between sectors. Industry knowledge matters more in heavily regulated areas such as healthcare or defence, where not knowing the rules can cause real problems. Ask how they would get up to speed.',
      },
      {
        question: 'What should I prepare for a Discovery Call?',
        answer:
          'Very little. It helps to know your top three priorities for the next six months, the problem that made you book the call, and roughly how many hours a week you lose to it. Recent plans or board papers are useful later, in the Needs Assessment, but are not needed for the first conversation.',
      },
      {
        question: 'Can I try a fractional executive before committing to a retainer?',
        answer:
          'Yes. The Reality Check is a two-hour strategy session that works on one real problem in your business and ends with a tactical implementation plan. You see how we think and work, you keep the plan, and you decide afterwards whether a monthly retainer makes sense.',
      },
    ],
  },
} satisfies Record<string, ContentBody>;

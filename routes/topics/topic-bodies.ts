/**
 * The topic pages' body copy, by path: its own module, imported on the first request for one of them (./index.tsx),
 * so the module every isolate starts with does not hold it. What the rest of the site reads about them is in
 * ./topics.ts. Plain strings only; prices are rendered by templates from ../_lib/plans.
 */
import type { ContentBody } from '../_lib/content-types';

export const topicBodies = {
  '/fractional-cmo-benefits': {
    h1: 'The real benefits of a fractional CMO, and its honest limits',
    lead:
      "Most companies reach the marketing leadership question the same way: spend is rising, results are patchy and nobody senior owns the plan. The usual answers are a full-time CMO or another agency. A fractional CMO sits between them, bringing senior judgement for a set number of hours each month. This guide weighs the benefits on cost, speed, seniority and continuity, and is plain about where the model doesn't fit.",
    sections: [
      {
        heading: 'Cost: paying for judgement, not a full seat',
        paragraphs: [
          "A full-time CMO brings salary, benefits, recruitment fees and often equity, all committed before they've shipped anything. A fractional retainer buys what you need most at this stage: decisions about audience, positioning, channel mix and budget. Our pricing section sets each plan beside the equivalent hires.",
          "The caveat is that fewer hours means fewer hands. A fractional CMO sets direction and holds the budget to account; a junior marketer, a freelancer or your existing agency still runs the campaigns.",
        ],
      },
      {
        heading: 'Speed: from first call to a working plan',
        paragraphs: [
          'A permanent CMO search means a shortlist, a notice period and a settling-in quarter. Fractional work usually starts within about a week of the discovery call.',
        ],
        points: [
          {
            title: 'Needs Assessment',
            body: 'A review of spend, channels, messaging and pipeline, plus conversations with sales about who actually buys.',
          },
          {
            title: 'Strategy & Tactical Plan',
            body: 'Priority audiences, a positioning line, two or three channels to back and a list of what to stop funding.',
          },
          {
            title: 'Implementation',
            body: 'A monthly review of what worked, with budget moved towards it.',
          },
        ],
      },
      {
        heading: 'Seniority without an agenda to sell',
        paragraphs: [
          "Agencies are strong at execution, but their incentives lean towards more activity in the channels they sell, and senior people often step back once the pitch is won. A fractional CMO has no media budget to protect, so the advice can be 'spend less on paid social and fix the pricing page first'.",
        ],
      },
      {
        heading: 'Continuity, and the limits worth knowing',
        paragraphs: [
          'The fractional model suits companies that need a marketing leader before they need a marketing department.',
        ],
        points: [
          {
            title: 'Continuity beats campaigns',
            body: 'A fractional CMO keeps the story consistent as agencies and freelancers come and go.',
          },
          {
            title: 'Limited hours are a real constraint',
            body: 'If marketing needs daily leadership of a large team, fractional will feel thin. That is a signal to hire.',
          },
          {
            title: 'Context takes effort',
            body: 'Without access to the CRM, the board pack and sales calls, the advice stays generic.',
          },
          {
            title: 'Often a bridge',
            body: 'Many companies use a fractional CMO to define the role, then hire a permanent leader into a clear brief.',
          },
        ],
      },
    ],
    example: {
      heading: 'A B2B software firm that had outgrown its agency brief',
      situation:
        "A founder-led B2B software company in Bristol was spending heavily with a performance agency. Leads arrived, but sales said most were the wrong size, and nobody inside could challenge the agency's reports. The founder was weighing a full-time CMO without knowing what that person should own.",
      approach:
        "On the Strategic Sidekick plan, the first month went on diagnosis: win-loss conversations, pipeline by source and a rewritten ideal customer profile. The agency brief was narrowed to two channels, the homepage message was rebuilt around the buyer's problem, and a monthly review replaced the agency's slide deck.",
      outcome:
        'Within two quarters sales was working fewer, better-fitting leads, and the founder had a written marketing strategy and a job description for the eventual permanent hire. The agency stayed on a tighter brief, and the fractional CMO helped interview candidates against the plan.',
    },
    faqs: [
      {
        question: 'Is a fractional CMO cheaper than an agency?',
        answer:
          "Not always in monthly terms, and it isn't a like-for-like swap. An agency sells execution; a fractional CMO sells direction and accountability. Many clients keep their agency and use the fractional CMO to brief it, check its numbers and cut what isn't working.",
      },
      {
        question: 'How many hours does a fractional CMO need each month?',
        answer:
          "Enough to run a monthly planning cycle and stay close to the numbers, which for most small and mid-sized companies means Strategic Sidekick or Executive Partner. Fewer hours suit a single project such as a repositioning; ongoing leadership needs a steady rhythm.",
      },
      {
        question: 'When should we hire a full-time CMO instead?',
        answer:
          'When marketing has become a department to run rather than a plan to set: several direct reports, a budget spread across many channels and decisions needed daily. Then a permanent leader earns their cost, and a fractional CMO can write the brief and assess candidates.',
      },
      {
        question: 'What results can we expect from a fractional CMO?',
        answer:
          "Results depend on your market and starting point, so we agree the measures during the Needs Assessment. Across our projects, a typical outcome is a marketing ROI of around 300%, usually from cutting spend that wasn't working and backing the channels that were.",
      },
    ],
  },
  '/chief-of-staff-services': {
    h1: 'What a chief of staff engagement includes, deliverable by deliverable',
    lead:
      "'Chief of staff' covers a lot of ground, which makes the role hard to buy. It helps to set the title aside and look at the outputs. This page breaks a chief of staff engagement into four areas of service and describes what you actually receive from each: the documents, meetings and decisions that change. Use it to decide which services you need this quarter and which can wait until the business is bigger.",
    sections: [
      {
        heading: 'Operating rhythm and meeting hygiene',
        paragraphs: [
          'Most CEOs first ask for a week that runs without them pushing it: meetings with clear purposes, and fewer of them.',
        ],
        points: [
          {
            title: 'Weekly leadership meeting',
            body: 'A standing agenda, a pre-read template and an actions log circulated within the hour.',
          },
          {
            title: 'Monthly business review',
            body: 'A short dashboard reviewed against plan, with a named owner for anything off track.',
          },
          {
            title: 'Decision log',
            body: 'A shared record of what was decided, by whom and why, so settled questions stay settled.',
          },
          {
            title: 'Meeting audit',
            body: 'A review of every recurring meeting, with a recommendation to cut, merge or shorten each one.',
          },
        ],
      },
      {
        heading: 'Board and investor preparation',
        paragraphs: [
          "Board meetings go better when the pack arrives early and tells a clear story. A chief of staff gathers numbers from finance and updates from each function, then drafts the narrative for your edit, so your time goes on judgement rather than chasing slides.",
          'Deliverables are the pack itself, a briefing note on likely questions, a regular investor update and a tracker of commitments made to the board.',
        ],
      },
      {
        heading: 'OKRs and quarterly priorities',
        paragraphs: [
          "Goal-setting fails when it turns into admin. The job is to keep objectives few and the quarterly review honest.",
        ],
        points: [
          {
            title: 'Company objectives',
            body: 'Three to five objectives for the quarter, each with measurable key results and a single owner.',
          },
          {
            title: 'Team cascade',
            body: "A session with each team lead to link their work to the objectives and drop what doesn't fit.",
          },
          {
            title: 'Mid-quarter check',
            body: "A fifteen-minute red, amber, green review that flags slippage while there's still time to act.",
          },
        ],
      },
      {
        heading: 'Special projects and hiring support',
        paragraphs: [
          'Every growing company has work that belongs to no one: an office move, a pricing review, a systems migration. A chief of staff runs each as a defined project with a brief, a timeline and a close-out note.',
          "For hiring, the deliverables are a role scorecard, an interview plan with agreed questions, candidate write-ups after each stage and a 90-day onboarding plan for whoever you appoint. You still make the decision; the process around it stops depending on your diary.",
        ],
      },
    ],
    example: {
      heading: 'An engineering consultancy with a board meeting it dreaded',
      situation:
        'The managing director of a 40-person engineering consultancy in Birmingham spent the week before every quarterly board meeting building slides late into the evening. Actions from earlier meetings went missing, the Monday leadership meeting overran every week, and two senior hires had stalled for months.',
      approach:
        'On the Executive Partner plan, the chief of staff rebuilt the Monday meeting around a pre-read and an actions log, created a board pack template fed by finance and each function, and ran both open roles through a scorecard and a fixed interview plan.',
      outcome:
        'The next board pack went out a week early and needed one round of edits. The Monday meeting shrank to an hour, both roles were filled within the quarter, and the managing director got back the evenings that board preparation used to swallow.',
    },
    faqs: [
      {
        question: 'Do we need all four areas of service at once?',
        answer:
          'Rarely. Most engagements start with the operating rhythm, because a steady cadence of meetings and decisions makes every other service easier. Board preparation follows if you have investors, and hiring support when roles open. The Needs Assessment shows which services matter most first.',
      },
      {
        question: 'How is this different from what an executive assistant does?',
        answer:
          "An executive assistant manages your time; a chief of staff manages the business's priorities alongside you. In practice, the assistant books the board meeting and the chief of staff drafts the pack. Many of our clients have both, and each makes the other's job simpler.",
      },
      {
        question: 'Will the chief of staff attend our meetings?',
        answer:
          'Yes, where it helps. Most clients have us in the weekly leadership meeting and monthly business review, usually by video, because the actions log depends on it. For board meetings, some CEOs want us in the room to keep the record; others prefer us behind the scenes.',
      },
      {
        question: 'Can a fractional chief of staff handle confidential material?',
        answer:
          "Yes. Chiefs of staff routinely see board papers, salary data and investor conversations, and we're happy to sign a confidentiality agreement before anything sensitive is shared. Access is granted system by system, limited to what the work needs and removed when the engagement ends.",
      },
    ],
  },
  '/fractional-executive': {
    h1: 'Fractional executives explained: how the model works in the UK and US',
    lead:
      "A fractional executive is a senior leader who works for your company part of the time, on a retainer, with real responsibility for outcomes. It isn't report-and-leave consulting, and it isn't interim cover for a vacancy. This guide explains how retainers and hours work in the UK and the US, why a few focused hours go further than you'd expect, and what makes the arrangement succeed.",
    sections: [
      {
        heading: 'What makes someone fractional',
        paragraphs: [
          'Three things separate a fractional executive from a consultant. They hold a standing role, such as chief of staff or marketing lead, rather than a one-off project. They work inside your rhythm: your leadership meeting, tools and targets. And they stay accountable over months, so their advice has to survive its results.',
          'Interim executives cover a full-time vacancy for a fixed period; fractional leaders are part-time by design and can stay for years.',
        ],
      },
      {
        heading: 'The model in the UK and the US',
        paragraphs: [
          "In the UK, fractional work sits alongside the familiar portfolio career. Engagements normally run through a services agreement rather than employment; ask your accountant how the off-payroll rules apply to yours.",
          'In the US the term is well established for CMOs, CFOs and COOs. For US clients of a UK-based partner, the practical point is time zones: a UK afternoon overlaps an East Coast morning, which suits live meetings.',
        ],
      },
      {
        heading: 'How retainers and hours work',
        paragraphs: [
          'Fractional work is usually a monthly retainer for set hours. Ours run from 8 hours a month on Starter Sidekick, through 15 on Strategic Sidekick and 30 on Executive Partner, to 40 on Full-Force Executive.',
        ],
        points: [
          {
            title: 'Hours are a budget, not a timesheet',
            body: 'They set the depth of involvement, spent where they move the most rather than evenly across the month.',
          },
          {
            title: 'Scope is agreed up front',
            body: "The Strategy & Tactical Plan states what the hours are for this quarter, so both sides can judge the return.",
          },
          {
            title: 'Starting small is normal',
            body: 'Many clients begin small and move up a plan once the remit grows.',
          },
        ],
      },
      {
        heading: 'Why 8 hours can be worth 32',
        paragraphs: [
          "Our plans are built on a 4x efficiency multiplier: 8 focused senior hours typically do the work of around 32 hours of in-house time. It comes from experience, meaning fewer false starts; from focus, because a fractional executive isn't pulled into every thread; and from preparation done before the meeting rather than during it.",
        ],
      },
      {
        heading: 'How to make it work',
        paragraphs: [
          'The multiplier only holds if the hours are protected. Scatter them across ad hoc calls and you get 8 hours of value, not 32.',
        ],
        points: [
          {
            title: 'Give real access',
            body: "Tools, data and a seat in the leadership meeting; part-time doesn't mean arm's length.",
          },
          {
            title: 'Name one owner inside',
            body: 'Someone who makes sure decisions from sessions happen in between.',
          },
          {
            title: 'Review every month',
            body: 'A short check on what the hours delivered and what changes next.',
          },
        ],
      },
    ],
    example: {
      heading: 'A consultancy founder testing the model',
      situation:
        "The founder of a growing HR consultancy in Edinburgh had never used a fractional executive and was wary of paying for hours she couldn't see. Her inbox, proposals and sales follow-up were eating the time she needed for client work.",
      approach:
        "She started on Starter Sidekick, with its 8 hours a month. The first sessions produced a proposal template, a weekly inbox triage routine and a simple pipeline tracker. After that, each month's hours went on the one bottleneck she named in a fifteen-minute review call.",
      outcome:
        'Proposals that had taken an evening came together in under an hour, and follow-ups stopped slipping. After two quarters she moved to Strategic Sidekick to add a marketing rhythm, having seen what focused hours produced before committing to any more of them.',
    },
    faqs: [
      {
        question: 'Is a fractional executive the same as a consultant?',
        answer:
          'No. A consultant is usually hired to answer a question and hand over a report. A fractional executive holds an ongoing role, attends the leadership meeting and is judged on what happens over months. Many have consulting backgrounds, but the accountability is closer to that of staff.',
      },
      {
        question: 'How quickly can a fractional executive start?',
        answer:
          'Usually within about a week. The sequence is a discovery call, a needs assessment to agree priorities, then a strategy and tactical plan for the first quarter. Implementation follows straight after, so the first month produces visible work rather than a long induction.',
      },
      {
        question: 'Do fractional executives work with competitors?',
        answer:
          "A fractional executive works with several companies, which is why they recognise patterns quickly. A professional one will flag potential conflicts and avoid serving direct competitors at the same time. Raise it on the discovery call; it's a fair question.",
      },
      {
        question: 'Can a US company work with a UK-based fractional executive?',
        answer:
          'Yes. Executive Sidekick works with clients in the UK and the US, with plans priced in pounds or dollars. Most US clients meet in their morning, the UK afternoon, and find written work waiting next day, so the time difference tends to help momentum.',
      },
    ],
  },
  '/scaling-business-strategy': {
    h1: 'From founder-led to team-led: a strategy for scaling without losing control',
    lead:
      "Most businesses stall at the point where the founder is still the answer to every question. Deals close because the founder is on the call; quality holds because the founder checks it. Scaling means rebuilding that, so the team carries the load and the founder's attention goes where only they add value. This guide sets out the moves that usually make the shift work, in the order we'd tackle them.",
    sections: [
      {
        heading: 'Redesign the operating model first',
        paragraphs: [
          'Before hiring anyone, write down how decisions are made today; usually everything routes through one person. The operating model is the replacement: which decisions each leader owns outright, which need a conversation and which still come to the founder.',
          'A one-page decision map and a fixed leadership rhythm, weekly for operations and monthly for performance, do more than a restructure. People act without waiting, and the founder sees where to let go.',
        ],
      },
      {
        heading: 'Choose fewer priorities',
        paragraphs: [
          'Growing companies rarely fail from a shortage of ideas. They fail by pursuing eight at once with a team built for three.',
        ],
        points: [
          {
            title: 'One growth bet per quarter',
            body: 'A new segment, channel or product line: pick one and resource it properly.',
          },
          {
            title: 'One capability to build',
            body: 'Whatever will break first at twice the size, often finance reporting, onboarding or delivery quality.',
          },
          {
            title: 'A stop list',
            body: 'Projects you are formally ending, so the team has permission to drop them.',
          },
        ],
      },
      {
        heading: 'Hire in the right sequence',
        paragraphs: [
          'The instinct is to hire a senior leader for whichever area hurts most. Often the better first hire frees the founder to lead: an operations lead or a chief of staff who takes over the running of the business, followed by functional leaders whose areas now have clear owners and measures.',
          "Write a scorecard before advertising any role. If you can't describe what success looks like in twelve months, the role isn't ready to hire.",
        ],
      },
      {
        heading: 'Build systems and hold the cash line',
        paragraphs: [
          'Scaling consumes cash before it produces it. Systems make the business legible; cash discipline keeps it solvent while the new structure beds in.',
        ],
        points: [
          {
            title: 'Document the repeatable',
            body: 'Sales, client onboarding and month-end close first: anything weekly that lives in one head.',
          },
          {
            title: 'One source of truth',
            body: 'One place each for pipeline, projects and finance, rather than overlapping tools nobody trusts.',
          },
          {
            title: 'A rolling 13-week cash view',
            body: "Updated weekly, so hiring decisions are made against real runway rather than last year's profit.",
          },
          {
            title: 'Hire against milestones',
            body: 'Tie each new role to a revenue or delivery milestone, so headcount follows growth.',
          },
        ],
      },
    ],
    example: {
      heading: 'A digital agency that could not grow past its founder',
      situation:
        'The founder of a 25-person digital agency in Manchester still approved every proposal and handled most client escalations. Revenue had been flat for two years. Two team leads could run more but had no authority, and the founder worked most evenings to keep up.',
      approach:
        'On the Full-Force Executive plan, we mapped decisions, handed proposal approval below an agreed value to the team leads, introduced weekly operations and monthly performance meetings, documented client onboarding and built a rolling cash forecast. The next hire became an operations manager, not the new business director first planned.',
      outcome:
        'Within two quarters the founder had stepped out of day-to-day approvals and was spending most of the week on new business and key accounts. The team leads ran their own numbers, and the operations manager was hired against a clear scorecard and a cash milestone.',
    },
    faqs: [
      {
        question: 'How do we know the business is ready to scale?',
        answer:
          "When demand is proven and repeatable, margins hold as volume grows and the founder has become the main constraint. If sales still depend on luck or one large client, fix that first; scaling a business that isn't yet working just produces larger problems faster.",
      },
      {
        question: 'Should we hire a COO to lead the scale-up?',
        answer:
          'Sometimes, but not always first. A permanent COO is a large commitment before the operating model is clear. Many founders start with a fractional partner who builds the rhythm, decision map and scorecards, then hire a COO who inherits a working system rather than a blank page.',
      },
      {
        question: 'How long does the shift from founder-led to team-led take?',
        answer:
          'In our experience the structural work, meaning the decision map, the rhythm and the first documented processes, takes around a quarter. The behavioural change takes longer, because founder and team both need to trust the new arrangement before the founder leaves every loop.',
      },
      {
        question: 'Which plan suits a company that is scaling?',
        answer:
          'Full-Force Executive is designed for scaling companies that need a leadership bench now: operations, marketing, executive support and strategic counsel together. If the need is narrower, such as an operating rhythm and a hiring plan, Executive Partner is often enough.',
      },
    ],
  },
  '/startup-strategy': {
    h1: 'Startup strategy for the early stage: focus, positioning and runway',
    lead:
      "Early-stage strategy isn't a fifty-page plan. It is a handful of decisions made deliberately: who you're for, what you'll test next, how long the money lasts and what an investor would need to believe. Too often they get made by default, by whichever customer shouted loudest. This guide covers the decisions that matter before product-market fit, and how to make them with limited time and cash.",
    sections: [
      {
        heading: 'Focus on one customer you can reach',
        paragraphs: [
          "The most common early mistake is a target market no salesperson could act on. 'Small businesses' isn't a market; 'finance directors at UK accountancy firms with ten to fifty staff' is. Narrow it until you can name twenty prospects, and you can test properly.",
          'Focus feels like giving up opportunity. In practice it is the only way a small team gets enough repetitions with one kind of buyer to learn what works.',
        ],
      },
      {
        heading: 'Positioning that does one job',
        paragraphs: [
          "Positioning answers a buyer's question: why this, rather than what I do now? The real alternative is usually a spreadsheet, an agency or doing nothing, not a named competitor.",
        ],
        points: [
          {
            title: 'Name the alternative',
            body: 'State what customers use today and why it falls short for them.',
          },
          {
            title: 'Pick one difference',
            body: 'The single thing you do better for this buyer, in words they would use themselves.',
          },
          {
            title: 'Test it in the wild',
            body: 'Use it in ten sales conversations and on the homepage before you rewrite it again.',
          },
        ],
      },
      {
        heading: 'Go-to-market as a series of experiments',
        paragraphs: [
          "Treat each channel as an experiment with a hypothesis, a budget, a time limit and a result you'll accept as a pass or a fail. Founder-led outbound, a partnership, a content series: run two or three at once, no more, and review them every fortnight.",
          'Write the results down. Six months later, a record of what was tried and why it stopped beats any channel playbook, and investors will ask for it.',
        ],
      },
      {
        heading: 'Plan around runway, and be ready for investors',
        paragraphs: [
          'Runway frames every early-stage decision, so make it visible and plan the raise before you need it.',
        ],
        points: [
          {
            title: 'Plan in runway months',
            body: 'Frame each major decision as months of runway gained or spent.',
          },
          {
            title: 'Set a raise-or-adjust date',
            body: "Decide now the date by which you'll either have started a raise or cut costs, with enough months left to do either.",
          },
          {
            title: 'Build the data room early',
            body: "Cap table, key contracts, metrics and narrative, kept current, so due diligence doesn't stall the business.",
          },
          {
            title: 'Tell a consistent story',
            body: 'Regular updates to existing and prospective investors build familiarity before you ask.',
          },
        ],
      },
    ],
    example: {
      heading: 'A pre-seed founder spread across three markets',
      situation:
        'A pre-seed founder in London building booking and workflow software was selling to dental, veterinary and physiotherapy practices at once, running paid ads, events and outbound in parallel. She had about a year of runway and a seed round to raise.',
      approach:
        'On the Strategic Sidekick plan we narrowed the focus to independent physiotherapy practices, where early usage was strongest, rewrote the positioning around the spreadsheets most practices relied on, and turned the channels into three fortnightly experiments with clear pass marks. A runway plan fixed a date to start raising.',
      outcome:
        'Within a quarter she had one channel that reliably produced demos and a positioning line prospects repeated back on calls. The seed pitch told a focused story backed by a written experiment record, and she started the raise with a data room ready rather than assembled in a hurry.',
    },
    faqs: [
      {
        question: 'When should an early-stage startup start thinking about strategy?',
        answer:
          "Earlier than most do, but lighter. Before product-market fit, strategy means a one-page answer to four questions: who we're for, what we're testing, how long the money lasts and what we must prove next. Revisit it monthly; the detailed operating plan can wait.",
      },
      {
        question: 'Is a fractional partner worth it at pre-seed?',
        answer:
          "Compare it with the alternative: a wrong hire, or six months on the wrong segment, usually costs more. If a retainer isn't right yet, the Reality Check is a 2-hour strategy session ending in a tactical implementation plan, a good way to pressure-test focus and runway.",
      },
      {
        question: 'How many go-to-market experiments should we run at once?',
        answer:
          'Two or three. Fewer and you learn too slowly; more and no single experiment gets enough attention or budget to give a clear answer. Give each a hypothesis, a spend limit and a review date, and stop any that miss their pass mark.',
      },
      {
        question: 'Can you help us get ready for a fundraise?',
        answer:
          'Yes. Investor readiness is part of our strategic planning work: we help shape the narrative, check that the deck and the metrics tell the same story and organise the data room. The conversations with investors stay with you, which is where investors expect them to be.',
      },
    ],
  },
  '/executive-coaching': {
    h1: 'Executive coaching or a hands-on partner? How to choose, and when to have both',
    lead:
      "Executive coaching and fractional partnership are often compared, but they answer different questions. A coach helps you think more clearly and lead more effectively. A fractional partner takes on part of the work itself: the plan, the meetings, the follow-through. Executive Sidekick's work is hands-on partnership, and it often runs alongside a client's coach. Here is how to tell which you need, and how the two fit together.",
    sections: [
      {
        heading: 'What a coach does, and what a partner does',
        paragraphs: [
          'Good executive coaching is largely non-directive. The coach asks questions, reflects patterns back and helps you reach your own answers. The work happens in the conversation, and you carry the actions forward.',
          'A fractional partner is directive where that helps. We propose the plan, draft the board pack, run the meeting audit and chase the actions. The output is the work itself, delivered inside your business, with you making the final calls.',
        ],
      },
      {
        heading: 'Signs you need a coach',
        paragraphs: ['Coaching is the right call when the constraint is you as a leader rather than the hours available.'],
        points: [
          {
            title: 'The issue is how you lead',
            body: 'Feedback about your style, strain with a co-founder or the board, or confidence in a new role.',
          },
          {
            title: "You know what to do but aren't doing it",
            body: 'The plan exists; something in how you work keeps stopping it.',
          },
          {
            title: 'A transition is coming',
            body: 'A first CEO role or a promotion, where the personal shift is the main event.',
          },
        ],
      },
      {
        heading: 'Signs you need a fractional partner',
        paragraphs: ['A partner is the better fit when you are clear on direction but short of senior capacity.'],
        points: [
          {
            title: 'The issue is capacity',
            body: "You know what matters, but there aren't enough senior hours to get it done.",
          },
          {
            title: 'Nothing closes',
            body: 'Decisions are made in meetings and then drift, because no one owns the follow-through.',
          },
          {
            title: 'A function is missing',
            body: 'Nobody senior runs marketing, operations or planning, and a permanent hire would be premature.',
          },
        ],
      },
      {
        heading: 'When both work best together',
        paragraphs: [
          "The strongest combination is a coach for the leader and a partner for the business. The coach helps a CEO notice that they hoard decisions; the partner builds the decision map that lets them stop. Each makes the other's work stick.",
          "Keep the roles distinct. Share goals with both if you're comfortable, but keep coaching conversations between you and your coach. A good coach won't try to run your operating rhythm, and we won't try to coach you.",
        ],
      },
    ],
    example: {
      heading: 'A new CEO with a coach and a growing backlog',
      situation:
        'The newly appointed CEO of a family-owned manufacturer in the Midlands had a coach supporting her step up from finance director. The coaching was helping, but the strategic plan the board had asked for was three months late and her diary was full of operational firefighting.',
      approach:
        "She kept her coach and added the Executive Partner plan. We drafted the strategic plan with her in fortnightly working sessions, set up a leadership rhythm and took on the operational follow-up landing on her desk. She shared the plan's priorities with her coach, so coaching could focus on how she led them.",
      outcome:
        "The strategic plan went to the board the following quarter. Coaching moved from managing overload to the leadership questions she'd originally wanted to work on, and she described having time to think for the first time since taking the role. She now reviews her priorities with both each month.",
    },
    faqs: [
      {
        question: 'Is a fractional partner a replacement for an executive coach?',
        answer:
          "No. A coach works on you as a leader; a fractional partner works on the business with you. If the issue is confidence, relationships or style, a partner can't substitute for good coaching. If it is capacity and follow-through, coaching alone won't add the hours.",
      },
      {
        question: 'Can one person be both my coach and my fractional executive?',
        answer:
          "It's possible, but usually awkward. A coach needs distance from the outcomes to ask honest questions; a fractional executive is accountable for them. Mixing the roles blunts both, so we keep to hands-on partnership and suggest you keep coaching with someone independent.",
      },
      {
        question: 'How do we stop the coach and the partner overlapping?',
        answer:
          "Agree who owns what at the start. The coach owns your development, and what you discuss in sessions stays there. The partner owns deliverables: plans, rhythms, projects. Share your priorities with both and they pull in the same direction without seeing each other's work.",
      },
      {
        question: 'I coach myself with frameworks and reading. Do I still need help?',
        answer:
          'Possibly not with the thinking. Many self-directed leaders are clear on what to do and short only of hands to do it. A fractional partner turns your own plan into a rhythm and finished work. The Reality Check is a low-commitment way to test whether that gap exists.',
      },
    ],
  },
} satisfies Record<string, ContentBody>;

/**
 * The twelve persona ("archetype") pages' body copy, by path: its own module, imported on the first request for one
 * of them (./index.tsx), so the module every isolate starts with does not hold it. What the rest of the site reads
 * about them is in ./content.ts. Prices are never written here (plans are referred to by name only).
 */
import type { ContentBody } from '../_lib/content-types';

export const personaBodies = {
  // ───────────────────────────── CEO ─────────────────────────────
  '/time-poor-ceo': {
    h1: 'Every Hour Is Booked, and None of Them Moves the Business Forward',
    lead:
      "You are the bottleneck and you know it. Every decision, introduction and sign-off routes through you, so your diary fills itself a fortnight ahead and the work only you can do (the pricing strategy, the key hire, the partner conversation) gets pushed to Sunday evening. You are not disorganised. You are running a company with a calendar designed for a business half its size.",
    sections: [
      {
        heading: 'A week that belongs to everyone but you',
        paragraphs: [
          "Monday starts at 7.30am with forty unread emails, six of them flagged urgent by people who could have decided without you. Calls run back to back until two, and lunch is eaten during the pipeline review. By Wednesday the afternoon you blocked for strategy has been swallowed by a supplier problem and an investor who wanted fifteen minutes. On Thursday night you open the board pack draft and find half the numbers missing.",
          "Friday goes on chasing actions from meetings that ended without an owner. The thinking happens at the weekend, if it happens at all.",
        ],
      },
      {
        heading: 'What the full diary is really costing',
        paragraphs: ["Time-poverty rarely shows up on a P&L, which is why it survives so long. It shows up in other places."],
        points: [
          {
            title: 'Decisions that wait for you',
            body: 'Your team queue questions for your next free slot, so simple choices take a week and the people closest to the work stop deciding.',
          },
          {
            title: 'Strategy by exhaustion',
            body: 'The big calls get made late at night or in the car between meetings, with half the information and none of the quiet they deserve.',
          },
          {
            title: 'A company that mirrors your calendar',
            body: 'When the CEO is permanently reactive, so is everyone else. Priorities shift with whoever reached you last.',
          },
        ],
      },
      {
        heading: 'How a fractional chief of staff gives you your week back',
        paragraphs: ['We do not add another layer of meetings. We take things off your plate and make sure they stay off.'],
        points: [
          {
            title: 'A meeting audit in week one',
            body: 'We go through four weeks of your calendar with you, then cancel, shorten, merge or delegate every recurring meeting that does not need the CEO.',
          },
          {
            title: 'A weekly priorities review',
            body: 'Thirty minutes each Monday to agree the three outcomes that matter this week, with time protected to deliver them and an owner for everything else.',
          },
          {
            title: 'A delegation map',
            body: 'One page showing which decisions belong to whom, so your directors stop queuing for you and you stop being copied in on everything.',
          },
          {
            title: 'Follow-ups that happen',
            body: 'Every meeting you attend ends with owners and dates, and we do the chasing so you do not have to.',
          },
        ],
      },
      {
        heading: 'Where time-poor CEOs usually start',
        paragraphs: [
          "Most start on the Strategic Sidekick plan: 15 hours a month of senior support, roughly 60 hours of in-house time at our 4x efficiency. After a Discovery Call, the Needs Assessment looks at your real diary, not the one you wish you had.",
          "In the first 30 days we run the meeting audit, draw up your delegation map and start the Monday priorities review. By the end of the month you should have one protected thinking block a week that has survived contact with reality.",
        ],
      },
    ],
    example: {
      heading: 'A software CEO in Leeds gets Friday mornings back',
      situation:
        'The CEO of a 40-person logistics software company in Leeds was in back-to-back meetings four days a week and writing the board pack on Sunday nights. Her directors waited for her on most decisions, including ones comfortably within their own budgets.',
      approach:
        'We audited six weeks of her calendar and removed or delegated just over a third of her recurring meetings. We built a delegation map with spending thresholds for each director and took over board-pack preparation, collecting the numbers and drafting the narrative for her review.',
      outcome:
        'Within two months Friday mornings were protected for strategy, the board pack was drafted by Wednesday instead of written at the weekend, and her directors were making routine calls without waiting for her. She is no less busy, but more of the week is spent on work only she can do.',
    },
    faqs: [
      {
        question: "I don't have time to onboard anyone. How much of my time will this take?",
        answer:
          'Less than you fear. Expect about two hours in the first week, for the discovery conversation and a walk through your calendar and inbox, then thirty minutes a week for the priorities review. We learn by working inside your existing tools rather than asking you to document them, and we take tasks off you from the first fortnight.',
      },
      {
        question: 'Is this just an executive assistant by another name?',
        answer:
          'No. An assistant manages your diary as it is. A fractional chief of staff asks whether the diary should look like that at all, agrees with you what comes off it, then runs the follow-through across your leadership team. Plenty of CEOs have an excellent assistant and still need a chief of staff; the two roles complement each other.',
      },
      {
        question: 'What if my diary is full because the business genuinely needs me?',
        answer:
          'Sometimes it does, and we will say so. The audit separates meetings where you add something only the CEO can add from those you attend out of habit, courtesy or worry. We keep the first kind, and give you a plan for handing over the second without dropping anything your team or clients value.',
      },
    ],
  },
  '/burnt-out-ceo': {
    h1: 'When Running the Company Has Started to Run You Down',
    lead:
      "From the outside, things look fine. Revenue is steady, the team is loyal, the board is broadly happy. From the inside, you are tired in a way a weekend no longer fixes. Small decisions feel heavy, the work you used to enjoy feels like an obligation, and you have caught yourself imagining someone else running the company. If that sounds familiar, this page is for you.",
    sections: [
      {
        heading: 'What a week feels like right now',
        paragraphs: [
          'The alarm goes at six and your first thought is the inbox. You read email before you are out of bed and answer three messages before the kettle boils. The nine o\'clock leadership meeting goes well enough; you are good at appearing fine. By mid-afternoon you are rereading the same clause of a contract for the third time. The evening is meant for family, but your phone stays face up on the table.',
          'You keep telling yourself it will ease after the quarter closes, after the funding round, after the new finance director starts. It has not eased for a while.',
        ],
      },
      {
        heading: 'What running on reserves is costing',
        paragraphs: ['Burnout is not a personal failing, and it is not something to push through. Its costs are still worth naming honestly.'],
        points: [
          {
            title: 'Your judgement',
            body: 'Tired leaders default to the safe option, postpone difficult conversations and say yes to things they should decline. Over time the business starts to reflect your energy.',
          },
          {
            title: "Your team's confidence",
            body: 'People notice shorter replies and cancelled one-to-ones before you do, and they start protecting you from problems you need to hear about.',
          },
          {
            title: 'Your life outside work',
            body: 'Relationships, exercise and rest are rationed first, even though they are the things that refill the tank.',
          },
        ],
      },
      {
        heading: 'How we lighten the load, practically',
        paragraphs: [
          'We are not therapists or doctors, and we do not pretend to be. Our help is operational: we take real work off your plate and change the shape of your week so it stops draining you.',
        ],
        points: [
          {
            title: 'An energy-mapped diary',
            body: 'We mark with you which meetings and tasks drain you and which give you energy, then shorten, delegate or batch the draining ones.',
          },
          {
            title: 'An honest stop-doing list',
            body: 'We agree together what you will stop doing entirely, and we own the handover so the stopping sticks.',
          },
          {
            title: 'Someone holding the open loops',
            body: 'Every unanswered question, chase and promise is logged and owned by us, so you stop carrying the whole company in your head at 11pm.',
          },
          {
            title: 'Cover for the hard stretch',
            body: 'From board-pack preparation to running the leadership meeting cycle, we take on operational work while you find your footing again.',
          },
        ],
      },
      {
        heading: 'A gentle, practical way to start',
        paragraphs: [
          "If you are unsure where you stand, take the CEO burnout assessment first. It is a short reflective self-check, not a diagnosis, and it gives you words for the conversation. Then book a Discovery Call, where we will listen more than we talk. The Needs Assessment that follows focuses on what to take away, not what to add. Most leaders in your position begin on the Executive Partner plan, because it gives us enough hours to lift meaningful work off you straight away.",
          'The first 30 days are about relief: the stop-doing list agreed in week one, open loops transferred to us in week two and a redesigned diary running by week four. If your sleep, mood or physical health have been affected for a while, please also talk to your GP or doctor. We can handle the work; they are the right people for your health.',
        ],
      },
    ],
    example: {
      heading: 'An engineering consultancy MD steps back from the edge',
      situation:
        'The managing director of a 60-person engineering consultancy in Bristol had led the firm for nine years. After a hard year he was working most evenings, had cancelled two holidays and was seriously considering selling, largely because he could not see another way to rest.',
      approach:
        'We started with a stop-doing list and an energy-mapped diary. We took over the weekly operations meeting, the management accounts commentary and client escalations below an agreed value, and built a delegation map giving his two associate directors clear authority over resourcing and fees.',
      outcome:
        'Within three months he had four evenings a week back and took his first full week of leave in two years without checking email every day. He decided not to sell. He still works hard, but now on the parts of the firm he wants to lead.',
    },
    faqs: [
      {
        question: 'Is this coaching or therapy?',
        answer:
          'Neither. We are a fractional executive team, and our help is practical: we take work off you and restructure how your week runs. If you are worried about your health, your GP or doctor is the right first step, and we are glad to work alongside whatever personal support you choose, whether that is a coach, a counsellor or simply more time off.',
      },
      {
        question: "I'm too tired to manage another supplier. Won't this add work?",
        answer:
          'We design the first fortnight around exactly that worry. You give us access and one unhurried conversation; we do the mapping, drafting and chasing. Much of what we need we can learn from your calendar, recent board papers and meeting notes rather than asking you to explain it, so the balance of effort tips in your favour within days.',
      },
      {
        question: 'Will my team or board know I am struggling?',
        answer:
          'Only if you choose to tell them. To your team we are simply extra senior capacity, introduced in whatever way you prefer; some leaders present it as part of an operating review. We are discreet as a matter of course and treat everything we see and hear as confidential, including this conversation.',
      },
    ],
  },
  '/scaling-ceo': {
    h1: 'The Company Has Outgrown the Way You Run It',
    lead:
      'You have found something that works and the market wants more of it. Headcount has doubled, a new region is on the table and investors want a plan for the next stage. But the company still runs on the habits of twenty people: decisions in the kitchen, priorities in your head, hiring on instinct. The leadership bench you need will take a year to recruit, and the growth will not wait that long.',
    sections: [
      {
        heading: 'A week at this stage of growth',
        paragraphs: [
          "Monday's all-hands has new faces you have not properly met. Tuesday brings three final-round interviews for roles you defined on a Sunday night. On Wednesday, sales and delivery argue about a promise made to a client; both are right, and only you can settle it. Thursday's investor update needs a hiring plan, a cash forecast and a marketing story that still makes sense at the new price point. On Friday, someone good resigns because nobody had time for their one-to-ones.",
        ],
      },
      {
        heading: 'What growing without a bench costs',
        paragraphs: ['Scaling exposes every gap that was survivable at a smaller size.'],
        points: [
          {
            title: 'You become the integration layer',
            body: 'Every cross-team conflict and priority clash escalates to you, because there is no operating rhythm to resolve it lower down.',
          },
          {
            title: 'Hiring ahead of clarity',
            body: 'Senior roles are advertised before anyone has agreed what they own, which is how expensive mis-hires happen.',
          },
          {
            title: 'Marketing that lags the product',
            body: 'The message that won your first customers no longer explains what you sell, and pipeline leans on your personal network.',
          },
          {
            title: 'Culture by accident',
            body: 'New joiners learn how things work by watching whoever sits nearest, not from anything you chose deliberately.',
          },
        ],
      },
      {
        heading: 'A leadership bench while you build your own',
        paragraphs: [
          'The Full-Force Executive plan gives you marketing, operations, executive support and strategic counsel at the depth of a leadership team, for as long as you need it and no longer.',
        ],
        points: [
          {
            title: 'An operating rhythm',
            body: 'A weekly leadership meeting with a standing agenda, a monthly business review and quarterly priorities, with a decision log so that what was agreed stays agreed.',
          },
          {
            title: 'Role design before recruitment',
            body: 'We scope each senior hire, write the outcomes it owns in year one and help you interview against them.',
          },
          {
            title: 'Marketing that scales',
            body: 'Refreshed positioning, a channel plan and a reporting dashboard, run by us until your own marketing lead is in post.',
          },
          {
            title: 'Board and investor readiness',
            body: 'We prepare the board pack, maintain the KPI set and turn the numbers into a narrative investors can follow.',
          },
        ],
      },
      {
        heading: 'How scaling CEOs get started',
        paragraphs: [
          'Start with a Discovery Call, then a Needs Assessment across your leadership team, not just with you. The Strategy & Tactical Plan sets out which gaps we fill, which we help you hire for, and in what order. Most scaling companies begin on Full-Force Executive; some start on Executive Partner and step up once the plan is agreed.',
          'In the first 30 days we install the weekly leadership rhythm and decision log, map the senior roles you need over the next year and take over board-pack preparation. You should finish the month with fewer escalations reaching you and a hiring plan you can defend.',
        ],
      },
    ],
    example: {
      heading: 'A Series A founder builds her leadership team without stalling growth',
      situation:
        'A Series A SaaS founder in Manchester had grown from 25 to 60 people in fourteen months. She had a strong CTO and a head of sales, no marketing or operations leadership, and a board asking for a credible plan ahead of the next round.',
      approach:
        'We ran marketing and operations on a fractional basis for two quarters: new positioning and a pipeline dashboard, a weekly leadership rhythm with a decision log, and role profiles for a VP of Marketing and a head of operations. We sat on both interview panels.',
      outcome:
        "Both roles were filled by the end of the second quarter and handed over with documented processes rather than an empty desk. The founder's week shifted from firefighting towards customers and investors, and the board received its first pack built on agreed KPIs.",
    },
    faqs: [
      {
        question: 'Why not just hire the senior team now?',
        answer:
          'You should hire some of them, and we will help. The problem is sequence: senior hires take months to find and more months to settle, and hiring before a role is clear is costly. We cover the gap, define each role properly and hand over working systems, so your permanent leaders start with something to build on.',
      },
      {
        question: 'Will fractional leaders clash with my existing team?',
        answer:
          'We are explicit about where we lead and where we support. Your heads of function keep ownership of their areas; we fill the gaps around them and run the shared rhythm. Where our work overlaps with a role you plan to hire, we document everything so the handover is clean and nobody inherits a mystery.',
      },
      {
        question: 'Can we scale the support down as we hire?',
        answer:
          'Yes, and that is the point of it. Plans are monthly, so as permanent leaders arrive we reduce the hours or move you to a smaller plan. A typical path is a quarter or two on Full-Force Executive, then Executive Partner while the new team beds in, then a light-touch chief of staff arrangement or nothing at all.',
      },
    ],
  },
  '/insomniac-ceo': {
    h1: 'When the Business Follows You to Bed',
    lead:
      'You are asleep by eleven and awake again at three, running through the cash position, the difficult conversation you keep postponing and the email you forgot to answer. Sometimes you get up and answer it. By morning nothing is solved and the day starts with you already tired. Not every restless night has a work cause, but if yours keep circling back to the business, that part we can help with.',
    sections: [
      {
        heading: 'The night shift nobody sees',
        paragraphs: [
          'The evening ends at 10.30pm with one last scroll through the inbox, just in case. At 3.10am your mind picks up the client renewal due next week, then the salary review, then the supplier contract nobody has signed. You type a note on your phone so you will not forget. At six the note is waiting, along with overnight messages from the team in New York. The first meeting is at 8.30, and you chair it on four hours of sleep and a second coffee.',
        ],
      },
      {
        heading: 'What the 3am list is costing',
        paragraphs: ['The things that keep a CEO awake are rarely the biggest problems in the business. They are the unresolved ones.'],
        points: [
          {
            title: 'Open loops with no owner',
            body: 'Any task you have not written down or handed over is held in your head, and your head replays it when everything goes quiet.',
          },
          {
            title: 'Decisions made tired',
            body: "Patience, judgement and appetite for risk all suffer after a short night. Tuesday afternoon's choices carry Monday night's sleep.",
          },
          {
            title: 'A day with no edge',
            body: 'When email arrives at all hours and you answer it at all hours, the working day never has an ending your mind can recognise.',
          },
        ],
      },
      {
        heading: 'How we help you put the business down at night',
        paragraphs: [
          'We cannot fix sleep and we will not try. What we can do is reduce the number of unfinished things your mind goes looking for.',
        ],
        points: [
          {
            title: 'One trusted list',
            body: 'Every commitment, chase and worry goes onto a single tracked list that we maintain. If it is on the list and has an owner, you do not need to hold it.',
          },
          {
            title: 'An end-of-day close',
            body: 'A short written summary each evening of what moved, what is waiting and what is scheduled for tomorrow: something concrete to hand over before you switch off.',
          },
          {
            title: 'Inbox triage',
            body: 'We sort your inbox and draft replies, so each morning only the messages that need you are waiting and nothing urgent hangs overnight.',
          },
          {
            title: 'Difficult conversations, scheduled',
            body: 'What you have been avoiding gets a date, an agenda and a prepared brief, which is usually what stops it circling.',
          },
        ],
      },
      {
        heading: 'Starting small and calmly',
        paragraphs: [
          'Many leaders here start on the Starter Sidekick plan: eight focused hours a month on your inbox, diary and the loose ends that stall decisions. After a Discovery Call and a short Needs Assessment, your single list and end-of-day close are running within the first week. By day 30 you should be going to bed with tomorrow written down rather than rehearsed.',
          'If the business is not the main thing keeping you awake, or broken sleep has lasted more than a few weeks, please speak to your GP or doctor; that is the right place for it. The CEO burnout assessment can also be a useful reflective check on how things stand more broadly.',
        ],
      },
    ],
    example: {
      heading: 'A homeware founder stops answering email at 3am',
      situation:
        'The founder of a direct-to-consumer homeware brand in Brighton was routinely awake in the early hours, answering supplier and customer-service emails from bed. Most of her worries were small and solvable, but they had nowhere to go except her head.',
      approach:
        'We set up a single tracked action list, took over first-line inbox triage with agreed rules for what needed her, and introduced a ten-minute end-of-day summary sent at 6pm. Two contract renewals she had been avoiding were scheduled, each with a briefing note.',
      outcome:
        'After six weeks she had stopped answering email overnight, and her morning inbox held decisions rather than noise. Both renewals were concluded on better terms than she had feared. The 3am to-do list has largely moved onto paper, where it has an owner.',
    },
    faqs: [
      {
        question: 'Can you help me sleep better?',
        answer:
          'Not directly, and we would be wary of anyone in our line of work who claimed to. We are business support, not health professionals. What we do is reduce work-related loose ends and give your day a clear finish. If sleep problems persist or are affecting your health, your GP or doctor is the right person to see.',
      },
      {
        question: 'I do my best work late at night. Do you want me to stop?',
        answer:
          'No. Plenty of good work happens late, and we are not here to impose a routine. The trouble is not working at night but being unable to stop. We build the system around your hours, so if you choose to work at ten in the evening it is a choice, not a compulsion to clear a backlog.',
      },
      {
        question: "Eight hours a month doesn't sound like much. Is it enough?",
        answer:
          'For this problem it often is, because the work is about structure rather than volume. Eight hours of senior support is roughly 32 hours of in-house time at our 4x efficiency, enough to run the triage rules, the daily close and the action list. If the backlog turns out deeper, we will say so and suggest Strategic Sidekick.',
      },
    ],
  },
  '/neurospicy-ceo': {
    h1: 'Build the Company Around How Your Brain Actually Works',
    lead:
      'Perhaps you see connections others miss, or you go further into a problem than anyone else in the room. You may have built a company partly because conventional workplaces never quite fitted you. Whether you are ADHD, autistic, dyslexic or simply wired differently, you probably know which parts of running a business give you energy and which quietly drain it. The aim is not to change how you think. It is to build the scaffolding around it.',
    sections: [
      {
        heading: "A week that doesn't fit the template",
        paragraphs: [
          "Monday, you arrive with a fully formed idea for a new product line that came to you on a run. By eleven you are three hours into it and have missed the finance check-in. Tuesday is five meetings without agendas, each a fresh change of context. Wednesday's board pack is due: the analysis is sharp, but the formatting, version control and cover note are untouched. On Thursday a team member mentions a decision you made a month ago, and nobody can find a record of it.",
          "None of this is about ability. It is about a business whose operating system was designed, usually by default, for someone else's brain.",
        ],
      },
      {
        heading: 'Where the friction shows up',
        paragraphs: ['Every leader has weaker areas. The cost comes when the whole company\'s administration runs through the ones you find hardest.'],
        points: [
          {
            title: 'Constant context switching',
            body: 'Days chopped into thirty-minute slots can cost far more energy than the meetings justify, leaving little for the work you do best.',
          },
          {
            title: 'Invisible admin',
            body: 'Follow-ups, filing, expenses and reminders slip into the gaps, then resurface as urgent problems at the worst moment.',
          },
          {
            title: 'Ideas without landing gear',
            body: 'Strong ideas stall between the conversation where they start and the plan that would carry them, and the team is unsure which ones are real.',
          },
          {
            title: 'Communication guesswork',
            body: 'Your team may not know whether you prefer a written brief, a call or a voice note, so they guess and everyone loses time.',
          },
        ],
      },
      {
        heading: 'Scaffolding built around you',
        paragraphs: [
          'We are an operations partner, not clinicians or coaches, and we make no assumptions based on a label. We ask how you work best and build around the answer.',
        ],
        points: [
          {
            title: 'A diary designed for focus',
            body: 'Meetings clustered onto set days, deep-work blocks protected and buffers between calls, with agendas sent in writing beforehand if that helps.',
          },
          {
            title: 'A decision log',
            body: "Each decision recorded with the reasoning and the date, so nobody relies on memory, yours or theirs.",
          },
          {
            title: 'An idea pipeline',
            body: 'New ideas go into a visible backlog. Each week you choose which become projects with an owner and a first step; the rest are parked, not lost.',
          },
          {
            title: 'A working-with-me guide',
            body: 'One page on how you prefer to communicate and decide, shared with your team so they stop guessing.',
          },
        ],
      },
      {
        heading: 'How to begin',
        paragraphs: [
          'Start with a Discovery Call in whatever format suits you: video, phone or camera off. The Needs Assessment asks what drains and what energises you, and the Strategy & Tactical Plan arrives as a written document you can reread, not a long presentation. Most leaders here start on the Executive Partner plan, because it covers both the scaffolding and the follow-through.',
          'In the first 30 days we restructure your diary, set up the decision log and idea pipeline, and draft your working-with-me guide with you. After a month the admin that used to ambush you should be arriving on schedule, already handled or clearly flagged.',
        ],
      },
    ],
    example: {
      heading: 'An ADHD founder turns a stream of ideas into a roadmap',
      situation:
        'The founder of a 30-person creative technology studio in Glasgow, who has ADHD, had more good ideas than her team could absorb. Projects started with enthusiasm and stalled at the planning stage, and her diary held five short meetings a day with no gaps between them.',
      approach:
        'We clustered her internal meetings onto Tuesdays and Thursdays, protected two mornings a week for creative work and set up an idea pipeline reviewed every Friday. A decision log replaced reliance on remembered conversations, and we took over her expenses and contract admin entirely.',
      outcome:
        'Within a quarter the studio had a six-month roadmap the team trusted, and two ideas that had circled for a year were launched as pilot services. She still produces more ideas than anyone in the building; now each one lands somewhere with an owner.',
    },
    faqs: [
      {
        question: 'Do I need a diagnosis, or to disclose anything?',
        answer:
          'No. You do not need a diagnosis, and you do not need to tell us, your team or anyone else anything you would rather keep private. We ask every client how they work best. If sharing more context helps us design better support, that is welcome, but it is entirely your call and it stays confidential.',
      },
      {
        question: 'Are you ADHD or autism coaches?',
        answer:
          'No. We do not offer coaching, therapy or medical advice, and we claim no expertise in any condition. We are a fractional executive team providing practical operational support: diary design, decision logs, follow-through and administration. If you want specialist coaching as well, it can sit comfortably alongside what we do.',
      },
      {
        question: 'Will you try to make me more organised?',
        answer:
          'We will make the business more organised, which is different. The goal is not to turn you into another kind of leader or to impose a system you will abandon in three weeks. We carry the structure so you do not have to, and we adjust it as we learn what you actually use.',
      },
    ],
  },
  '/quiet-ceo': {
    h1: "You Don't Need to Be Louder. You Need a Company That Hears You",
    lead:
      'You think before you speak, you prefer one good conversation to five quick ones, and you have noticed that the loudest voice in the room often wins the argument. Your team trusts you and your best decisions are well reasoned. But the role keeps demanding the things that cost you most: back-to-back meetings, networking events, the all-hands rallying speech, the investor dinner. You are not the wrong person for the job. The job has been shaped around someone else.',
    sections: [
      {
        heading: "A week of spending energy you don't get back",
        paragraphs: [
          "Tuesday has four meetings in a row, and by the third you are nodding along because the space to think has gone. Wednesday evening is an industry dinner you agreed to in a moment of optimism. Thursday's leadership meeting is steered by your most talkative director, and you leave knowing the real issue was never raised. On Friday you finally get a quiet hour and write the clearest strategy note of the month, which few people read because it went out as a long email at 5pm.",
        ],
      },
      {
        heading: 'What it costs to lead against your grain',
        paragraphs: ['Introversion is a preference, not a weakness. The cost comes from working in a format that constantly overrides it.'],
        points: [
          {
            title: 'Recovery time that eats the week',
            body: 'Every high-stimulation day needs quiet afterwards, and that quiet is usually taken from thinking time rather than anything else.',
          },
          {
            title: 'Meetings won by volume',
            body: 'When discussion is unstructured, the most confident speakers set the direction, and your considered view arrives too late to shape it.',
          },
          {
            title: 'An invisible CEO',
            body: 'Staff, customers and investors hear from you less than they would like, and they can mistake quiet for absence or doubt.',
          },
        ],
      },
      {
        heading: 'A rhythm that plays to how you lead',
        paragraphs: ['We help you lead in ways that suit you, and we take on the visible work that does not need to be you.'],
        points: [
          {
            title: 'Written-first meetings',
            body: 'Pre-reads sent a day ahead, the decision needed at the top of each agenda and comments gathered in writing, so quieter voices, yours included, land before the talking starts.',
          },
          {
            title: 'A deliberate diary',
            body: 'A cap on consecutive meetings, recovery blocks after big external events and a clear rule for which invitations you accept.',
          },
          {
            title: 'A communications plan you own',
            body: 'A fortnightly written update from you to the whole company, drafted with us and published on schedule, in the format you do best.',
          },
          {
            title: 'Representation you trust',
            body: 'Where a meeting needs the company but not the CEO, we attend, take the actions and brief you properly afterwards.',
          },
        ],
      },
      {
        heading: 'Getting started, quietly',
        paragraphs: [
          'If a call feels like a lot, write to us first through the contact page and book the Discovery Call once you have read what we suggest. Much of the Needs Assessment can be done in writing, and we share the Strategy & Tactical Plan a day before we discuss it. Most quiet CEOs start on the Strategic Sidekick plan, which covers the leadership rhythm and the communications work.',
          "The first 30 days cover the meeting redesign, your diary rules and your first two written company updates. By the end of the month your leadership meeting should reflect everyone's view, not just the fastest talker's.",
        ],
      },
    ],
    example: {
      heading: 'A technical founder leads the room without raising his voice',
      situation:
        'The technical co-founder of a 45-person fintech in Edinburgh became CEO when his co-founder left. He was respected but rarely heard: two outspoken directors dominated leadership meetings, and in a staff survey many people said they did not know his priorities.',
      approach:
        'We rebuilt the leadership meeting around written proposals circulated in advance, opened each meeting with ten silent minutes for comments and set up a fortnightly note from him to the whole company. We also capped his external events at two a month and prepared him for each.',
      outcome:
        "After a quarter, leadership meetings were shorter and decisions drew on the whole team. His fortnightly notes were widely read and replied to, and the next staff survey showed people understood the company's priorities. He still dislikes dinners; he now attends fewer, better-prepared ones.",
    },
    faqs: [
      {
        question: 'Will you try to make me more extroverted?',
        answer:
          'No. We think that advice wastes good leaders. We help you lead through strengths you already have, such as preparation, listening and written clarity, and we adjust the environment so it stops penalising them. Where visibility genuinely matters, we help you prepare so those moments cost you less.',
      },
      {
        question: 'I still have to pitch investors and speak at all-hands. Can you help?',
        answer:
          'Yes. We prepare the material, anticipate the questions and, if it helps, run a rehearsal. We also help you decide which appearances truly matter, so you spend your energy on the few that move the company rather than on every invitation that lands in your inbox.',
      },
      {
        question: 'Is this executive coaching?',
        answer:
          'Not in the usual sense. Coaching works on you; we work on the system around you: the meetings, the diary, the communications and the follow-through. Some leaders combine the two, and they tend to reinforce each other. If you are weighing them up, we are happy to talk it through honestly on the Discovery Call.',
      },
    ],
  },
  '/self-coached-ceo': {
    h1: "You've Read Every Leadership Book. Now You Need Someone to Argue With",
    lead:
      'Your shelf holds the frameworks: OKRs, the Eisenhower matrix, radical candour, first principles. You keep a journal, run a weekly review and have a podcast queue longer than your commute. Most of it works. What is missing is another senior person who knows your business, tells you when you are wrong and then helps you do what you decided. Coaching yourself has taken you a long way, but it cannot give you a second opinion.',
    sections: [
      {
        heading: 'A week of thinking alone',
        paragraphs: [
          "Sunday evening is your weekly review, an hour with a notebook, and it genuinely helps. On Monday you introduce this quarter's framework to the leadership team, who nod politely because they lived through last quarter's. Wednesday brings a hard decision about a long-serving director, and the only person you discuss it with is your partner over dinner: supportive, but not in the business. On Friday a podcast episode makes you question the plan you settled on Tuesday.",
        ],
      },
      {
        heading: 'The limits of a one-person board',
        paragraphs: ['Self-reflection is a real strength. On its own, though, it has blind spots no book can point out.'],
        points: [
          {
            title: 'No one to disagree with you',
            body: 'Your own reasoning always sounds convincing to you. Without challenge, a sound decision and a rationalised one feel identical.',
          },
          {
            title: 'Framework fatigue',
            body: 'Each new method arrives with energy and leaves behind half-adopted processes your team is quietly tired of.',
          },
          {
            title: 'Insight without implementation',
            body: 'The notebook fills, but the reorganisation, the pricing change or the hard conversation stays on the list.',
          },
          {
            title: 'Lonely decisions',
            body: 'The hardest calls, about people, money and your own role, are the ones you can least discuss inside the company.',
          },
        ],
      },
      {
        heading: 'A thinking partner with hands',
        paragraphs: [
          'A fractional executive is neither a coach nor a mentor. We know your numbers and your people, we give an opinion, and then we help deliver the outcome.',
        ],
        points: [
          {
            title: 'A standing strategy session',
            body: 'A fortnightly working session on an agenda you set, where we pressure-test the decisions in front of you and say plainly when we disagree.',
          },
          {
            title: 'A decision log with reasoning',
            body: 'Each significant call recorded with the options considered and why you chose as you did, so you revisit it with hindsight, not on impulse.',
          },
          {
            title: 'Fewer practices, kept running',
            body: 'We help you choose the few methods that suit your company, retire the rest and keep the survivors going beyond a single quarter.',
          },
          {
            title: 'Follow-through on decisions',
            body: 'Once you decide, we turn it into a plan with owners and dates and track it, so it does not sink back into the notebook.',
          },
        ],
      },
      {
        heading: 'How to start',
        paragraphs: [
          'You will probably want to test our thinking before committing, so the Reality Check is a natural first step: a 2-hour strategy session on one live problem, ending with a tactical implementation plan. From there, a Discovery Call and Needs Assessment usually lead to the Strategic Sidekick plan, which gives regular challenge and enough hours to act on it.',
          'The first 30 days include two strategy sessions, an audit of the frameworks you have adopted over the past year and a decision log started with the three calls weighing on you now. By the end of the month you should be running fewer practices and finishing more of them.',
        ],
      },
    ],
    example: {
      heading: "A recruitment CEO settles a decision she'd circled for a year",
      situation:
        'The founder-CEO of a 35-person specialist recruitment firm in Birmingham had read widely, ran her own quarterly planning and had tried four goal-setting methods in two years. One decision, whether to close an underperforming regional office, had sat on her list for over a year.',
      approach:
        'We began with a Reality Check on that decision, laying out the numbers, the options and the people involved. Then, on the Strategic Sidekick plan, we ran fortnightly sessions, simplified her planning to one method the team already understood and started a decision log.',
      outcome:
        'She made the office decision within six weeks, with a transition plan that kept the two strongest consultants. Planning settled into a single quarterly rhythm, and her big decisions are now argued out before they are made rather than relitigated afterwards.',
    },
    faqs: [
      {
        question: 'How is this different from hiring a coach?',
        answer:
          'A coach helps you find your own answers, which you are already good at. We bring an outside view and we hold opinions: about your pricing, your structure, your next hire. We also carry work, turning decisions into plans and tracking them to completion. Some leaders keep a coach alongside us for their personal development.',
      },
      {
        question: 'What qualifies you to challenge me?',
        answer:
          'Twenty years of senior experience and more than 75 projects delivered with founders, CEOs and directors across many sectors. More usefully, within a month we will know your business well enough to challenge it on specifics rather than principles. If our view is wrong, you will be able to tell quickly, and that is useful too.',
      },
      {
        question: 'Will you bring yet another framework?',
        answer:
          'Almost certainly not. You probably have more frameworks than you use already. Our first job is usually subtraction: keeping what works for your team and dropping the rest. Anything we add has to earn its place by making a decision easier, a meeting shorter or a priority clearer to the people delivering it.',
      },
    ],
  },
  '/cos-curious-ceo': {
    h1: 'Wondering If You Need a Chief of Staff? Try One Before You Hire One',
    lead:
      'A peer has just hired a chief of staff and cannot stop talking about it. You have read the articles and suspect the role would help, but you cannot yet write the job description, you are not sure whether you need a strategist or a super-assistant, and a permanent senior hire is a big bet on a hunch. The sensible move is to find out what a chief of staff would actually do in your business before you recruit one.',
    sections: [
      {
        heading: 'How the question keeps coming up',
        paragraphs: [
          'It surfaces in small moments. A board member asks who is tracking the actions from the strategy away day, and the honest answer is nobody. Your executive assistant is excellent but cannot tell the head of sales that his forecast does not add up. The quarterly offsite produces a fine document that is forgotten by week three. And on Sunday evening you stitch together updates from six directors for the board pack, wondering whether this is really the CEO\'s job.',
        ],
      },
      {
        heading: 'What the uncertainty costs',
        paragraphs: ['Waiting is not free, and neither is guessing.'],
        points: [
          {
            title: 'A senior mis-hire',
            body: 'A chief of staff hired without a defined remit tends to drift into either assistant work or strategy tourism, and a senior hire is costly to unwind.',
          },
          {
            title: 'The gaps stay open',
            body: 'Cross-team follow-through, board preparation and the operating rhythm keep falling back on you while you decide.',
          },
          {
            title: 'The wrong profile',
            body: 'Some CEOs need an operator, some a strategist, some a communicator. Without testing the role, you cannot know which you are.',
          },
        ],
      },
      {
        heading: 'A fractional chief of staff as a live trial',
        paragraphs: [
          'The Executive Partner plan puts an experienced chief of staff into your business for 30 hours a month: enough to do the real job, not a sample of it.',
        ],
        points: [
          {
            title: 'The full remit, in practice',
            body: 'Weekly priorities review, leadership meeting rhythm, decision log, board-pack preparation and cross-team follow-through, all running within the first month.',
          },
          {
            title: 'A role built from evidence',
            body: "We record which activities create the most value for you, so any job description draws on experience rather than another company's advert.",
          },
          {
            title: 'An honest recommendation',
            body: 'After a quarter we tell you whether to hire a permanent chief of staff, stay fractional or do neither, and why.',
          },
          {
            title: 'A clean handover',
            body: 'If you hire, we help you recruit and hand over every process, log and template, so your new chief of staff starts in month three, not month one.',
          },
        ],
      },
      {
        heading: 'How to try it',
        paragraphs: [
          'Start with a Discovery Call about what prompted the question, followed by a Needs Assessment of your diary, leadership meetings and board cycle. The Strategy & Tactical Plan then sets out what the chief of staff role would own in your business for the first quarter.',
          'In the first 30 days we run the weekly priorities review with you, take over preparation of the next board pack, introduce a decision log and sit in on your leadership meetings. By day 30 you will know how a chief of staff feels in your week, which is the question you came with.',
        ],
      },
    ],
    example: {
      heading: 'A healthcare services CEO tests the role before recruiting',
      situation:
        'The CEO of a 90-person healthcare services company in Nottingham had budget approved for a chief of staff but two conflicting draft job descriptions, one operational and one strategic. Her board wanted the hire made within the quarter, and she was unsure which version to advertise.',
      approach:
        'We acted as her fractional chief of staff for four months on the Executive Partner plan: running the leadership rhythm, preparing board packs and managing two cross-functional projects. Throughout, we logged where the time went and which work she valued most.',
      outcome:
        'The evidence showed she needed an operator with strong finance skills rather than a strategist. We wrote the role on that basis, joined the interviews and handed over a documented operating rhythm, so the permanent chief of staff was contributing within weeks rather than months.',
    },
    faqs: [
      {
        question: 'What is the difference between a chief of staff and an executive assistant?',
        answer:
          "An executive assistant manages the CEO's time and logistics. A chief of staff manages the CEO's priorities across the organisation: running the operating rhythm, chasing cross-team commitments and preparing decisions. The two roles work well side by side. Our comparison page sets out the distinction in more detail if you are weighing up which you need.",
      },
      {
        question: 'Is a fractional chief of staff a long-term answer or just a stopgap?',
        answer:
          'It can be either. For some companies fractional is the right long-term answer, because the role does not need forty hours a week. For others it is a bridge to a permanent hire. The trial tells you which, and we have no interest in keeping you on a plan you have outgrown or no longer need.',
      },
      {
        question: 'How quickly can a fractional chief of staff be useful?',
        answer:
          'Work typically starts within about a week of the Discovery Call, and the core practices are running within the first month. A chief of staff needs context, so we front-load access to your calendar, board papers and leadership meetings, which lets us contribute from your next board cycle rather than the one after.',
      },
    ],
  },
  // ───────────────────────────── COO ─────────────────────────────
  '/shadow-coo': {
    h1: "You Keep the Founder's Vision Running. Who Keeps You Running?",
    lead:
      'The founder sets the vision, wins the room and announces a new direction on a Tuesday. You are the one who turns it into a hiring plan, a budget and a process by Friday. Your title might say head of operations, general manager or even office manager. In practice you are the COO: the person everyone goes to when something needs to actually happen. It works, but it depends entirely on you.',
    sections: [
      {
        heading: 'A week in the engine room',
        paragraphs: [
          "Monday's leadership meeting ends with the founder describing a new market, and you spend the afternoon working out what it means for delivery, cash and headcount. Tuesday and Wednesday disappear into payroll queries, a supplier renegotiation and a client escalation that reached you because nobody knew who owned it. On Thursday the founder asks for the board pack by morning and adds three slides. Friday evening you update the spreadsheet that holds the company together, the one only you understand.",
        ],
      },
      {
        heading: 'What working in the shadows costs',
        paragraphs: ['The business runs because you do. That is both the achievement and the risk.'],
        points: [
          {
            title: 'Invisible work, invisible credit',
            body: 'When things run smoothly nobody sees the effort, and boards tend to credit the vision rather than the execution.',
          },
          {
            title: 'A single point of failure',
            body: 'Processes, supplier relationships and company knowledge live in your head and your spreadsheets. When you take a fortnight off, things slow down.',
          },
          {
            title: 'Responsibility without authority',
            body: "You turn the founder's ideas into plans but lack the formal authority to prioritise, so you negotiate for every resource.",
          },
          {
            title: 'No one developing you',
            body: 'The founder has investors and advisers. You have a to-do list.',
          },
        ],
      },
      {
        heading: 'Support for the person who supports everyone',
        paragraphs: [
          'We work with you, and with the founder\'s agreement, to make the operating role visible, resilient and properly resourced.',
        ],
        points: [
          {
            title: 'A documented operating system',
            body: 'We turn the processes in your head into written playbooks and a weekly dashboard, so the company can run for a week without you.',
          },
          {
            title: 'A founder and operator decision split',
            body: 'A written division of decisions between you and the founder, which ends the Monday renegotiation of priorities.',
          },
          {
            title: 'Board-pack preparation',
            body: 'We build the pack with you on a fixed cycle and a template, so late additions follow a process rather than trigger a panic.',
          },
          {
            title: 'A case for the role',
            body: 'We help you set out what you already own and the outcomes you deliver, so any conversation about scope or title rests on evidence.',
          },
        ],
      },
      {
        heading: 'How to start',
        paragraphs: [
          'You may be the one reading this, not the founder. Begin with a Discovery Call and we will help you decide how and when to involve the founder in the Needs Assessment. The Strategy & Tactical Plan sets out what gets documented, delegated and formalised first. Most shadow COOs start on the Executive Partner plan, which gives enough hours to document operations whilst carrying some of the load.',
          'The first 30 days focus on the most fragile areas: documenting the processes only you understand, drafting the decision split for you and the founder to agree and rebuilding the board-pack cycle. By the end of the month the business should depend on you a little less and recognise you a little more.',
        ],
      },
    ],
    example: {
      heading: 'An operations manager becomes the COO she already was',
      situation:
        'The operations manager of a 50-person e-commerce business in Cardiff was, in practice, running finance, fulfilment, HR and the board cycle while the founder led product and brand. Nothing was written down, and her one week of leave that year had nearly stalled fulfilment.',
      approach:
        'We documented her core processes as playbooks with a weekly operations dashboard, drafted a decision split between her and the founder and took over board-pack assembly. We also helped her set out, on two pages, the scope of what she already owned.',
      outcome:
        'Within four months two team leads could run fulfilment and payroll without her, and once the scope was on paper the founder proposed the COO title himself. That summer she took a full fortnight of leave with nothing escalated to her.',
    },
    faqs: [
      {
        question: "The founder hasn't asked for this. Can I engage you myself?",
        answer:
          'Yes, if you hold or can secure the budget. We usually recommend involving the founder early, because the most useful changes, such as a clear decision split, need both of you. We can help you frame the conversation around the resilience of the business, which tends to land better than a request for help.',
      },
      {
        question: 'Will bringing you in undermine my position?',
        answer:
          'The opposite. We work under your direction and make your role more visible, not less. The playbooks, dashboards and board materials we build are yours, and the founder sees them as your operating system. The aim is to make you more effective and less fragile as a single point of failure, never to replace you.',
      },
      {
        question: 'Do I actually need the COO title?',
        answer:
          'Not necessarily, and we will not push you towards it. What you do need is authority that matches your responsibility. Sometimes that is a title; sometimes it is a written decision split, ownership of the board pack or a budget you control. We help you work out which matters most in your situation and make the case for it.',
      },
    ],
  },
  '/fixer-coo': {
    h1: 'You Put Out Every Fire. When Do You Get to Build Something?',
    lead:
      'You are the person the company calls when something breaks: the delivery that slipped, the system that went down, the key account threatening to leave. You are very good at it, and it feels useful. But the operating plan you wrote in January is still on page one, the process redesign keeps slipping a quarter, and you have started to suspect the business has come to rely on the fires you put out.',
    sections: [
      {
        heading: 'A week of urgent things',
        paragraphs: [
          "At 7.45am on Monday there is a message about a stock discrepancy at the warehouse. By ten you are on a call with finance about a failed supplier payment. Tuesday's workshop on the new onboarding process is cancelled when a major client escalates. On Wednesday you spend three hours on a recruitment problem that belongs to HR, because HR asked for help. Thursday, the CEO asks why the systems project is behind. Friday, you fix something you already fixed in March.",
        ],
      },
      {
        heading: 'The cost of being the fire service',
        paragraphs: ['Firefighting is valuable work. When it becomes the whole job, the company pays for it twice.'],
        points: [
          {
            title: 'The same fires, again',
            body: 'Without time for root causes, problems recur. You solve the symptom expertly while the cause stays in place.',
          },
          {
            title: 'A team that escalates instead of solving',
            body: 'Because you always fix it, people learn to bring it to you, and their own judgement never gets exercised.',
          },
          {
            title: 'Strategy stuck in draft',
            body: 'The improvements that would reduce the firefighting are precisely the ones that never get protected time.',
          },
          {
            title: 'A reputation that narrows',
            body: 'The board sees a brilliant troubleshooter, a compliment that can quietly cap your role.',
          },
        ],
      },
      {
        heading: 'How we get you from fixing to building',
        paragraphs: [
          'The Full-Force Executive plan adds operational capacity at the depth of a leadership team, so the fires are handled and the building work finally gets hours.',
        ],
        points: [
          {
            title: 'An incident log and root-cause review',
            body: 'Every significant issue recorded with its cause and fix. Each month we review the log together and choose the recurring problems worth designing out.',
          },
          {
            title: 'Escalation rules',
            body: 'Clear thresholds for what comes to you and what teams resolve themselves, with short playbooks so they can.',
          },
          {
            title: 'Protected build time',
            body: 'Two fixed blocks a week for the systems roadmap, with us covering first-line escalations while you are in them.',
          },
          {
            title: 'A roadmap that ships',
            body: 'We project-manage the process and systems work with you: scoped, sequenced and reported monthly to the CEO.',
          },
        ],
      },
      {
        heading: 'How to start',
        paragraphs: [
          'Begin with a Discovery Call, then a Needs Assessment that starts from your last three months of incidents rather than the org chart. The Strategy & Tactical Plan ranks recurring problems by cost and sets the first two systems projects. Most fixer COOs start on Full-Force Executive, because the firefighting has to be covered before the building can begin.',
          'In the first 30 days we set up the incident log, agree escalation rules with your team leads, start covering first-line issues and scope the first systems project. By day 30 you should be getting two uninterrupted build blocks a week and have a list of fires that will not be coming back.',
        ],
      },
    ],
    example: {
      heading: 'A manufacturing COO breaks the cycle of repeat crises',
      situation:
        'The COO of a 120-person specialist manufacturer in the West Midlands was personally handling production, supplier and customer escalations. A planned ERP upgrade had slipped three times, and the same stock-control problem had caused four late deliveries in six months.',
      approach:
        'We introduced an incident log and weekly root-cause review, wrote escalation rules for shift and account managers and took over first-line supplier escalations. With two protected days a week for build work, we project-managed the ERP upgrade alongside him and reported progress to the CEO every month.',
      outcome:
        'The stock-control issue was traced to a process gap and closed within two months. Escalations reaching the COO fell noticeably once team leads had rules to work to, and the ERP upgrade went live the following quarter. The board now sees him present the roadmap, not just the incident report.',
    },
    faqs: [
      {
        question: 'If you take the firefighting, will I lose touch with the operation?',
        answer:
          'No, because you will see everything through the incident log and the weekly review. The difference is that you will see patterns rather than individual emergencies. You stay in charge of anything above the escalation threshold, and you can raise or lower that threshold whenever you like as confidence grows on both sides.',
      },
      {
        question: "My team isn't ready to handle escalations themselves.",
        answer:
          'Possibly not yet, which is why we start with clear rules and short playbooks rather than simply telling them to cope. For the first few weeks we sit between your team and you, talking decisions through in real time. Teams usually rise to written rules far faster than to general encouragement to use their judgement.',
      },
      {
        question: 'Can I start on a smaller plan?',
        answer:
          'Yes. If your firefighting load is lighter or you have a strong deputy, Executive Partner gives you 30 hours a month, enough for the incident log, the escalation rules and one systems project at a time. We will recommend the plan that fits once we have seen three months of your incidents.',
      },
    ],
  },
  // ───────────────────────────── CMO ─────────────────────────────
  '/storytelling-cmo': {
    h1: 'Your Story Wins Hearts. Now Make It Win the Budget Meeting',
    lead:
      'You can explain what the company stands for better than the founders can. Your campaigns get shared, the sales team borrows your words and the brand feels like something. Yet in the quarterly review the CFO asks what the last campaign returned, and you answer with reach and sentiment while the room wants pipeline. Your team is talented but runs from brief to brief. The story needs a strategy, a measurement model and a rhythm behind it.',
    sections: [
      {
        heading: 'A quarter in the life',
        paragraphs: [
          "The brand refresh launches on a Tuesday, and the reaction inside and outside the company is excellent. On Thursday the CEO asks for the numbers: leads, conversion, cost per opportunity. You have one set from web analytics and another from the CRM, and they do not agree. The following Monday your team's stand-up turns into a brainstorm, again. By month two the budget round for next year has begun, and the growth team down the corridor arrives with a spreadsheet.",
        ],
      },
      {
        heading: 'What a story without strategy costs',
        paragraphs: ['A strong brand is a long-term asset. Without evidence, it is also the first budget line questioned when money is tight.'],
        points: [
          {
            title: 'A budget you cannot defend',
            body: 'When marketing cannot connect activity to revenue, the board treats it as a cost rather than an investment.',
          },
          {
            title: 'Campaigns without a plan',
            body: 'Without a written strategy covering audiences, channels and priorities, each campaign stands alone and the cumulative effect is smaller than it should be.',
          },
          {
            title: 'A team running on inspiration',
            body: 'Creative people do their best work inside a clear rhythm. Without one, deadlines slip and the same three people carry everything.',
          },
        ],
      },
      {
        heading: 'Putting a strategy behind the story',
        paragraphs: ['We leave alone what makes your brand work. We build the structure that lets it earn its budget.'],
        points: [
          {
            title: 'A one-page marketing strategy',
            body: 'Target audiences, positioning, priority channels and goals for the year, agreed with the CEO so every campaign connects to it.',
          },
          {
            title: 'A measurement model',
            body: 'A small set of metrics linking brand activity to pipeline and revenue, in one dashboard that marketing, sales and finance all trust.',
          },
          {
            title: 'A team operating rhythm',
            body: 'Weekly planning, a monthly performance review and a quarterly campaign calendar, so creative time is protected and delivery is predictable.',
          },
          {
            title: 'Board-ready reporting',
            body: 'A monthly marketing report written for the board, telling your story with the numbers alongside it.',
          },
        ],
      },
      {
        heading: 'Where to begin',
        paragraphs: [
          'Start with a Discovery Call and a Needs Assessment of your current plans, data and team rhythm. Most storytelling CMOs start on the Strategic Sidekick plan, which covers strategy and a marketing rhythm; if you also want hands-on campaign management, Executive Partner adds the hours. Our typical result once strategy and measurement are in place is a marketing ROI of 300%, though every market differs.',
          'The first 30 days produce a draft of the one-page strategy, an audit of your data sources with a first version of the dashboard, and a new weekly and monthly rhythm for your team. You should walk into the next budget conversation with your story and the evidence for it.',
        ],
      },
    ],
    example: {
      heading: 'A brand-led B2B marketer wins the budget argument',
      situation:
        'The head of marketing at a 70-person B2B cybersecurity firm in Reading had built a distinctive brand. But marketing and sales reported different numbers, her team of five worked brief to brief, and the CFO had proposed cutting brand spend by a third for the coming year.',
      approach:
        'We wrote a one-page strategy with her, reconciled CRM and web data into a single dashboard linking campaigns to qualified opportunities, and set up weekly planning and a monthly performance review for her team, with a quarterly campaign calendar agreed with sales so launches matched the pipeline they needed.',
      outcome:
        'Three months later she presented next year\'s budget with attribution the CFO accepted. Brand spend was held, with a modest shift towards the channels the data supported. Her team now plans a quarter ahead, and she spends more of her time on creative direction than on chasing reports.',
    },
    faqs: [
      {
        question: "I'm not a numbers person. Will this turn me into one?",
        answer:
          'You do not need to become one. You need a measurement model you understand and trust, and a dashboard someone else maintains. We build it with you in plain language, focus on the handful of metrics that actually matter to your board and leave the spreadsheet work with us, so your time stays on the story.',
      },
      {
        question: 'Will measurement squeeze out brand work?',
        answer:
          'It should protect it. Brand effects are slower and harder to measure than a paid-search click, so we build a model that includes leading indicators, such as branded search and direct traffic, alongside pipeline. That gives you evidence for long-term work rather than pressure to chase short-term conversions at the expense of the brand.',
      },
      {
        question: 'Can you work alongside an existing CMO?',
        answer:
          'Yes. We act as a strategic partner and operating lead for your marketing function, not a replacement for you. You keep ownership of the brand and the team; we bring the strategy framework, the measurement and the rhythm, and we carry whichever parts of the workload you would rather hand over.',
      },
    ],
  },
  '/growth-hacker-cmo': {
    h1: 'Your Experiments Win. Now Make the Growth Last',
    lead:
      'You run more tests in a month than most marketing teams run in a year. You know your acquisition cost to the penny, your dashboards refresh hourly and you can lift a conversion rate by lunchtime. But each channel you scale starts to saturate, costs creep up, and the board is asking why the company is not better known after two years of growth. The experiments are working. What is missing is the brand and strategy that make growth compound.',
    sections: [
      {
        heading: 'A week inside the growth machine',
        paragraphs: [
          "Monday starts with the weekend's test results: the new landing page beat the control, the onboarding email did not. By Tuesday you have shipped three more experiments. On Wednesday paid social costs are up again and you reallocate budget for the second time this month. Thursday, the CEO returns from a conference where nobody had heard of the company. Friday's board pre-read asks for a three-year marketing strategy, and you realise your planning horizon is six weeks.",
        ],
      },
      {
        heading: 'What growth without brand costs',
        paragraphs: ['Performance marketing rents attention. Brand is how you start to own some of it.'],
        points: [
          {
            title: 'Rising acquisition costs',
            body: 'As channels saturate, every customer costs more to win, and without brand demand there is no cheaper route to them.',
          },
          {
            title: 'Local maxima',
            body: 'Optimising the funnel improves what exists. It rarely tells you whether you are targeting the right market or telling the right story.',
          },
          {
            title: 'A short planning horizon',
            body: 'A backlog of experiments is not a strategy, and boards and investors notice the difference.',
          },
          {
            title: 'Messaging drift',
            body: 'Hundreds of winning variants can leave customers with no consistent idea of what the company stands for.',
          },
        ],
      },
      {
        heading: 'Adding brand and strategy to your growth engine',
        paragraphs: ['We keep your experimentation culture intact and build the layers above it.'],
        points: [
          {
            title: 'Positioning and a message house',
            body: 'A clear statement of who you serve, the problem you solve and why you are different, which every test variant has to respect.',
          },
          {
            title: 'A twelve-month marketing strategy',
            body: 'Audiences, channel mix and brand investment planned for a year, with room for experiments inside a deliberate direction.',
          },
          {
            title: 'Balanced measurement',
            body: 'Brand health indicators such as branded search, direct traffic and share of voice added to your dashboard alongside acquisition metrics.',
          },
          {
            title: 'A leadership rhythm',
            body: 'A monthly strategy review with the CEO and a quarterly planning cycle that ties experiments to company goals.',
          },
        ],
      },
      {
        heading: 'How to start',
        paragraphs: [
          'You will want evidence before committing, so the Discovery Call and Needs Assessment start with your data, channel history and messaging. The Strategy & Tactical Plan then sets out the brand and positioning work alongside your existing programme. Most growth-led CMOs start on the Executive Partner plan, which gives enough hours for positioning, strategy and the measurement changes at once.',
          'In the first 30 days we review channel performance and past messaging, run positioning workshops with your leadership team and draft a message house. By the end of the month your next batch of experiments should be testing within a clear strategy rather than around it.',
        ],
      },
    ],
    example: {
      heading: 'A subscription growth lead adds a brand layer',
      situation:
        'The growth lead at a subscription meal-kit company in London had scaled paid acquisition impressively, but the cost per subscriber was rising on every channel. Messaging varied across dozens of ad variants, and the board wanted a longer-term marketing plan before the next funding round.',
      approach:
        'We ran positioning work with the founders, built a message house and a twelve-month strategy with a modest brand budget, and added branded search and direct traffic to the weekly dashboard. Experiments continued at the same pace, but every variant was now written and tested against the new positioning.',
      outcome:
        'Within two quarters branded search was growing steadily and blended acquisition costs had levelled off instead of continuing to climb. The board approved the plan as part of preparing for the round, and the growth lead now presents strategy alongside experiment results.',
    },
    faqs: [
      {
        question: "Isn't brand just unmeasurable spend?",
        answer:
          'Not if you measure it sensibly. Brand effects show up in branded search, direct traffic, conversion rates on cold audiences and acquisition costs over time. We add those indicators to your dashboard and agree realistic timescales with the board, so brand investment is judged on evidence rather than faith, and cut only when the evidence says so.',
      },
      {
        question: 'Will you slow down my experimentation?',
        answer:
          "No. Experiments stay your engine. What changes is that they run inside a strategy, with positioning every variant respects and goals tied to the company's plan. Teams often find their tests become more useful, because they start answering bigger questions than which button colour converts best.",
      },
      {
        question: "I'm a founder running growth myself. Is this for me?",
        answer:
          'Yes. Plenty of founders act as their own growth lead in the early years. The work is the same: positioning, a longer-term plan and balanced measurement. The difference is that we take on more of the execution, so you are not trying to add brand strategy to a week that is already full of product and fundraising.',
      },
    ],
  },
} satisfies Record<string, ContentBody>;

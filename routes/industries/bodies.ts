/**
 * The industry pages' body copy, by path: its own module, imported on the first request for one of them
 * (./index.tsx), so the module every isolate starts with does not hold it. What the rest of the site reads about them
 * is in ./content.ts.
 */
import type { ContentBody } from '../_lib/content-types';

export const industryBodies = {
  '/saas-executive-support': {
    h1: 'Executive support for SaaS founders who should be leading, not collating',
    lead:
      "Running a software company means answering to three clocks at once: the monthly numbers, the quarterly board and a product roadmap that never stops moving. Most SaaS founders we meet spend their best hours building spreadsheets for the first two. Executive Sidekick takes on the reporting rhythm, the investor communication and the operating cadence, so your ARR story is ready before anyone asks for it and your week goes back to customers, product and hiring.",
    sections: [
      {
        heading: 'The metrics and rhythms a SaaS board expects',
        paragraphs: [
          "Recurring revenue changes what investors want to see. A line saying sales were strong will not survive a board meeting; directors expect ARR split into new, expansion, contraction and churn, with net revenue retention, gross margin and CAC payback beside it. Each figure depends on a definition that tends to drift between the CRM, the billing platform and the finance model, and a founder who cannot reconcile them in the room loses credibility quickly.",
          "The cadence is just as unforgiving: monthly management accounts, a quarterly board pack, a monthly investor update and, for venture-backed companies, the next fundraise always somewhere on the horizon. Then there is the question of motion. A product-led company lives on activation and free-to-paid conversion; a sales-led one lives on pipeline coverage and win rates. Plenty of scale-ups are quietly running both without deciding which one gets the budget.",
        ],
      },
      {
        heading: 'Where SaaS founders lose their week',
        paragraphs: [
          'The founders we work with rarely lack ideas. What they lack is the hours to turn the operating rhythm into something that runs without them. Four patterns come up again and again.',
        ],
        points: [
          {
            title: 'Pack panic',
            body: 'The board pack is assembled in the three days before the meeting, pulling the CEO out of customer calls and leaving no time to think about what the board should actually decide.',
          },
          {
            title: 'Two motions, one budget',
            body: 'Self-serve sign-ups and an outbound sales team compete for the same marketing spend, and nobody has set the rule for which motion leads at which deal size.',
          },
          {
            title: 'Quiet investors',
            body: 'Updates go out late or not at all, so the first time an investor hears about a problem is in a board meeting, the worst place to hear it.',
          },
          {
            title: 'Founder as router',
            body: 'Every cross-team question lands with the founder, because there is no leadership meeting rhythm to settle it anywhere else.',
          },
        ],
      },
      {
        heading: 'What Executive Sidekick does for SaaS leaders',
        paragraphs: [
          'We act as a fractional chief of staff with a commercial bent: close enough to the numbers to question them, far enough from the code to keep the calendar honest.',
        ],
        points: [
          {
            title: 'One version of ARR',
            body: 'We agree a definition for every headline metric, name its source system and owner, and build a simple dashboard so the board pack, the investor update and the sales review all show the same figure.',
          },
          {
            title: 'A board calendar for the year',
            body: 'Pack deadlines, pre-reads, one-to-one calls with key investors before each meeting and a standing agenda that protects time for the strategic question that matters that quarter.',
          },
          {
            title: 'Investor updates on rails',
            body: 'A monthly template covering highlights, lowlights, metrics and specific asks, drafted from a short conversation with you and sent on the same day every month.',
          },
          {
            title: 'A go-to-market decision',
            body: 'A plain review of where revenue really comes from, whether product-led, sales-led or hybrid, and a recommendation on where the next tranche of marketing budget should go.',
          },
        ],
      },
      {
        heading: 'How SaaS founders usually start',
        paragraphs: [
          'Most begin with a discovery call and a look at the last two board packs and investor updates. That shows quickly whether the gap is in the numbers, the narrative or the rhythm. The needs assessment then turns what we find into a short list of priorities for the first month.',
          'Executive Partner suits most Series A and B companies, because it covers the board cycle, investor communication and marketing strategy together. Earlier-stage founders who mainly need their investor updates and diary under control often start on Strategic Sidekick and move up when the next round closes.',
        ],
      },
    ],
    example: {
      heading: 'A Series A SaaS founder in Manchester',
      situation:
        'A Series A SaaS founder in Manchester was preparing each quarterly board pack over a weekend, with ARR figures that differed between the CRM and the finance model. Investor updates had lapsed for four months, and two directors had started asking for extra calls just to understand the numbers.',
      approach:
        'We agreed definitions for new, expansion and churned ARR with the finance lead, built a one-page metrics sheet fed from the billing system, and set a board calendar with pre-reads due a week ahead. The founder recorded a short voice note each month, and we turned it into the investor update and sent it on the first Tuesday.',
      outcome:
        "Within two board cycles the pack was ready a week early and the ARR figures reconciled first time. The extra investor calls stopped, the founder reclaimed the weekends that pack preparation used to consume, and the board's time moved from querying numbers to debating the pricing change the company had been postponing.",
    },
    faqs: [
      {
        question: 'Do you need access to our financial systems?',
        answer:
          'Read-only access to the billing platform, CRM and finance model helps, but it is not essential; many founders prefer to start by sharing exports. We never change source data. Our job is to agree definitions, spot where figures disagree and make sure the pack and updates use the reconciled number. Your finance lead or accountant stays responsible for the accounts.',
      },
      {
        question: 'Can you write our investor updates for us?',
        answer:
          'Yes. We draft them from a short monthly conversation or voice note, in your voice, and you approve every word before anything goes out. The format stays consistent month to month: headline metrics, wins, problems, what you are doing about them and specific asks. Investors notice the consistency, and the next fundraise is easier because the story is already written down.',
      },
      {
        question: 'We are product-led. Is this still relevant?',
        answer:
          'Very much so. Product-led companies tend to have plenty of data and too little interpretation. We help you choose the handful of activation and conversion metrics that matter, build the reporting rhythm around them and decide when, and at what account size, to add a sales-assisted motion without undermining self-serve growth.',
      },
      {
        question: 'How does this fit with our fractional CFO?',
        answer:
          'Neatly. A fractional CFO owns the model, the forecasts and the accounts. We own the operating rhythm around them: the board calendar, the narrative in the pack, the investor update, the leadership meeting cadence and the follow-through on actions. Plenty of SaaS companies run both roles, and we agree the handover points between them in the first week.',
      },
    ],
  },
  '/cyber': {
    h1: 'Cyber security firms: turning technical credibility into commercial growth',
    lead:
      'Cyber security companies sell something buyers can rarely see working: the absence of a breach. That makes trust the product long before the software or the service is. Many firms are founded by gifted engineers and researchers who would rather be hunting threats than writing board papers or marketing plans. Executive Sidekick gives technical founders the commercial, marketing and operational leadership to match their expertise, without asking them to become someone else.',
    sections: [
      {
        heading: 'The constraints of selling security',
        paragraphs: [
          'Security buyers are sceptical by profession. A chief information security officer has heard every claim about AI-driven detection and total protection, and discounts most of them. What moves them is evidence: published methodology, research they can check, people they recognise speaking at the events they attend, and peers who will vouch for you.',
          'Certifications act as the entry ticket. Cyber Essentials and Cyber Essentials Plus are expected for much UK public sector work, ISO 27001 is the common language of enterprise procurement, and US buyers ask for a SOC 2 report. Each takes months of evidence gathering, touches every team and has to be maintained year after year, usually by the same few senior people.',
        ],
      },
      {
        heading: 'The executive challenges in cyber firms',
        paragraphs: [
          "Growth in security firms tends to stall in predictable places, usually when the founding team's technical reputation outgrows the commercial machinery behind it.",
        ],
        points: [
          {
            title: "The technical founder's diary",
            body: 'The person customers most want on a call is also leading incident response and product direction, so sales meetings, hiring and strategy get whatever hours are left over.',
          },
          {
            title: 'Enterprise deals that outlast budgets',
            body: 'Deals pass through proof of concept, security questionnaires, legal review and procurement, often across two financial years, and forecasts slip without anyone noticing until the quarter closes.',
          },
          {
            title: 'Marketing that sounds like everyone',
            body: 'Fear-led messaging and generic threat statistics blend into the noise. Buyers respond to specifics about who you protect and how you do it.',
          },
          {
            title: 'Certification fatigue',
            body: 'Surveillance audits and SOC 2 observation periods land on the same engineers every year and crowd out billable client work.',
          },
        ],
      },
      {
        heading: 'What Executive Sidekick does for cyber leaders',
        paragraphs: [
          'We sit alongside the founder as a fractional chief of staff and marketing lead, translating technical strength into a plan the business can run. We are not auditors or penetration testers; your certification body and technical team keep those roles while we organise the work around them.',
        ],
        points: [
          {
            title: 'A trust-led marketing plan',
            body: 'Positioning built on what you can prove, from methodology and research to community contribution and client outcomes you are permitted to share, with a content rhythm your engineers can support in an hour a month.',
          },
          {
            title: 'A certification roadmap',
            body: 'One calendar of audits, evidence owners and renewal dates for Cyber Essentials, ISO 27001 or SOC 2, so compliance is planned across the year rather than crammed in before the auditor arrives.',
          },
          {
            title: 'Enterprise deal discipline',
            body: "A pipeline review that tracks each deal against the buyer's buying process, not just your sales stages, plus a library of approved answers for security questionnaires.",
          },
          {
            title: 'Protected technical time',
            body: 'A diary structure that ring-fences research, product and incident time, with commercial meetings batched so the founder is not switching context all week.',
          },
        ],
      },
      {
        heading: 'Starting an engagement',
        paragraphs: [
          "We begin with a discovery call, then a needs assessment that looks at your pipeline, your current certifications and how the founder's week is really spent. The strategy and tactical plan usually picks two priorities for the first quarter, most often positioning and pipeline discipline.",
          'Strategic Sidekick is the usual starting point for firms with a small commercial team. Companies preparing for a first SOC 2 audit or a major enterprise push tend to need the breadth of Executive Partner.',
        ],
      },
    ],
    example: {
      heading: 'A penetration testing firm in Bristol',
      situation:
        'The founder of a twelve-person penetration testing firm in Bristol was leading most client engagements personally, answering security questionnaires late at night and watching two enterprise deals drift for three quarters. The website described the firm in the same terms as a dozen competitors, and an ISO 27001 surveillance audit was six weeks away with nobody assigned to the evidence.',
      approach:
        "We mapped both stalled deals against the buyers' procurement steps and found each was waiting on a document nobody had chased. We built an audit evidence calendar with named owners, rewrote the positioning around the firm's published research, and moved the founder's sales calls into two fixed afternoons a week.",
      outcome:
        'The surveillance audit passed without the usual scramble, one of the two stalled deals signed the following quarter, and the new positioning gave the founder a crisp answer to the question buyers kept asking: why choose you over the larger firm? The fixed sales afternoons also gave the founder back uninterrupted days for research.',
    },
    faqs: [
      {
        question: 'Do you need a security background to work with us?',
        answer:
          'We bring commercial, marketing and operational experience rather than penetration testing skills, and we are upfront about that. What we do understand is how security buyers assess suppliers, how certification programmes run and how to describe technical work accurately without inflating it. Your technical team remains the authority on substance; we make sure it reaches buyers clearly.',
      },
      {
        question: 'Can you run our ISO 27001 or SOC 2 programme?',
        answer:
          'We can project-manage it: the plan, the evidence calendar, the owners, the chasing and the reporting to leadership. We do not act as your auditor or certification body, and if your team has never implemented a framework we will recommend a specialist for control design. Our role keeps the programme moving without consuming your engineers.',
      },
      {
        question: 'How do you handle confidential client information?',
        answer:
          'We are happy to sign a non-disclosure agreement before any detail is shared, and we follow your access policies, including device, authentication and data handling rules. We only ask for what the work in hand requires, and much of our marketing work uses material your clients have already approved for publication. Anything sensitive stays inside your systems.',
      },
      {
        question: 'Will trust-led marketing work with a long sales cycle?',
        answer:
          'It is built for one. When a deal can take the best part of a year, buyers form a view of you long before they speak to sales. Regular, specific content, conference talks and useful research keep you on the shortlist. We set a realistic rhythm, measure influence on pipeline rather than clicks, and review the results with you each quarter.',
      },
    ],
  },
  '/defence': {
    h1: 'Defence and national security suppliers: senior support that respects the line',
    lead:
      'Defence suppliers work under rules most businesses never meet: vetted staff, controlled technology, strict confidentiality and procurement cycles measured in years. Leaders in the sector carry a heavy administrative load that has little to do with engineering or delivery. Executive Sidekick helps with the parts that can be handled safely outside the classified environment, namely the plans, the bid calendar, the brand and the operating rhythm, and we are precise about where our support stops.',
    sections: [
      {
        heading: 'Working within security and export rules',
        paragraphs: [
          'People working on sensitive programmes in the UK are vetted to the level the work requires, from baseline checks through Security Check (SC) to Developed Vetting (DV). In the US, personnel clearances at Confidential, Secret and Top Secret sit alongside a facility clearance for the company itself. Access is granted on a need-to-know basis, not because someone happens to advise the chief executive.',
          'Controlled technology adds a second layer. US-origin items and technical data can fall under ITAR or the Export Administration Regulations, and UK strategic export controls cover many military and dual-use goods. For any outside adviser the consequence is simple: some documents and conversations are off limits, however useful they might be.',
        ],
      },
      {
        heading: 'The executive challenges for defence suppliers',
        paragraphs: [
          'Procurement shapes almost every leadership decision in the sector. Opportunities arrive through frameworks and published tenders, pre-qualification can take months, and a single competition may run for a year or more before award. Smaller suppliers fund that effort from the same senior team that runs delivery.',
        ],
        points: [
          {
            title: 'Bid calendars that collide',
            body: 'Several tenders, a framework refresh and contract renewals land in the same quarter, and nobody owns the overall view of which to pursue.',
          },
          {
            title: 'Marketing without case studies',
            body: 'Confidentiality rules out customer names and programme detail, so the brand has to rest on capability, accreditations, people and published thinking.',
          },
          {
            title: 'Leaders split across two worlds',
            body: 'Directors move between cleared and uncleared work, which makes ordinary tasks such as diary management and board reporting harder to delegate.',
          },
        ],
      },
      {
        heading: 'What Executive Sidekick does, and where we stop',
        paragraphs: [
          'We do not hold security clearance, and we never ask to see classified, export-controlled or otherwise restricted material. The boundary is agreed in writing with your security controller or facility security officer before work begins, and it shapes every part of the engagement.',
        ],
        points: [
          {
            title: 'What we handle',
            body: 'Unclassified corporate strategy, business planning, bid calendars and governance, marketing and brand, recruitment planning, leadership meeting rhythm, and diary and inbox support for non-sensitive correspondence.',
          },
          {
            title: 'What we do not handle',
            body: 'Classified documents or systems, ITAR or other export-controlled technical data, the technical content of classified bids, and any meeting where restricted information will be discussed.',
          },
          {
            title: 'How the line is kept',
            body: 'Sensitive material stays in your accredited environment. Cleared staff summarise what we need at an unclassified level, and we work only in systems you approve for unclassified use.',
          },
          {
            title: 'When clearance is essential',
            body: 'If a task genuinely needs a cleared person, we say so and help you scope and recruit for that capacity rather than stretching our remit.',
          },
        ],
      },
      {
        heading: 'Getting started safely',
        paragraphs: [
          'The discovery call covers your market, customers and the nature of your work at an unclassified level only. The needs assessment then maps which of your priorities we can support and which must stay with cleared staff, so there are no surprises later.',
          'Most defence suppliers begin on Executive Partner, because bid planning, leadership rhythm and brand work tend to move together. Smaller specialist firms with a single framework to manage often find Strategic Sidekick enough for the first quarter.',
        ],
      },
    ],
    example: {
      heading: 'A specialist engineering supplier to defence primes',
      situation:
        "The managing director of a 40-person engineering firm supplying prime contractors to the MOD was juggling three bids, a framework renewal and a growing team. Bid decisions were made late, the website said almost nothing about what the firm did, and the MD's diary mixed cleared programme meetings with routine administration.",
      approach:
        "Working only with unclassified material, we built a twelve-month bid calendar with go or no-go checkpoints and set up a monthly pipeline review with the directors. We rewrote the website and capability statement around accreditations, engineering disciplines and people, cleared each draft with the security controller, and took over the MD's non-sensitive diary and correspondence.",
      outcome:
        "The firm withdrew early from a bid it was unlikely to win and put that effort into the framework renewal, which it retained. The new capability statement gave the business development lead something credible to send, and the MD's week had fixed time for programme work again.",
    },
    faqs: [
      {
        question: 'Do you hold security clearance?',
        answer:
          'No. We work entirely at the unclassified level and say so plainly in the first conversation. That still covers a great deal of useful work: strategy, bid planning, marketing, recruitment planning and executive support on non-sensitive matters. Where a task needs someone with SC, DV or a US clearance, it stays with your cleared staff, and we can help you plan for that capacity.',
      },
      {
        question: 'Can you help with ITAR or export control compliance?',
        answer:
          'Not as advisers. Classification and licensing decisions belong with your trade compliance lead and specialist legal advisers. What we can do is make sure compliance activity appears in the leadership calendar, that responsibilities are clear, and that marketing and bid material is reviewed before release so nothing controlled is published by accident.',
      },
      {
        question: 'Can you write our tender responses?',
        answer:
          'We can run the bid calendar, coordinate contributors, manage the timetable and draft the corporate, commercial and social value sections of unclassified tenders. Technical responses on classified or export-controlled programmes must be written by cleared staff. Taking the coordination and non-technical writing off your engineers is usually where the biggest time saving lies.',
      },
      {
        question: 'How do you handle confidentiality on unclassified work?',
        answer:
          'We sign your non-disclosure agreement, follow your information handling rules and use only the systems you approve. We keep the material we hold to a minimum and return or delete it when the engagement ends. Anything public-facing, from website copy to conference abstracts, goes through your security approval process before release.',
      },
    ],
  },
  '/healthcare': {
    h1: 'Healthcare and health-tech leadership, with the regulatory load shared',
    lead:
      'Healthcare leaders answer to patients, clinicians, regulators and commissioners, often in the same week. Whether you run a care provider, a private clinic group or a health-tech company selling to the NHS or US providers, compliance and stakeholder work can swallow the time meant for strategy. Executive Sidekick organises that load, keeps the plan moving and helps you speak to each audience in its own language, so patient care and product quality stay at the centre.',
    sections: [
      {
        heading: 'A sector shaped by regulation',
        paragraphs: [
          'In England, providers of regulated activities register with the Care Quality Commission and must be ready for inspection at any time. Medical devices, including software that qualifies as one, fall under the MHRA. Any organisation with access to NHS patient data and systems completes the Data Security and Protection Toolkit every year. In the US, HIPAA governs how protected health information is stored, shared and disclosed, and business associate agreements carry it into supplier contracts.',
          'None of this can be delegated away. It can, however, be planned, evidenced and reported well, and that is where leadership time is most often lost.',
        ],
      },
      {
        heading: 'The executive challenges in healthcare',
        paragraphs: [
          'The leaders we speak to in this sector are rarely short of purpose. They are short of hours, and the hours they do have are pulled in several directions at once.',
        ],
        points: [
          {
            title: 'Clinical buy-in',
            body: 'Nothing changes without clinicians on side, yet clinical leaders have the least spare time of anyone. Proposals need evidence, brevity and visible respect for patient safety.',
          },
          {
            title: 'NHS procurement',
            body: 'Selling to the NHS means frameworks, integrated care boards, trusts with their own priorities and evidence requirements such as DTAC for digital products, with budgets that move with the financial year.',
          },
          {
            title: 'Patient data',
            body: 'Every new system, supplier or marketing idea raises a data protection question that must be answered before anything goes live.',
          },
          {
            title: 'Two markets, two rulebooks',
            body: 'Health-tech firms expanding to the US face HIPAA, different buyers and a different reimbursement logic, while still serving UK customers.',
          },
        ],
      },
      {
        heading: 'What Executive Sidekick does for healthcare leaders',
        paragraphs: [
          'We work as a fractional chief of staff and marketing lead who understands the terrain, while your clinical, regulatory and data protection specialists remain the authorities in their fields. We are most useful where several demands meet at once, such as an inspection year that coincides with a funding round or a major new contract.',
        ],
        points: [
          {
            title: 'A compliance calendar',
            body: 'Every inspection readiness review, DSPT submission, audit and policy renewal in one place, with owners, dates and a monthly check that nothing is drifting.',
          },
          {
            title: 'Governance papers',
            body: 'Board, committee and investor papers drafted from your notes, so leadership meetings spend their time on decisions rather than on reading.',
          },
          {
            title: 'A stakeholder plan',
            body: 'What clinicians, commissioners, investors and patients each need to hear, from whom and when, with a rhythm of updates that keeps clinical champions engaged.',
          },
          {
            title: 'Go-to-market for health-tech',
            body: 'The NHS buying route for your product mapped, the evidence story procurement teams expect assembled, marketing kept careful about clinical claims, and a sequence for US expansion from HIPAA-ready contracts to the first pilot sites.',
          },
        ],
      },
      {
        heading: 'How healthcare leaders start with us',
        paragraphs: [
          'A discovery call is followed by a needs assessment covering your regulatory calendar, your key stakeholders and where your own week goes. From there we agree a strategy and tactical plan with no more than three priorities for the first quarter.',
          'Executive Partner is the usual fit, because governance, stakeholder communication and growth work tend to run in parallel. Single-site providers and early-stage health-tech founders often begin on Strategic Sidekick.',
        ],
      },
    ],
    example: {
      heading: 'A health-tech founder selling to NHS trusts',
      situation:
        'The founder of a digital triage start-up in Leeds had strong pilot feedback from two NHS trusts but no route to wider adoption. DTAC evidence was scattered across shared drives, the annual DSPT submission was due, and the founder was spending most evenings answering procurement questions and chasing clinical champions.',
      approach:
        'We assembled the DTAC and DSPT evidence into a single tracked pack with named owners, mapped the buying route through the relevant integrated care boards, and wrote a short clinical summary the two pilot leads were willing to share with peers. We also set up a fortnightly stakeholder update so champions stayed informed.',
      outcome:
        "The DSPT submission went in on time, the evidence pack cut the back-and-forth with procurement teams, and a third trust agreed to a scoped evaluation. The founder's evenings were largely her own again, with commercial conversations moved into a fixed weekly block she could plan the rest of her week around.",
    },
    faqs: [
      {
        question: 'Are you regulatory or clinical advisers?',
        answer:
          'No, and we will not pretend to be. Regulatory interpretation, clinical safety sign-off and data protection advice belong with qualified specialists such as your clinical safety officer, data protection officer or regulatory consultant. We organise the work around them, with plans, calendars, evidence tracking, papers and follow-through, so their expertise is used well and nothing slips between meetings.',
      },
      {
        question: 'Will you see patient data?',
        answer:
          'We do not need to, and we design the engagement so that we do not. Our work uses aggregated figures, policy documents, governance papers and commercial material. If a task would expose identifiable patient information, it stays with your authorised staff. We follow your information governance rules and sign whatever confidentiality agreement your data protection officer requires.',
      },
      {
        question: 'Can you help us win NHS contracts?',
        answer:
          'We can make you a far better-prepared supplier. That means understanding which organisations hold the budget for your product, which frameworks apply, what evidence buyers will ask for and when in the financial year decisions get made. We then build the pipeline plan, the materials and the follow-up rhythm. The clinical and economic case itself must come from your own evidence.',
      },
      {
        question: 'Do you work with US healthcare organisations?',
        answer:
          'Yes. We support US providers and health-tech firms, as well as UK companies entering the US market. The leadership work is similar; the rules are not. We plan around HIPAA, business associate agreements, state-level requirements and American buying processes, working alongside your US counsel, and every plan is available in dollars as well as pounds.',
      },
    ],
  },
  '/travel': {
    h1: 'Travel and hospitality leaders: plan the season instead of surviving it',
    lead:
      'Travel and hospitality businesses earn most of their year in a few busy months and spend the rest preparing for them. Owners and managing directors end up firefighting in peak season and catching up in the quiet one, with little time to fix distribution, pricing or the guest experience. Executive Sidekick gives hotel groups, tour operators, travel agencies and venues a steady strategic hand across the whole year, including when something goes wrong.',
    sections: [
      {
        heading: 'The commercial realities of the sector',
        paragraphs: [
          'Seasonality sets the rhythm. Cash, staffing and marketing spend all swing with demand, and the decisions made in the quiet months about rates, recruitment and partnerships decide how the peak goes. Leave them too late and the season arrives before the plan does.',
          'Reputation also travels faster here than in most sectors. Review sites carry the verdict of thousands of past guests, and one badly handled disruption can outweigh a season of good service. That makes guest experience and crisis readiness questions for leadership, not just for operations.',
          'Distribution is the other constant pressure. Online travel agencies bring reach and bookings at a commission cost, whilst direct bookings need a website, a guest database and marketing that can compete for the same traveller. Most businesses need both, in a balance they choose deliberately rather than one the channels choose for them.',
        ],
      },
      {
        heading: 'Where leaders in travel get stuck',
        paragraphs: ['Four patterns account for most of the lost time and margin we see in the sector.'],
        points: [
          {
            title: 'The peak-season trap',
            body: 'Owners work the floor, the front desk or the transfers when it gets busy, and strategic work stops for months at a time.',
          },
          {
            title: 'Commission creep',
            body: 'Reliance on one or two OTAs grows quietly, and margin erodes without anyone consciously deciding to accept it.',
          },
          {
            title: 'Uneven guest experience',
            body: 'Reviews depend on who is on shift, because there is no shared standard for the moments that matter, from the first enquiry to the follow-up after checkout.',
          },
          {
            title: 'Unrehearsed crises',
            body: 'Strikes, severe weather, a supplier failure, a systems outage or a viral complaint arrive with no prepared statement, no owner and no agreed customer promise.',
          },
        ],
      },
      {
        heading: 'What Executive Sidekick does for travel and hospitality',
        paragraphs: [
          'We act as a part-time strategic partner who works to your calendar: heavier in the planning months, lighter but steady through the peak.',
        ],
        points: [
          {
            title: 'A seasonal operating plan',
            body: 'A twelve-month plan that fixes when rates, recruitment, supplier contracts and campaigns are decided, finishing with a pre-season readiness review.',
          },
          {
            title: 'A distribution strategy',
            body: 'A channel-by-channel view of bookings and net revenue after commission, with a plan to grow direct bookings without losing visibility on the OTAs.',
          },
          {
            title: 'Guest journey standards',
            body: 'A mapped guest journey with a short set of standards for each stage, and a review rhythm that turns feedback and reviews into fixes.',
          },
          {
            title: 'A crisis communications playbook',
            body: 'Scenarios, holding statements, decision owners, customer promises and a contact tree, tested in a short exercise before the season starts.',
          },
        ],
      },
      {
        heading: 'How to begin',
        paragraphs: [
          "The best time to start is the quieter months, when there is room to plan. A discovery call and needs assessment look at last season's bookings by channel, guest feedback and the decisions that caused the most stress. The strategy and tactical plan then sets priorities for the next peak.",
          'Strategic Sidekick suits most independent operators and small groups. Multi-site hotel groups and larger tour operators usually need Executive Partner, so that distribution, guest experience and crisis planning can all move at once.',
        ],
      },
    ],
    example: {
      heading: 'An independent hotel group in the Lake District',
      situation:
        'The owner of three independent hotels in the Lake District was taking most bookings through two OTAs, with commission costs rising each year. Guest reviews varied widely between sites, and when a storm closed the main road the previous winter, each hotel contacted guests differently and several cancellations turned into public complaints.',
      approach:
        'During the quiet months we analysed bookings by channel after commission, rebuilt the direct booking offer around benefits the OTAs could not match, and set a guest journey standard shared by all three sites. We also wrote a crisis playbook with holding messages and a single decision owner, and rehearsed it with the managers.',
      outcome:
        'By the following summer a larger share of bookings came direct, reviews were more consistent across the sites, and an autumn flood warning was handled with one clear message to every affected guest. The owner planned the next season during the winter rather than in the middle of it.',
    },
    faqs: [
      {
        question: 'Can you work around our peak season?',
        answer:
          'Yes, and we plan for it. Hours can be weighted towards the quieter months, when strategy, recruitment planning and channel work happen, with a lighter rhythm during peak that focuses on weekly priorities and any issues that surface. Because plans roll monthly, you can also change the level of support as the year turns.',
      },
      {
        question: 'Should we reduce our reliance on OTAs?',
        answer:
          'Usually rebalance rather than reduce. Online travel agencies bring guests you would not otherwise reach, especially from overseas. The aim is to know your real net revenue by channel, grow direct bookings among returning and nearby guests, and use OTAs where they earn their commission. We help you set that balance and build the marketing that supports it.',
      },
      {
        question: 'What does a crisis communications plan include?',
        answer:
          'A short list of likely scenarios for your business, a decision owner for each, holding statements you can adapt in minutes, the promises you will make to affected customers, a contact tree for staff and partners, and guidance for social media. We test it with your managers in a short exercise so it works under pressure, not just on paper.',
      },
      {
        question: 'Do you help with the guest experience itself?',
        answer:
          'We help you define it, measure it and keep it consistent. That means mapping the guest journey, agreeing standards for the key moments, building a review rhythm around feedback and online reviews, and making sure training and briefings reflect the standard. Your teams deliver the hospitality; we give leadership the structure to support them.',
      },
    ],
  },
} satisfies Record<string, ContentBody>;

/** The Markdown twin of the home page (/, /uk and /us), from the copy its sections render; /us is priced in dollars. */
import type { PageMarkdown } from '../_app/routes';
import { allPlans, blocks, faqBlock, link, list } from '../_lib/markdown-twin';
import { closingBlock, realityCheckBlock, titledList } from '../_layout/page-markdown';
import { industries } from '../industries/content';
import { services } from '../services/content';
import { audience, closing, faqs, hero, howItWorks, industriesIntro, pricing, reasons, solution } from './content';

export const homeMarkdown: PageMarkdown = (_route, market) =>
  blocks(
    `# ${hero.h1}`,
    hero.lead,
    hero.realityCheckLine,
    `## What we do\n\n${list(services.map((s) => `${link(s.name, `/services#${s.key}`)}: ${s.summary}`))}`,
    `## ${howItWorks.heading}\n\n${howItWorks.lead}\n\n${titledList(howItWorks.steps)}`,
    `## ${pricing.heading}\n\n${pricing.lead}\n\n${allPlans(market)}`,
    realityCheckBlock(pricing.realityCheck, market),
    `## ${audience.heading}\n\n${audience.lead}\n\n${list(audience.cards.map((c) => `${link(c.title, c.link)}: ${c.body}`))}`,
    `## ${reasons.heading}\n\n${reasons.lead}\n\n${titledList(reasons.items)}`,
    `## ${solution.heading}\n\n${[solution.lead, ...solution.paragraphs].join('\n\n')}`,
    `## ${industriesIntro.heading}\n\n${industriesIntro.lead}\n\n${list(industries.map((i) => `${link(i.label, i.path)}: ${i.summary}`))}`,
    faqBlock('Questions leaders ask us', faqs),
    closingBlock({ heading: closing.heading, body: closing.lead }),
  );

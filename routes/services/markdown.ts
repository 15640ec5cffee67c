/** The Markdown twin of /services (routes/_app/page-markdown.ts), from the copy ./services-page.tsx renders. */
import type { PageMarkdown } from '../_app/routes';
import { allPlans, blocks, link, list } from '../_lib/markdown-twin';
import { PACKAGES } from '../_lib/plans';
import { learnMoreLink } from '../_layout/learn-more';
import { closingBlock, realityCheckBlock } from '../_layout/page-markdown';
import { services, servicesPage, servicesPricing, type Service } from './content';

function serviceBlock(s: Service): string {
  const more = learnMoreLink(s);
  return blocks(
    `## ${s.name}`,
    ...s.paragraphs,
    `### What you receive\n\n${list(s.deliverables)}`,
    `**What changes**: ${s.outcome} Clients usually start on ${PACKAGES[s.plan].name}.`,
    more && `Learn more: ${link(more.label, more.href)}`,
  ).trimEnd();
}

export const servicesMarkdown: PageMarkdown = (_route, market) =>
  blocks(
    `# ${servicesPage.h1}`,
    servicesPage.lead,
    ...services.map(serviceBlock),
    `## ${servicesPage.engagement.heading}`,
    ...servicesPage.engagement.paragraphs,
    `## ${servicesPricing.heading}\n\n${servicesPricing.lead}\n\n${allPlans(market)}`,
    realityCheckBlock(servicesPricing.realityCheck, market),
    closingBlock(servicesPage.closing),
  );

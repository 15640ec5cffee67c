/**
 * The words of the results page and its answers, loaded with the search's handlers (./handlers.tsx), not at startup.
 * British English.
 */
import { SITE } from '../_lib/site-config';

export const searchCopy = {
  resultsTitle: (normal: string, page: number) => `${page > 1 ? `Page ${page} of results` : 'Results'} for ${normal} | ${SITE.brand}`,
  found: (n: number, normal: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'result' : 'results'} for ${normal}`,
  pagesHeading: 'Pages',
  articlesHeading: 'Articles',
  articleKind: 'Article',
  kinds: {
    services: 'Services',
    'service-topic': 'Service guide',
    archetypes: 'Leadership archetypes',
    persona: 'Leadership archetype',
    topic: 'Guide',
    industry: 'Industry',
    assessment: 'Assessment',
    'burnout-assessment': 'Assessment',
    consultation: 'Reality Check',
  } as Record<string, string>,
  otherKind: 'Page',
  pagerLabel: 'More results',
  pager: { prev: 'Earlier results', next: 'More results' },
  empty: {
    heading: 'Nothing matched that search',
    body: 'Try fewer words, another spelling, or a word for the problem rather than its solution: “hiring” rather than “recruitment process outsourcing”.',
    popular: 'Articles readers open most',
    assessment: 'Not sure where to start? The five-minute assessment tells you which kind of help would free up the most of your time.',
    assessmentLink: 'Take the assessment',
  },
  /** Asked with no words in it (an empty field, or only punctuation). */
  blank: 'Type a word or two about what you are looking for: a subject, a role, a problem you want solved.',
  /** Too many searches from one address in a minute. */
  limited: {
    title: `Too many searches | ${SITE.brand}`,
    heading: 'Too many searches at once',
    body: (seconds: number) => `This address has searched more than we can answer in a minute. Please try again in ${seconds} seconds.`,
  },
};

import type { ContentBody } from '../../routes/_lib/content-types';
import { industryBodies } from '../../routes/industries/bodies';
import { industries as industryMeta } from '../../routes/industries/content';
import { legalBodies } from '../../routes/legal/bodies';
import { legalPages as legalMeta } from '../../routes/legal/content';
import { personaBodies } from '../../routes/personas/bodies';
import { personas as personaMeta } from '../../routes/personas/content';
import { serviceTopicBodies } from '../../routes/topics/service-topic-bodies';
import { serviceTopics as serviceTopicMeta } from '../../routes/topics/service-topics';
import { topicBodies } from '../../routes/topics/topic-bodies';
import { topics as topicMeta } from '../../routes/topics/topics';

/**
 * The families whose body copy is a module of its own, loaded on a page's first request (routes/_app/page-bodies.ts):
 * what the family's eager module says about each page, and the bodies by path.
 */
export const BODY_FAMILIES = {
  persona: { pages: personaMeta, bodies: personaBodies },
  'service-topic': { pages: serviceTopicMeta, bodies: serviceTopicBodies },
  topic: { pages: topicMeta, bodies: topicBodies },
  industry: { pages: industryMeta, bodies: industryBodies },
  legal: { pages: legalMeta, bodies: legalBodies },
} satisfies Record<string, { pages: { path: string }[]; bodies: Record<string, unknown> }>;

/** Each page whole, as its template renders it. */
function whole<M extends { path: string }, B>(pages: M[], bodies: Record<string, B>): (M & B)[] {
  return pages.map((p) => {
    const body = bodies[p.path];
    if (!body) throw new Error(`No body copy for ${p.path}`);
    return { ...p, ...body };
  });
}

export const personas = whole<(typeof personaMeta)[number], ContentBody>(personaMeta, personaBodies);
export const serviceTopics = whole<(typeof serviceTopicMeta)[number], ContentBody>(serviceTopicMeta, serviceTopicBodies);
export const topics = whole<(typeof topicMeta)[number], ContentBody>(topicMeta, topicBodies);
export const industries = whole<(typeof industryMeta)[number], ContentBody>(industryMeta, industryBodies);
export const legalPages = whole(legalMeta, legalBodies);

/** The Markdown twins of the service guides and the strategy guides (routes/_app/page-markdown.ts), from their copy. */
import { CLOSING } from '../_layout/copy';
import { longFormPages } from '../_layout/page-markdown';
import { serviceTopicBodies } from './service-topic-bodies';
import { serviceTopics } from './service-topics';
import { topicBodies } from './topic-bodies';
import { topics } from './topics';

export const serviceTopicMarkdown = longFormPages(serviceTopics, serviceTopicBodies, CLOSING['service-topic']);
export const topicMarkdown = longFormPages(topics, topicBodies, CLOSING.topic);

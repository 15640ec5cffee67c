import { route, type FamilyPages, type RouteEntry } from '../_app/routes';
import { serviceTopics } from './service-topics';
import { topics } from './topics';

export const SERVICE_TOPIC_ROUTES: RouteEntry[] = serviceTopics.map((p) => route(p.path, 'service-topic', p.label, p, { footer: 'topics', summary: p.summary, section: 'services', cardLabel: `Guide · ${p.label}`, markdown: () => import('./markdown').then((m) => m.serviceTopicMarkdown) }));

export const TOPIC_ROUTES: RouteEntry[] = topics.map((p) => route(p.path, 'topic', p.label, p, { footer: 'topics', summary: p.summary, section: 'topics', cardLabel: `Guide · ${p.label}`, markdown: () => import('./markdown').then((m) => m.topicMarkdown) }));

export const PAGES: FamilyPages = { position: 120, routes: [...SERVICE_TOPIC_ROUTES, ...TOPIC_ROUTES] };

/** The service guides and the strategy guides. */
import { factory } from '../_app/factory';
import { pageBodies } from '../_app/page-bodies';
import { pageRoutes } from '../_app/pages';
import { SERVICE_TOPIC_ROUTES, TOPIC_ROUTES } from './routes';
import { ServiceTopicPage } from './service-topic-page';
import { TopicPage } from './topic-page';

export const topics = () =>
  factory
    .createApp()
    .route('/', pageRoutes(SERVICE_TOPIC_ROUTES, ServiceTopicPage, { load: pageBodies(() => import('./service-topic-bodies').then((m) => m.serviceTopicBodies)) }))
    .route('/', pageRoutes(TOPIC_ROUTES, TopicPage, { load: pageBodies(() => import('./topic-bodies').then((m) => m.topicBodies)) }));

export default topics;
